/// What an editor session reads: lines, and whether a person is typing them.
protocol EditorInput {
    /// One line without its newline, or nil at end of input.
    func readLine() -> String?
    /// True when a person is at a terminal: only then are prompts shown.
    var isInteractive: Bool { get }
    /// Reads and drops the rest of the input (at most `limit` bytes), counting its lines.
    func discardRemainingLines(limit: Int) -> (lines: Int, more: Bool)
}

/// Every console can feed an editor session.
struct ConsoleInput: EditorInput {
    let console: any Console

    func readLine() -> String? { console.readLine() }
    var isInteractive: Bool { console.isInteractive }
    func discardRemainingLines(limit: Int) -> (lines: Int, more: Bool) {
        console.discardRemainingLines(limit: limit)
    }
}
