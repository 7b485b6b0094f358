import Domain

/// The one commit adapter for the attraction editor: a draft whose id the store knows replaces
/// it, any other draft is added at the end.
public final class SaveAttraction: AttractionEditorDelegate {
    private let store: any AttractionStore
    public private(set) var saved: Attraction?

    public init(store: any AttractionStore) {
        self.store = store
    }

    public func attractionEditor(didSave draft: Attraction) throws {
        if try store.attraction(id: draft.id) != nil {
            try store.replace(draft)
            saved = try store.attraction(id: draft.id)
        } else {
            saved = try store.add(draft)
        }
    }

    public func attractionEditorDidCancel() {}
}
