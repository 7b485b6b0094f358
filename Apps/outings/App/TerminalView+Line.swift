/// Kept apart from TerminalView.swift so the view's rendering code stays about view models.
extension TerminalView {
    /// One line of the CLI's own text, made safe for a terminal, on this view's standard output
    /// (standard error for a view on `ErrorStreamConsole`). Only for commands without `--json`.
    func line(_ text: String) {
        emit(json: text) { [StyledLine(text)] }
    }
}
