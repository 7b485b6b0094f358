import LineEditing

/// What an editor session reads: lines, and whether a person is typing them.
protocol EditorInput {
    /// One line without its newline, or nil at end of input; `prompt` is shown first when a
    /// person is typing.
    func readLine(prompt: String) -> String?
    /// True when a person is at a terminal: only then are prompts shown and saves confirmed.
    var isInteractive: Bool { get }
    /// Keeps a line for Up to bring back (and in the history file), where there is a history.
    func remember(_ line: String)
    /// Reads and drops the rest of the input (at most `limit` bytes), counting its lines.
    func discardRemainingLines(limit: Int) -> (lines: Int, more: Bool)
}

/// Every console can feed an editor session: piped input is read exactly as it always was, and a
/// terminal without line editing gets its prompt on `prompts`.
struct ConsoleInput: EditorInput {
    let console: any Console
    let prompts: TerminalView

    func readLine(prompt: String) -> String? {
        if console.isInteractive { prompts.prompt(prompt) }
        return console.readLine()
    }

    var isInteractive: Bool { console.isInteractive }
    func remember(_ line: String) {}
    func discardRemainingLines(limit: Int) -> (lines: Int, more: Bool) {
        console.discardRemainingLines(limit: limit)
    }
}

/// A person at a terminal, through libedit: line editing, history and Tab completion.
final class LineEditorInput: EditorInput {
    private let editor: LineEditor
    private let warn: (String) -> Void
    private var warned = false

    /// `warn` gets one line, once, when the history file cannot be written.
    init(editor: LineEditor, warn: @escaping (String) -> Void) {
        self.editor = editor
        self.warn = warn
    }

    func readLine(prompt: String) -> String? { editor.readLine(prompt: prompt) }
    var isInteractive: Bool { true }

    func remember(_ line: String) {
        editor.remember(line)
        if let problem = editor.historyProblem, !warned {
            warned = true
            warn("history not saved: \(problem)")
        }
    }

    /// A person's terminal has no "rest of the input": nothing is waited for.
    func discardRemainingLines(limit: Int) -> (lines: Int, more: Bool) { (0, false) }
}
