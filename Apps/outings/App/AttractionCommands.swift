import AppSupport
import Domain
import Presentation
import UseCases

/// The `attractions` subcommands, given only the use case, the presenters and the way to start
/// an editor session that they need.
struct AttractionCommands {
    let command: ParsedCommand
    /// `list` with filter options.
    let filtering: FilterAttractions
    let editing: EditAttractions
    /// Prints "edited by NAME on DATE" under an attraction whose last change was recorded.
    let showEdited: (Attraction) throws -> Void
    let attractions: AttractionsPresenter
    /// `list`, shown row by row as it is read.
    let rows: AttractionRowsPresenter
    let status: StatusPresenter
    /// An interactive (or piped) session on an edit.
    let session: (AttractionEditSession, _ json: Bool) throws -> EditorSession
    /// Asks the person at the terminal a yes-or-no question; true for yes.
    let confirm: (_ question: String) -> Bool
    /// A line for the person at the terminal (beside the question, on standard error).
    let tell: (String) -> Void
    /// The record keeper of the member (or household) this command acts as; nil when the guide
    /// has members and the command names none, so `show` shows no one's visits.
    let visits: () throws -> RecordVisits?
    let visitsPresenter: VisitsPresenter

    /// `attractions` and `attractions list`, shown row by row as they are read; with filter
    /// options, the attractions that meet them all (nearest first with `--near`).
    func list() throws {
        let chosen = try Self.chosenFilter(command)
        guard !chosen.isEmpty else { return try rows.present(editing.forEachAttraction) }
        try Self.filterUsage {
            var near: NearPlace?
            try rows.present(
                { near = try filtering.forEachMatch(chosen, $0) },
                emptyMessage: AttractionsPresenter.noMatchesMessage)
            // Which point "near" was read as, on standard error: the list (or its JSON) stays as it is.
            if let near { tell("near \(TextSanitizer.terminalSafe(near.label))") }
        }
    }

    /// `attractions show ID`.
    func show() throws {
        let attraction = try named()
        if let record = try visits() {
            visitsPresenter.present(attraction, visits: try record.visits(of: attraction.id))
        } else {
            attractions.present(attraction)
        }
        // Text only: the JSON keeps the attraction's documented keys.
        if !command.has("json") { try showEdited(attraction) }
    }

    /// `attractions remove ID [--yes]`: without `--yes` it names the attraction and asks first
    /// (`checkOptions` has already refused to ask where no one can answer).
    func remove() throws {
        let attraction = try named()
        guard command.has("yes") || confirm("Remove \"\(attraction.name)\"? [y/N] ") else {
            return tell("Not removed; \(TextSanitizer.terminalSafe(attraction.name)) stays in the list.")
        }
        try editing.remove(id: attraction.id)
        status.removed(attraction)
    }

    /// `attractions move ID --to POSITION`.
    func move() throws {
        let position = try Self.position(command)
        status.moved(try listingCandidates { try editing.move(resolving: command.argument(0), to: position) })
    }

    /// `attractions add`: a blank draft, saved through the same editor as `edit`.
    func add() throws {
        try runEditor(on: editing.newDraft())
    }

    /// `attractions edit ID`: a copy of the stored attraction.
    func edit() throws {
        try runEditor(on: try named())
    }

    /// The attraction the command's argument names, by number, id or name.
    private func named() throws -> Attraction {
        try listingCandidates { try editing.find(resolving: command.argument(0)) }
    }

    /// Field options change and save at once; without any, an editor session starts.
    private func runEditor(on original: Attraction) throws {
        let (changes, refused) = try Self.fieldChanges(command, to: original)
        if changes.isEmpty, refused.isEmpty {
            try session(AttractionEditSession(editing: original, saving: editing), command.has("json")).run()
            return
        }
        let saved = try editing.save(changes, refused: refused, to: original)
        command.has("json") ? attractions.present(saved) : status.saved(saved)
    }
}
