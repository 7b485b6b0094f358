import AppSupport

/// Matches words to a command spec, then reads its arguments and options.
struct CommandParser {
    let catalog: [CommandSpec]

    /// The longest spec whose words start the command line, and how many words it used.
    func match(_ arguments: [String]) -> CommandSpec? {
        let words = Array(arguments.prefix { !$0.hasPrefix("-") })
        return
            catalog
            .filter { words.starts(with: $0.words) }
            .max { $0.words.count < $1.words.count }
    }

    /// The command `--help` describes: nil for the overview, an error for words no command has
    /// (`outings bogus --help` is as wrong as `outings bogus`).
    func helpSpec(for arguments: [String]) throws -> CommandSpec? {
        let words = Array(arguments.prefix { !$0.hasPrefix("-") })
        guard let first = words.first else { return nil }
        guard let spec = match(words) else {
            throw CLIError.usage("unknown command '\(first)'\(suggestion(for: first)); run 'outings --help'")
        }
        let extra = Array(words.dropFirst(spec.words.count))
        if extra.count > spec.arguments.count { try checkCount(of: extra, afterSeparator: .max, for: spec) }
        return spec
    }

    func parse(_ arguments: [String]) throws -> ParsedCommand {
        guard let first = arguments.first else {
            throw CLIError.usage("no command given; run 'outings --help'")
        }
        if first == "--" { throw leadingSeparator(before: Array(arguments.dropFirst())) }
        guard let spec = match(arguments) else {
            throw CLIError.usage("unknown command '\(first)'\(suggestion(for: first)); run 'outings --help'")
        }
        let reader = OptionReader(
            spec.options.map(\.reading),
            others: .arguments { name in
                let hint = closest(to: name, among: spec.options.map(\.name)).map {
                    ", did you mean --\($0)?"
                }
                return CommandLineWording.unknownOption(
                    "--\(name)", for: spec.commandLine, hint: hint ?? "", usage: spec.usage)
            })
        let given = try reader.read(Array(arguments.dropFirst(spec.words.count)))
        try checkCount(of: given.arguments, afterSeparator: given.beforeSeparator ?? .max, for: spec)
        return ParsedCommand(spec: spec, given: given)
    }

    /// `-- attractions list`: the separator ends options, so nothing before the command may use it.
    private func leadingSeparator(before rest: [String]) -> CLIError {
        let command = match(rest).map { "; write '\($0.commandLine)' and put '--' after it" } ?? ""
        return CLIError.usage(
            "'--' comes before the command: '--' ends the options of a command, so it cannot start "
                + "the command line\(command)")
    }

    private func checkCount(
        of positionals: [String], afterSeparator separatorIndex: Int, for spec: CommandSpec
    )
        throws
    {
        if positionals.count > spec.arguments.count {
            let extra = positionals[spec.arguments.count]
            if spec.arguments.count >= separatorIndex {
                // `attractions -- list`: after '--' a word is an argument, never a subcommand.
                let takes =
                    spec.arguments.isEmpty ? "no arguments" : "only \(spec.arguments.joined(separator: " "))"
                throw CLIError.usage(
                    "'\(extra)' comes after '--', which makes it an argument, and '\(spec.commandLine)' takes "
                        + "\(takes); subcommands go before '--' (usage: \(spec.usage))")
            }
            let subcommands = catalog.filter { $0.words.dropLast() == spec.words[...] }.compactMap(
                \.words.last)
            if spec.arguments.isEmpty, !subcommands.isEmpty {
                let hint = closest(to: extra, among: subcommands).map { ", did you mean '\($0)'?" } ?? ""
                throw CLIError.usage(
                    "unknown subcommand '\(extra)' of '\(spec.commandLine)'\(hint); run '\(spec.commandLine) --help'"
                )
            }
            throw CLIError.usage(CommandLineWording.unexpectedArgument(extra, usage: spec.usage))
        }
        if positionals.count < spec.requiredArgumentCount {
            throw CLIError.usage("missing \(spec.arguments[positionals.count]); usage: \(spec.usage)")
        }
    }

    /// ", did you mean 'x'?" for a top-level word within two edits of a known one.
    private func suggestion(for word: String) -> String {
        closest(to: word, among: catalog.compactMap(\.words.first)).map { ", did you mean '\($0)'?" } ?? ""
    }

    /// The candidate nearest to `word`, if it is within two edits (ties go to the first sorted).
    private func closest(to word: String, among candidates: [String]) -> String? {
        var best: (word: String, distance: Int)?
        for candidate in Set(candidates).sorted() {
            let distance = EditDistance.between(candidate, word)
            if distance <= 2, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.word
    }
}

enum EditDistance {
    /// Levenshtein distance between two short words.
    static func between(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
        var previous = Array(0...right.count)
        for (i, leftCharacter) in left.enumerated() {
            var current = [i + 1]
            for (j, rightCharacter) in right.enumerated() {
                let substitution = previous[j] + (leftCharacter == rightCharacter ? 0 : 1)
                current.append(min(previous[j + 1] + 1, current[j] + 1, substitution))
            }
            previous = current
        }
        return previous[right.count]
    }
}
