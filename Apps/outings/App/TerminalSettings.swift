/// What the standard streams are connected to, decided once per run: whether each stream gets
/// colour, how wide lists and help may be, and whether progress is shown.
struct TerminalSettings: Sendable {
    /// Colour on standard output (names bold, ids dim).
    var outputColor = false
    /// Colour on standard error (errors red).
    var errorColor = false
    /// Standard output's width when it is a terminal: lists are then laid out in columns to fit
    /// it. Nil when piped, so lines stay exactly what scripts have always read.
    var listWidth: Int?
    /// The width help text wraps to: COLUMNS, else the terminal's, else 80.
    var helpWidth = TerminalSettings.defaultWidth
    /// Standard error is a terminal: `--refresh` shows its progress there.
    var showsProgress = false

    static let defaultWidth = 80
    /// Plain text, as for pipes: what tests in memory and a failure before parsing get.
    static let plain = TerminalSettings()

    init() {}

    init(color choice: ColorChoice, console: any Console, environment: [String: String]) {
        let outputIsTerminal = console.isTerminal(.output)
        let errorIsTerminal = console.isTerminal(.error)
        outputColor = choice.enabled(onTerminal: outputIsTerminal, environment: environment)
        errorColor = choice.enabled(onTerminal: errorIsTerminal, environment: environment)
        let width = Self.columns(in: environment) ?? console.terminalColumns
        helpWidth = width ?? Self.defaultWidth
        listWidth = outputIsTerminal ? (width ?? Self.defaultWidth) : nil
        showsProgress = errorIsTerminal
    }

    /// An empty list's message and hint, one string per line: on a terminal wrapped at spaces to
    /// the list width, so the terminal's own wrapping never cuts a word or a command in it; piped,
    /// one line as scripts have always read it.
    func emptyListLines(_ text: String) -> [String] {
        guard let listWidth else { return [text] }
        return TextWrapper.wrap(text, width: listWidth).split(separator: "\n").map(String.init)
    }

    /// COLUMNS when it is a positive whole number (a shell sets it to the window's width).
    static func columns(in environment: [String: String]) -> Int? {
        guard let text = environment["COLUMNS"], let columns = Int(text), columns > 0 else { return nil }
        // No terminal is wider; a huge value must not make anyone allocate for it.
        return min(columns, 10_000)
    }
}

/// `--color auto|always|never`.
enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never

    /// `always` forces colour; `auto` gives it to a terminal unless NO_COLOR is set and not empty
    /// (https://no-color.org) or TERM is `dumb` (a terminal that shows escapes as text); `never`
    /// never.
    func enabled(onTerminal isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }

    static func parse(_ text: String) throws -> ColorChoice {
        guard let choice = ColorChoice(rawValue: text) else {
            throw CLIError.usage("--color must be auto, always or never, not \"\(text)\"")
        }
        return choice
    }
}
