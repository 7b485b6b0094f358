import AppSupport
import Domain
import PlatformFoundation
import Presentation
import UseCases

/// The parts of a session that protect the person's work: the confirmation before a save at a
/// terminal, and starting again from the stored version after a conflict.
extension EditorSession {
    /// At a terminal, lists the changes (old -> new) and asks; true to go on with the save.
    /// Piped input is a script that already said `save`: it is never asked anything. A save with
    /// no change asks nothing either (it writes nothing and keeps the version).
    func confirmSave() throws -> Bool {
        let changes = editor.changes
        guard input.isInteractive, !changes.isEmpty else { return true }
        // A draft that cannot be saved is refused before the question, not after the answer.
        _ = try editor.validated()
        talk.note(
            (["Changes to save:"]
                + changes.map { "  \($0.field.rawValue): \(quoted($0.old)) -> \(quoted($0.new))" })
                .joined(separator: "\n"))
        let yes = Answer.isYes(input.readLine(prompt: "Save these changes? [y/N] "))
        if !yes { talk.note("Not saved; still editing (save again, or cancel).") }
        return yes
    }

    /// After a conflict at a terminal the session stays open: say how to go on.
    func offerReload() {
        talk.note(
            "Someone else saved or removed this attraction first. Type reload to start again from "
                + "the stored version (your values are listed to set again), or cancel.")
    }

    /// Starts again from the stored version; the unsaved values are listed as the `set` lines
    /// that make them again, and Up brings those lines back at a terminal.
    func reload() throws {
        guard editor.draft.version > 0 else {
            throw CLIError.usage("reload needs a stored attraction; this one has never been saved")
        }
        let stored = try storedVersion(editor.draft.id)
        let unsaved = try editor.restart(from: stored)
        talk.note(
            "Reloaded \"\(TextSanitizer.terminalSafe(stored.name))\" as stored now (version \(stored.version))."
        )
        guard !unsaved.isEmpty else { return }
        let lines = unsaved.map { "set \($0.field.rawValue) \($0.new)" }
        let recall = input.isInteractive ? "; Up recalls them" : ""
        talk.note(
            (["Your unsaved values (type them again\(recall)):"] + lines.map { "  " + $0 })
                .joined(separator: "\n"))
        for line in lines { input.remember(line) }
    }

    /// One line: a stored description's line feeds must not lay out lines of their own.
    private func quoted(_ value: String) -> String { "\"\(TextSanitizer.terminalSafe(value))\"" }
}
