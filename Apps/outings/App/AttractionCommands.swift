import Domain
import Presentation
import UseCases

/// The `attractions` subcommands, given only the use case, the presenters and the way to start
/// an editor session that they need.
struct AttractionCommands {
    let command: ParsedCommand
    let manage: ManageAttractions
    let editing: EditAttractions
    let attractions: AttractionsPresenter
    /// `list`, shown row by row as it is read.
    let rows: AttractionRowsPresenter
    let status: StatusPresenter
    /// An editor on a copy of an attraction, committing through the add-or-replace adapter.
    let editor: (Attraction) -> AttractionEditor
    /// An interactive (or piped) session on an editor.
    let session: (AttractionEditor, _ json: Bool) throws -> EditorSession

    /// `attractions` and `attractions list`, shown row by row as they are read.
    func list() throws {
        try rows.present(manage.forEachAttraction)
    }

    /// `attractions show ID`.
    func show() throws {
        attractions.present(try manage.find(resolving: command.argument(0)))
    }

    /// `attractions remove ID`.
    func remove() throws {
        let id = try manage.resolve(id: command.argument(0))
        try manage.remove(id: id)
        status.removed(id: id)
    }

    /// `attractions move ID --to POSITION`.
    func move() throws {
        let position = try Self.position(command)
        status.moved(try manage.move(resolving: command.argument(0), to: position))
    }

    /// `attractions add`: a blank draft, saved through the same editor as `edit`.
    func add() throws {
        try runEditor(on: editing.newDraft())
    }

    /// `attractions edit ID`: a copy of the stored attraction.
    func edit() throws {
        try runEditor(on: try manage.find(resolving: command.argument(0)))
    }

    /// Field options change and save at once; without any, an editor session starts.
    private func runEditor(on original: Attraction) throws {
        let changes = try Self.fieldChanges(command)
        if changes.isEmpty {
            try session(editor(original), command.has("json")).run()
            return
        }
        let saved = try editing.save(changes, to: original)
        command.has("json") ? attractions.present(saved) : status.saved(saved)
    }
}
