/// The text of `outings --help`, of `outings help TOPIC` and of `--help` on each command, all
/// from the command catalog and the tables the man page prints.
enum HelpText {
    static let version = "outings 0.1.0"

    /// Options of every command, taken before the command is matched (`GlobalOptions` reads
    /// them); the overview, the man page and the completions list them. Asking twice for help or
    /// the version is still asking once.
    static let globalOptions: [CommandSpec.Option] = [
        .value(
            "store", "STORE",
            "sqlite:PATH, postgres://USER@HOST/DB, defaults:SUITE or memory:; keep a PostgreSQL "
                + "password in PGPASSWORD or ~/.pgpass (arguments are visible to other users)",
            missing: "--store needs a value, such as sqlite:PATH or memory:"),
        .value(
            "color", "WHEN", "auto (the default), always or never",
            missing: "--color needs a value: auto, always or never"),
        .value(
            "member", "NAME", "whose recents to use (else OUTINGS_MEMBER)",
            missing: "--member needs a member's name"),
        .flag("help", "show help for a command (also -h)", isRepeatable: true),
        .flag("version", "print the version", isRepeatable: true),
    ]

    /// `outings [--store STORE] [--color WHEN]`: how every command line starts.
    static let synopsis =
        "outings " + globalOptions.prefix(2).map { "[\($0.synopsis)]" }.joined(separator: " ")

    /// One screen (at most 30 lines at 80 columns): the top-level commands in their sections, the
    /// help topics and where everything else is.
    static var overview: String {
        var text = """
            outings: a family outings guide (Flickr places and photos, recents, attractions)

            Usage: \(synopsis) COMMAND [OPTIONS]\n

            """
        var sections: [(heading: String, rows: [(String, String)])] = []
        for section in CommandSpec.OverviewSection.allCases {
            let specs = CommandCatalog.all.filter { $0.overview == section }
            if section == .help {
                // How to ask for more: `help COMMAND` and each topic, rather than help's own usage.
                let rows =
                    specs.map { ("outings help COMMAND", $0.summary) }
                    + HelpTopic.allCases.map { ("outings help \($0.rawValue)", $0.summary) }
                sections.append(("\(section.rawValue) ('man outings' has all of it)", rows))
            } else {
                sections.append(
                    (
                        section.rawValue,
                        specs.map { (($0.words + $0.arguments).joined(separator: " "), $0.summary) }
                    ))
            }
        }
        sections.append(("Options for every command", globalOptions.map { ($0.synopsis, $0.help) }))
        // One text column for every section, so the overview reads as one table.
        let width = sections.flatMap { $0.rows.map(\.0.count) }.max() ?? 0
        for (heading, rows) in sections {
            text += "\(heading):\n" + twoColumns(rows, leftWidth: width)
        }
        return text
    }

    static func command(_ spec: CommandSpec) -> String {
        var text = "Usage: \(spec.usage)\n\n\(spec.summary.capitalizedFirst).\n"
        if !spec.details.isEmpty { text += "\n\(spec.details)\n" }
        let subcommands = CommandCatalog.all.filter {
            $0.words.count == spec.words.count + 1 && $0.words.starts(with: spec.words)
        }
        if !subcommands.isEmpty {
            text += "\nSubcommands ('\(spec.commandLine) SUBCOMMAND --help' for each one's options):\n"
            text += twoColumns(
                subcommands.map { (($0.words.suffix(1) + $0.arguments).joined(separator: " "), $0.summary) })
        }
        if !spec.options.isEmpty {
            text += "\nOptions:\n" + twoColumns(spec.options.map { ($0.synopsis, $0.fullHelp) })
        }
        let examples = spec.examples
        if !examples.isEmpty { text += "\nExamples:\n" + examples.map { "  \($0)\n" }.joined() }
        return text
    }

    /// Rows as `  LEFT  TEXT`, the text two columns past the widest left cell (or `leftWidth`),
    /// where `TextWrapper` continues it.
    static func twoColumns(_ rows: [(String, String)], leftWidth: Int? = nil) -> String {
        let width = (leftWidth ?? rows.map(\.0.count).max() ?? 0) + 2
        return rows.map { "  \($0.0.padding(to: width))\($0.1)\n" }.joined()
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
