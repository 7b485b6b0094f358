import Domain

/// The one commit adapter for the attraction editor. A draft that was never saved (version 0) is
/// added at the end; any other replaces the stored one if nobody changed or removed it meanwhile.
/// A value with no state of its own: what was saved is returned, never kept, so one instance may
/// serve concurrent edits.
public struct SaveAttraction: AttractionEditorDelegate, Sendable {
    private let store: any AttractionStore

    public init(store: any AttractionStore) {
        self.store = store
    }

    /// Stores the draft and returns the attraction as stored (position and version set).
    @discardableResult
    public func save(_ draft: Attraction) throws -> Attraction {
        guard draft.version > 0 else { return try store.add(draft) }
        // Saving what is already stored changes nothing: no write, and the version stays, so an
        // unchanged save never makes someone else's edit conflict. A stale or removed draft still
        // goes on to the replace, which reports the conflict.
        if let stored = try store.attraction(id: draft.id), stored.version == draft.version,
            Self.sameFields(stored, draft)
        {
            return stored
        }
        // The replace's own WHERE checks the version, and it returns the row it wrote: no read
        // afterwards (one round trip fewer on PostgreSQL).
        do {
            return try store.replace(draft)
        } catch StoreError.notFound(let kind, let id) {
            throw StoreError.conflict(kind: kind, id: id)
        }
    }

    private static func sameFields(_ one: Attraction, _ other: Attraction) -> Bool {
        one.name == other.name && one.type == other.type && one.inside == other.inside
            && one.description == other.description && one.website == other.website
    }

    public func attractionEditor(didSave draft: Attraction) throws -> Attraction {
        try save(draft)
    }

    public func attractionEditorDidCancel() {}
}
