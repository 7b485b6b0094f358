import AppSupport

/// What `outings help WORDS...` or `WORDS... --help` asks for: the overview (no words), a topic
/// (`help environment`) or a command's help.
enum HelpRequest {
    /// The help text, or a usage error for words that name neither a command nor a topic.
    static func text(for words: [String], parser: CommandParser, viaHelpCommand: Bool) throws -> String {
        // `help` takes words only: `help --json attractions` would otherwise drop the words after
        // the option and print the overview, as if it had been understood.
        if viaHelpCommand, let option = words.first(where: { $0.hasPrefix("-") }) {
            throw CLIError.usage(
                CommandLineWording.unknownOption(
                    option, for: "outings help", usage: "outings help [COMMAND...|TOPIC]"))
        }
        let named = words.prefix { !$0.hasPrefix("-") }
        if let first = named.first, let topic = HelpTopic(rawValue: first) {
            if named.count > 1 {
                throw CLIError.usage(
                    CommandLineWording.unexpectedArgument(
                        named[named.index(after: named.startIndex)], usage: "outings help \(topic.rawValue)"))
            }
            return topic.text
        }
        if viaHelpCommand, let first = named.first, parser.match(Array(named)) == nil {
            // `help bogus` asked for help on something: say where the list of it is.
            throw CLIError.usage(
                "no help on '\(TextSanitizer.terminalSafe(first))': not a command or a help topic; "
                    + "run 'outings help' to list them")
        }
        return try parser.helpSpec(for: words).map(HelpText.command) ?? HelpText.overview
    }
}
