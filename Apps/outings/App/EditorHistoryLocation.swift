import LineEditing

/// Where the editor keeps what was typed at a terminal: `$XDG_STATE_HOME/outings/history`,
/// falling back to `~/.local/state` as the XDG spec says (a relative XDG_STATE_HOME is ignored,
/// as the spec asks). No HOME and no XDG_STATE_HOME: no history file at all.
enum EditorHistoryLocation {
    static func file(environment: [String: String]) -> HistoryFile? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return HistoryFile(path: state + "/outings/history")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return HistoryFile(path: home + "/.local/state/outings/history")
    }
}
