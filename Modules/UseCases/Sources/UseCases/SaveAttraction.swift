import Domain

/// The one commit adapter for the attraction editor. A draft that was never saved (version 0) is
/// added at the end; any other replaces the stored one if nobody changed or removed it meanwhile.
public final class SaveAttraction: AttractionEditorDelegate {
    private let store: any AttractionStore
    public private(set) var saved: Attraction?

    public init(store: any AttractionStore) {
        self.store = store
    }

    public func attractionEditor(didSave draft: Attraction) throws {
        guard draft.version > 0 else {
            saved = try store.add(draft)
            return
        }
        do {
            try store.replace(draft)
        } catch StoreError.notFound(let kind, let id) {
            throw StoreError.conflict(kind: kind, id: id)
        }
        saved = try store.attraction(id: draft.id)
    }

    public func attractionEditorDidCancel() {}
}
