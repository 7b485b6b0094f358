import Domain

/// Reading, removing and reordering attractions. Drafts, adding and changing are
/// `EditAttractions`'. A value holding only `Sendable` parts, so one instance may be shared by
/// any number of concurrent tasks (the store serializes what reaches it).
public struct ManageAttractions: Sendable {
    private let store: any AttractionStore

    public init(store: any AttractionStore) {
        self.store = store
    }

    public func list() throws -> [Attraction] {
        try store.attractions()
    }

    /// Each attraction in order, handed over as it is read: for lists too long to hold.
    public func forEachAttraction(_ body: (Attraction) throws -> Void) throws {
        try store.forEachAttraction(body)
    }

    public func find(id: String) throws -> Attraction {
        guard let attraction = try store.attraction(id: id) else {
            throw StoreError.notFound(kind: "attraction", id: id)
        }
        return attraction
    }

    /// The attraction `text` names, resolved as `resolve(id:)` does, but an exact id costs only
    /// the one read of the attraction (no separate existence check): the common case, one round
    /// trip on PostgreSQL.
    public func find(resolving text: String) throws -> Attraction {
        if let exact = try store.attraction(id: text) { return exact }
        return try find(id: try resolve(prefix: text))
    }

    /// The full id that `text` names: the id itself, else the one id that starts with it, ignoring
    /// case (so a short id copied from a list works). An unknown prefix is `StoreError.notFound`;
    /// one that names several is `AttractionIDError` listing them.
    public func resolve(id text: String) throws -> String {
        if try store.attraction(id: text) != nil { return text }
        return try resolve(prefix: text)
    }

    /// The one id starting with `text` ignoring case; the caller already knows `text` is no id.
    private func resolve(prefix text: String) throws -> String {
        guard !text.isEmpty else { throw StoreError.notFound(kind: "attraction", id: text) }
        let wanted = text.lowercased()
        // Walked, not loaded: a prefix looked up in a million attractions keeps only the matches.
        var matches: [String] = []
        try store.forEachAttraction { if $0.id.lowercased().hasPrefix(wanted) { matches.append($0.id) } }
        guard let first = matches.first else {
            throw StoreError.notFound(kind: "attraction", id: text)
        }
        guard matches.count == 1 else { throw AttractionIDError(prefix: text, matches: matches) }
        return first
    }

    public func remove(id: String) throws {
        try store.remove(id: id)
    }

    /// Moves to a 1-based position and returns the attraction where it now stands (the store's
    /// move returns it, so no read follows).
    public func move(id: String, to position: Int) throws -> Attraction {
        try store.move(id: id, to: position)
    }

    /// As `move(id:to:)` for the id `text` names (`resolve(id:)`): an exact id is moved straight
    /// away, so it costs no lookup first; only an id the store does not know is resolved as a
    /// prefix and moved then.
    public func move(resolving text: String, to position: Int) throws -> Attraction {
        do {
            return try store.move(id: text, to: position)
        } catch StoreError.notFound {
            return try store.move(id: try resolve(prefix: text), to: position)
        }
    }
}
