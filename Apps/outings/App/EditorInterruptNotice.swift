import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// What an editor session that ends before a save says of its draft, whether its input ended
/// (Ctrl-D, the end of a script) or Ctrl-C interrupted it at a terminal. Ctrl-C ends the process
/// as it always did (nothing more is saved), but first says so: the handler only reads an atomic
/// and calls write(2) and raise(3), which are safe inside a signal handler; libedit, reading a
/// line, restores the terminal and hands the signal on to it.
enum EditorInterruptNotice {
    enum Draft: Int {
        case unchanged, unsaved, saving

        /// The line that ends a session in this state.
        var ending: StaticString {
            switch self {
            case .unchanged: "Nothing to save."
            case .unsaved: "Unsaved changes discarded."
            case .saving: "Interrupted while saving: 'outings attractions show' tells whether it was saved."
            }
        }
    }

    private static let draft = Atomic<Int>(Draft.unchanged.rawValue)

    /// Installs the handler; from now on a Ctrl-C speaks of the draft as last `record`ed.
    static func install() {
        record(.unchanged)
        signal(SIGINT) { _ in EditorInterruptNotice.interrupted() }
    }

    /// Ctrl-C ends the process silently again.
    static func remove() {
        signal(SIGINT, SIG_DFL)
    }

    static func record(_ state: Draft) {
        draft.store(state.rawValue, ordering: .relaxed)
    }

    private static func interrupted() {
        let ending = (Draft(rawValue: draft.load(ordering: .relaxed)) ?? .unchanged).ending
        let newline: StaticString = "\n"
        _ = write(STDERR_FILENO, newline.utf8Start, newline.utf8CodeUnitCount)
        _ = write(STDERR_FILENO, ending.utf8Start, ending.utf8CodeUnitCount)
        _ = write(STDERR_FILENO, newline.utf8Start, newline.utf8CodeUnitCount)
        // Ended by the signal itself, so the shell sees an interrupted command (status 130).
        signal(SIGINT, SIG_DFL)
        raise(SIGINT)
    }
}
