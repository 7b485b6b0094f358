import Domain

/// Where a finished edit goes. The editor hands over a validated draft and does not know whether
/// it is new; the adapter wired in the composition root decides what saving means. Not limited to
/// classes, so a stateless value such as `EditAttractions` can be the delegate.
public protocol AttractionEditorDelegate {
    /// Commits the draft and returns the attraction as stored.
    func attractionEditor(didSave draft: Attraction) throws -> Attraction
    func attractionEditorDidCancel()
}

/// Edits a private copy of an attraction. Nothing outside changes until `save`.
public final class AttractionEditor {
    public enum State: Equatable, Sendable {
        case editing
        case saved
        case cancelled
    }

    public private(set) var draft: Attraction
    /// What the session started from (or reloaded): the baseline of `changes`.
    public private(set) var original: Attraction
    public private(set) var state: State = .editing
    private var previousDrafts: [Attraction] = []
    private let delegate: any AttractionEditorDelegate

    /// Starts from `original`, a value: the caller's copy is never touched.
    public init(editing original: Attraction, delegate: any AttractionEditorDelegate) {
        self.draft = original
        self.original = original
        self.delegate = delegate
    }

    public var canUndo: Bool { !previousDrafts.isEmpty }

    /// The fields the draft changed since the session started or was last restarted.
    public var changes: [AttractionChange] { AttractionChange.between(original, draft) }

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
        previousDrafts = []
        return unsaved
    }

    public func set(_ field: AttractionField, to value: String) throws {
        try requireEditing()
        let changed = try draft.setting(field, to: value)
        guard changed != draft else { return }
        previousDrafts.append(draft)
        draft = changed
    }

    /// Reverts the last field change; returns false when there is none.
    @discardableResult public func undo() throws -> Bool {
        try requireEditing()
        guard let previous = previousDrafts.popLast() else { return false }
        draft = previous
        return true
    }

    /// Validates (every problem at once: `AttractionProblems`) and hands the draft to the
    /// delegate; returns the attraction as the delegate stored it. On any error the session stays
    /// open and the draft stays as it was, so the user can fix it and save again.
    @discardableResult
    public func save() throws -> Attraction {
        try requireEditing()
        let valid = try draft.applying([])
        let saved = try delegate.attractionEditor(didSave: valid)
        draft = valid
        state = .saved
        return saved
    }

    public func cancel() {
        guard state == .editing else { return }
        state = .cancelled
        delegate.attractionEditorDidCancel()
    }

    private func requireEditing() throws(AttractionEditorError) {
        guard state == .editing else { throw .sessionEnded(state) }
    }
}

public enum AttractionEditorError: Error, Equatable, Sendable, CustomStringConvertible {
    case sessionEnded(AttractionEditor.State)
    /// A restart was handed another attraction than the one being edited.
    case differentAttraction(String)

    public var description: String {
        switch self {
        case .sessionEnded(let state): "the edit session has ended (\(state))"
        case .differentAttraction(let id): "cannot restart the edit from another attraction (\(id))"
        }
    }
}
