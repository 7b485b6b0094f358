import AppSupport
import Domain
import PlatformFoundation
import Presentation
import UseCases

/// Reads editor commands from standard input until `save`, `cancel` or end of input.
///
/// With `--json`, standard output carries exactly one JSON document: the saved attraction, or
/// `null` when nothing was saved. Prompts, `show`, `help` and messages go to standard error, and
/// so they do whenever a person types at a terminal (`edit ID > out.txt` still shows them).
/// Piped input without `--json` keeps its old streams: `show` and messages on standard output.
struct EditorSession {
    /// What `help` prints in a session: editing, not the command line (its exit codes and
    /// variables are in `outings help attractions edit`).
    static let commands = """
        Commands:
          set FIELD VALUE   FIELD is name, type, inside (inside or outside), description, website,
                            ages, cost, hours, address, location or tags; VALUE is the rest of
                            the line (empty clears ages to tags)
          show              print the draft; fields changed in this session end in [changed]
          undo              revert the last change
          save              validate and save, then end the session
          reload            start again from the stored version (after a save that someone
                            else's save beat); your unsaved values are listed to set again
          cancel            discard the draft and end the session
          help              list these commands
        At a terminal: arrow keys edit the line, Up and Down recall earlier lines, Tab completes
        commands and field names, and save lists the changes (old -> new) and asks before saving.
        """

    /// The words Tab completes: commands first, then field names after `set`, then the setting.
    static func completions(after words: [String]) -> [String] {
        switch words {
        case []: ["cancel", "help", "reload", "save", "set", "show", "undo"]
        case ["set"]: AttractionField.allCases.map(\.rawValue)
        case ["set", "inside"]: ["inside", "outside"]
        default: []
        }
    }

    /// The edit: its editor and the delegate that saves it, kept as long as the session runs.
    let editing: AttractionEditSession
    /// The lines typed or piped in; the session knows nothing else of the console.
    let input: any EditorInput
    /// Where the session talks to the person: standard error when stdout is for JSON.
    let talk: TerminalView
    /// Standard output, for the one JSON result.
    let result: TerminalView
    /// What the store holds now for an id: where `reload` starts again from.
    let storedVersion: (String) throws -> Attraction
    /// Reports a failed command and goes on (the session stays open).
    let reportError: (CLIError) -> Void
    var json = false
    /// What the store holds after the save (with its version and position), for the JSON result.
    private let saved = SavedAttraction()

    var editor: AttractionEditor { editing.editor }

    func run() throws {
        do {
            try converse()
            writeResult()
        } catch {
            writeResult()
            throw error
        }
    }

    private func converse() throws {
        if input.isInteractive {
            // A draft never saved is a new attraction (`attractions add`).
            let name = TextSanitizer.terminalSafe(editor.draft.name)
            talk.note(
                (editor.draft.version == 0 ? "New attraction" : "Editing \"\(name)\"")
                    + ". Type help for commands.")
            EditorInterruptNotice.install()
        }
        defer { if input.isInteractive { EditorInterruptNotice.remove() } }
        var lastSaveError: (any Error)?
        while editor.state == .editing {
            guard let line = input.readLine(prompt: "edit> ") else { break }
            if input.isInteractive { input.remember(line) }
            do {
                try perform(line)
                lastSaveError = nil
            } catch {
                let failure = ErrorMapping.cliError(for: error)
                if Self.words(of: line).first == "save" { lastSaveError = error }
                reportError(failure)
                if failure.code == .temporaryFailure, input.isInteractive { offerReload() }
            }
            EditorInterruptNotice.record(draftState)
        }
        guard editor.state == .editing else { return try refuseUnreadInput() }
        // Input ended (Ctrl-D, or the end of a script) before a save: the draft is dropped.
        let ending = draftState.ending
        editor.cancel()
        talk.note(ending.description)
        if let lastSaveError {
            let failure = ErrorMapping.cliError(for: lastSaveError)
            throw CLIError(code: failure.code, message: "input ended after a failed save; nothing changed")
        }
    }

    /// A script that goes on after `save` or `cancel` did not do what its author meant: say how
    /// much was left unread instead of dropping it. At a terminal nothing more is waited for.
    /// Past this much unread input the count stops: `cat /dev/zero` after `save` must not keep
    /// the session reading forever.
    static let unreadInputLimit = 1024 * 1024

    private func refuseUnreadInput() throws {
        guard !input.isInteractive else { return }
        let (unread, more) = input.discardRemainingLines(limit: Self.unreadInputLimit)
        guard unread > 0 || more else { return }
        let ending = editor.state == .saved ? "save" : "cancel"
        let outcome = editor.state == .saved ? "the saved change stands" : "nothing was saved"
        let lines =
            more
            ? "over \(ByteCount.text(Self.unreadInputLimit)) of input (\(unread) or more lines) after '\(ending)' was"
            : "\(unread) line\(unread == 1 ? "" : "s") after '\(ending)' \(unread == 1 ? "was" : "were")"
        throw CLIError.usage("\(lines) not read (the session ends at '\(ending)'); \(outcome)")
    }

    private func writeResult() {
        guard json else { return }
        if editor.state == .saved {
            AttractionsPresenter(view: result).present(saved.attraction ?? editor.draft)
        } else {
            result.displayNull()
        }
    }

    /// The words of a command line: ASCII blanks around it are not part of any value, but other
    /// characters are (U+0085 is a Unicode newline) so they reach validation as typed.
    private static func words(of line: String) -> [Substring] {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        let trimmed = line.drop(while: isBlank).reversed().drop(while: isBlank).reversed()
        return String(trimmed).split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
    }

    private func perform(_ line: String) throws {
        let words = Self.words(of: line)
        guard let verb = words.first else { return }
        if verb != "set", words.count > 1 {
            guard Self.completions(after: []).contains(String(verb)) else { throw unknown(verb) }
            throw CLIError.usage(
                "\(verb) takes nothing after it, not '\(words.dropFirst().joined(separator: " "))'")
        }
        switch verb {
        case "set":
            guard words.count >= 2 else { throw CLIError.usage("set needs a field: set FIELD VALUE") }
            guard let field = AttractionField(rawValue: String(words[1])) else {
                let names = AttractionField.allCases.map(\.rawValue).joined(separator: ", ")
                throw CLIError.usage("unknown field '\(words[1])'; fields are \(names)")
            }
            try editor.set(field, to: words.count == 3 ? String(words[2]) : "")
        case "show":
            talk.displayDraft(AttractionViewModel(editor.draft), changed: Set(editor.changes.map(\.field)))
        case "undo":
            StatusPresenter(view: talk).undo(changedSomething: try editor.undo())
        case "save":
            guard try confirmSave() else { return }
            EditorInterruptNotice.record(.saving)
            let stored = try editor.save()
            saved.attraction = stored
            StatusPresenter(view: talk).saved(stored)
        case "cancel":
            editor.cancel()
            StatusPresenter(view: talk).cancelled()
        case "reload": try reload()
        case "help": talk.note(Self.commands)
        default: throw unknown(verb)
        }
    }

    /// Whether the draft holds changes a save would write.
    private var draftState: EditorInterruptNotice.Draft { editor.changes.isEmpty ? .unchanged : .unsaved }

    private func unknown(_ verb: Substring) -> CLIError {
        CLIError.usage("unknown editor command '\(verb)'; type help")
    }
}

/// The attraction a session saved, kept across the session's non-mutating steps.
private final class SavedAttraction {
    var attraction: Attraction?
}
