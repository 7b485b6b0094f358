import Domain
import Presentation
import UseCases

/// The `attractions` subcommands, given only the use case, the presenters and the way to start
/// an editor session that they need.
struct AttractionCommands {
    let command: ParsedCommand
    let manage: ManageAttractions
    let edit: EditAttractions
    let attractions: AttractionsPresenter
    /// `list`, shown row by row as it is read.
    let rows: AttractionRowsPresenter
    let status: StatusPresenter
    /// An editor on a copy of an attraction, committing through the add-or-replace adapter.
    let editor: (Attraction) -> AttractionEditor
    /// An interactive (or piped) session on an editor.
    let session: (AttractionEditor, _ json: Bool) throws -> EditorSession

    func run() throws {
        switch command.spec.action {
        case .listAttractions:
            try rows.present(manage.forEachAttraction)
        case .showAttraction:
            attractions.present(try manage.find(resolving: command.argument(0)))
        case .removeAttraction:
            let id = try manage.resolve(id: command.argument(0))
            try manage.remove(id: id)
            status.removed(id: id)
        case .moveAttraction:
            let position = try Self.position(command)
            status.moved(try manage.move(resolving: command.argument(0), to: position))
        default:
            preconditionFailure("not an attractions command: \(command.spec.words)")
        }
    }

    /// `add` starts from a blank draft, `edit` from a copy; both save through the same editor.
    func runEditor() throws {
        let original =
            command.spec.action == .addAttraction
            ? edit.newDraft() : try manage.find(resolving: command.argument(0))
        let changes = try Self.fieldChanges(command)
        if changes.isEmpty {
            try session(editor(original), command.has("json")).run()
            return
        }
        let saved = try edit.save(changes, to: original)
        command.has("json") ? attractions.present(saved) : status.saved(saved)
    }
}
