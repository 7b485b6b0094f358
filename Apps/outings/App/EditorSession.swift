import Domain
import Foundation
import UseCases

/// Reads editor commands from standard input until `save`, `cancel` or end of input.
struct EditorSession {
    static let commands = """
        Commands:
          set FIELD VALUE   FIELD is name, type, inside (inside or outside), description or website;
                            VALUE is the rest of the line
          show              print the draft
          undo              revert the last change
          save              validate and save, then end the session
          cancel            discard the draft and end the session
          help              list these commands
        """

    let editor: AttractionEditor
    let root: CompositionRoot

    func run() throws {
        let console = root.console
        if console.isInteractive {
            console.write(
                "Editing \"\(TextSanitizer.terminalSafe(editor.draft.name))\". Type help for commands.\n")
        }
        var lastSaveError: (any Error)?
        while editor.state == .editing {
            if console.isInteractive { console.write("edit> ") }
            guard let line = console.readLine() else { break }
            do {
                try perform(line)
                lastSaveError = nil
            } catch {
                if line.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("save") {
                    lastSaveError = error
                }
                console.report(ErrorMapping.cliError(for: error))
            }
        }
        guard editor.state == .editing else { return }
        editor.cancel()
        root.statusPresenter.cancelled()
        if let lastSaveError {
            let failure = ErrorMapping.cliError(for: lastSaveError)
            throw CLIError(code: failure.code, message: "input ended after a failed save; nothing changed")
        }
    }

    private func perform(_ line: String) throws {
        let words = line.trimmingCharacters(in: .whitespacesAndNewlines).split(
            separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard let verb = words.first else { return }
        switch verb {
        case "set":
            guard words.count >= 2 else { throw CLIError.usage("set needs a field: set FIELD VALUE") }
            guard let field = AttractionField(rawValue: String(words[1])) else {
                let names = AttractionField.allCases.map(\.rawValue).joined(separator: ", ")
                throw CLIError.usage("unknown field '\(words[1])'; fields are \(names)")
            }
            try editor.set(field, to: words.count == 3 ? String(words[2]) : "")
        case "show": root.attractionsPresenter.present(editor.draft)
        case "undo":
            root.statusPresenter.undo(changedSomething: try editor.undo())
        case "save":
            root.statusPresenter.saved(try editor.save())
        case "cancel":
            editor.cancel()
            root.statusPresenter.cancelled()
        case "help": root.console.write(Self.commands + "\n")
        default: throw CLIError.usage("unknown editor command '\(verb)'; type help")
        }
    }
}
