/// The text of `outings --help` and of `--help` on each command.
enum HelpText {
    static let version = "outings 0.1.0"

    static var overview: String {
        let rows = CommandCatalog.all.filter { !$0.isGroup }.map { spec in
            let command = (spec.words + spec.arguments).joined(separator: " ")
            return "  \(command.padding(to: 28))\(spec.summary)"
        }
        return """
            outings: a family outings guide (Flickr places and photos, recents, attractions)

            Usage: outings [--store URL] [--color WHEN] COMMAND [OPTIONS]

            Commands:
            \(rows.joined(separator: "\n"))

            Options for every command:
              --store STORE               sqlite:PATH, defaults:SUITE, postgres://USER@HOST/DB or memory:
                                          (default: OUTINGS_STORE, else store in the config
                                          file (outings config --help), else
                                          $XDG_DATA_HOME/outings/outings.sqlite). Arguments are
                                          visible to other users (ps, /proc): keep a PostgreSQL
                                          password in PGPASSWORD or ~/.pgpass, not in --store
              --color WHEN                auto (the default: colour when the output is a terminal and
                                          NO_COLOR is not set), always or never
              --help, -h                  show help for a command
              --version                   print the version

            Environment: OUTINGS_STORE, FLICKR_API_KEY, OUTINGS_FLICKR_URL, OUTINGS_FLICKR_STATIC_URL,
            OUTINGS_CACHE_LIMIT (image cache size: bytes or K/M/G, default 50M), BROWSER, XDG_DATA_HOME,
            XDG_CONFIG_HOME, XDG_CACHE_HOME, OUTINGS_LOCK_WAIT (seconds a write waits for another
            process's lock, default 10), and libpq's PGPASSWORD (or ~/.pgpass) for a PostgreSQL
            password. On a terminal: COLUMNS (the width help and lists fit, else the terminal's, else 80)
            and NO_COLOR (set and not empty: no colour unless --color always).

            Exit codes: 0 ok, 64 usage, 65 bad data, 66 missing file or record, 69 server or Flickr
            unreachable, 70 internal error, 73 transfer target not empty or download file exists,
            74 store or image cache I/O failure, corrupt store or no usable libpq, 75 edit conflict,
            76 Flickr error or a body that is not an image, 78 no Flickr API key.

            """
    }

    static func command(_ spec: CommandSpec) -> String {
        var text = "Usage: \(spec.usage)\n\n\(spec.summary.capitalizedFirst).\n"
        if !spec.details.isEmpty { text += "\n\(spec.details)\n" }
        let subcommands = CommandCatalog.all.filter {
            $0.words.count == spec.words.count + 1 && $0.words.starts(with: spec.words)
        }
        if !subcommands.isEmpty {
            text += "\nSubcommands:\n"
            text += subcommands.map { "  \($0.usage)" }.joined(separator: "\n") + "\n"
        }
        if !spec.options.isEmpty {
            text += "\nOptions:\n"
            text +=
                spec.options.map { option in
                    let left = "--\(option.name)" + (option.valueName.map { " \($0)" } ?? "")
                    return "  \(left.padding(to: 28))\(option.help)"
                }.joined(separator: "\n") + "\n"
        }
        let examples = spec.examples
        if !examples.isEmpty { text += "\nExamples:\n" + examples.map { "  \($0)\n" }.joined() }
        return text
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self + "  " : self + String(repeating: " ", count: width - count)
    }

    var capitalizedFirst: String {
        prefix(1).uppercased() + dropFirst()
    }
}
