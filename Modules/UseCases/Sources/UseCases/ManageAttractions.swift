import Domain

/// Reading, removing and reordering attractions. Adding and changing go through the editor.
public struct ManageAttractions {
    private let store: any AttractionStore

    public init(store: any AttractionStore) {
        self.store = store
    }

    public func list() throws -> [Attraction] {
        try store.attractions()
    }

    public func find(id: String) throws -> Attraction {
        guard let attraction = try store.attraction(id: id) else {
            throw StoreError.notFound(kind: "attraction", id: id)
        }
        return attraction
    }

    public func remove(id: String) throws {
        try store.remove(id: id)
    }

    /// Moves to a 1-based position and returns the attraction where it now stands.
    public func move(id: String, to position: Int) throws -> Attraction {
        try store.move(id: id, to: position)
        return try find(id: id)
    }
}
