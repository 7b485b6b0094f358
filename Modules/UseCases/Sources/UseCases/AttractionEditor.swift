import Domain

/// Where a finished edit goes. The editor hands over a validated draft and does not know whether
/// it is new; the delegate decides what saving means. Class-bound: the editor holds its delegate
/// weakly, so an owner that is also the delegate (a screen that owns its editor) is released as
/// usual. `AttractionEditSession` is the delegate that saves through `EditAttractions`.
public protocol AttractionEditorDelegate: AnyObject {
    /// Commits the draft and returns the attraction as stored.
    func attractionEditor(didSave draft: Attraction) throws -> Attraction
    /// The session was cancelled; nothing was saved.
    func attractionEditorDidCancel()
}

/// Edits a private copy of an attraction. Nothing outside changes until `save`.
///
/// The delegate is held weakly: whoever owns the editor keeps its delegate alive (or is it).
public final class AttractionEditor {
    /// Whether the session is open, or ended by a save or a cancel.
    public enum State: Equatable, Sendable {
        case editing
        case saved
        case cancelled
    }

    public private(set) var draft: Attraction
    /// What the session started from (or reloaded): the baseline of `changes`.
    public private(set) var original: Attraction
    public private(set) var state: State = .editing
    /// Values `set` was given that their field cannot take (`ages 12-3`): kept, so `save`
    /// refuses with them among every problem until they are set again or undone, as the same
    /// values given to the CLI's options, the form or the API are refused whole.
    public private(set) var refusedValues: [AttractionField: String] = [:]
    private var previousSteps: [(draft: Attraction, refused: [AttractionField: String])] = []
    /// Where `save` and `cancel` go; weak, so an owner that is the delegate is not kept alive by
    /// its editor. With none (never set, or released), `save` throws `.noDelegate`.
    public weak var delegate: (any AttractionEditorDelegate)?
    /// The guide's currency, in which `set` reads a cost typed as a bare number (`10`).
    private let currency: () throws -> String?

    /// Starts from `original`, a value: the caller's copy is never touched. `currency` is asked
    /// only when a cost is set.
    public init(
        editing original: Attraction, delegate: (any AttractionEditorDelegate)?,
        currency: @escaping () throws -> String? = { nil }
    ) {
        self.draft = original
        self.original = original
        self.delegate = delegate
        self.currency = currency
    }

    public var canUndo: Bool { !previousSteps.isEmpty }

    /// The fields the draft changed since the session started or was last restarted, a refused
    /// value as it was typed.
    public var changes: [AttractionChange] {
        AttractionField.allCases.compactMap { field in
            let old = original.text(of: field)
            let new = refusedValues[field] ?? draft.text(of: field)
            return old == new ? nil : AttractionChange(field: field, old: old, new: new)
        }
    }

    /// Starts again from `stored`, what the store holds now (after a conflict, say): the draft and
    /// the baseline become it and the undo steps are dropped. Returns the changes that were not
    /// saved, so the person can make them again on the fresh copy.
    @discardableResult
    public func restart(from stored: Attraction) throws -> [AttractionChange] {
        try requireEditing()
        guard stored.id == draft.id else { throw AttractionEditorError.differentAttraction(stored.id) }
        let unsaved = changes
        original = stored
        draft = stored
        refusedValues = [:]
        previousSteps = []
        return unsaved
    }

    /// Sets a field from its text. A value the field cannot take throws its problem at once and
    /// is kept among `refusedValues`, so a save refuses until it is fixed or undone.
    public func set(_ field: AttractionField, to value: String) throws {
        try requireEditing()
        let before = (draft: draft, refused: refusedValues)
        let guide = field == .cost ? try currency() : nil
        do {
            let changed = try draft.setting(field, to: value, currency: guide)
            guard changed != draft || refusedValues[field] != nil else { return }
            draft = changed
            refusedValues[field] = nil
        } catch {
            guard refusedValues[field] != value else { throw error }
            refusedValues[field] = value
            previousSteps.append(before)
            throw error
        }
        previousSteps.append(before)
    }

    /// Reverts the last field change; returns false when there is none.
    @discardableResult public func undo() throws -> Bool {
        try requireEditing()
        guard let previous = previousSteps.popLast() else { return false }
        draft = previous.draft
        refusedValues = previous.refused
        return true
    }

    /// The draft as a save would store it, or every problem at once (`AttractionProblems`),
    /// the refused values' among them.
    public func validated() throws(AttractionProblems) -> Attraction {
        try draft.applying(
            AttractionField.allCases.compactMap { field in refusedValues[field].map { (field, $0) } })
    }

    /// Validates (every problem at once: `AttractionProblems`) and hands the draft to the
    /// delegate; returns the attraction as the delegate stored it. On any error (a delegate no
    /// longer there is `AttractionEditorError.noDelegate`) the session stays open and the draft
    /// stays as it was, so the user can fix it and save again.
    @discardableResult
    public func save() throws -> Attraction {
        try requireEditing()
        let valid = try validated()
        guard let delegate else { throw AttractionEditorError.noDelegate }
        let saved = try delegate.attractionEditor(didSave: valid)
        draft = valid
        state = .saved
        return saved
    }

    public func cancel() {
        guard state == .editing else { return }
        state = .cancelled
        delegate?.attractionEditorDidCancel()
    }

    private func requireEditing() throws(AttractionEditorError) {
        guard state == .editing else { throw .sessionEnded(state) }
    }
}

/// Why the editor refused a step (validation problems are `AttractionProblems`).
public enum AttractionEditorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The session was saved or cancelled; it takes no more changes.
    case sessionEnded(AttractionEditor.State)
    /// A restart was handed another attraction than the one being edited.
    case differentAttraction(String)
    /// A save found no delegate: none was given, or it has been released.
    case noDelegate

    public var description: String {
        switch self {
        case .sessionEnded(let state): "the edit session has ended (\(state))"
        case .differentAttraction(let id): "cannot restart the edit from another attraction (\(id))"
        case .noDelegate: "the editor has no delegate to save through"
        }
    }
}
