/// Kept apart from TerminalView.swift so the view's rendering code stays about view models.
extension TerminalView {
    /// One line, made safe for a terminal, on this view's standard output (standard error for a
    /// view on `ErrorStreamConsole`); with `--json`, the line as a JSON string (a token, a link).
    func line(_ text: String) {
        emit(json: text) { [StyledLine(text)] }
    }
}
