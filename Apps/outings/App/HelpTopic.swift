/// Help about something other than one command, `outings help TOPIC`, printed from the tables the
/// man page prints too: the environment variables and the exit codes.
enum HelpTopic: String, CaseIterable {
    case environment
    case exitCodes = "exit-codes"

    /// One line for the overview's list of topics, and the heading of the topic's text.
    private var words: (summary: String, heading: String) {
        switch self {
        case .environment: ("the environment variables outings reads", "Environment variables outings reads:")
        case .exitCodes:
            ("what each exit status means", "Exit codes of outings (from BSD sysexits where one fits):")
        }
    }

    var summary: String { words.summary }

    /// The topic as two columns: a name or code, and its meaning.
    var rows: [(String, String)] {
        switch self {
        case .environment: EnvironmentHelp.variables.map { ($0.name, $0.meaning) }
        case .exitCodes: ExitCode.documented.map { (String($0.rawValue), $0.meaning) }
        }
    }

    var text: String { words.heading + "\n" + HelpText.twoColumns(rows) }
}
