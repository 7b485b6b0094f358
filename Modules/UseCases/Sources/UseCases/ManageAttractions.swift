import Domain

/// Reading, removing and reordering attractions. Drafts, adding and changing are
/// `EditAttractions`'. A value holding only `Sendable` parts, so one instance may be shared by
/// any number of concurrent tasks (the store serializes what reaches it).
public struct ManageAttractions: Sendable {
    private let store: any AttractionStore
    private let stamp: EditStamp?
    private let visits: (any VisitStore)?
    private let writer: AttractionChangeWriter

    /// `stamp`, when given, records who moved an attraction and when; `visits`, when given, loses
    /// every member's visits of an attraction removed. Each write is a step of its own.
    public init(store: any AttractionStore, stamp: EditStamp? = nil, visits: (any VisitStore)? = nil) {
        self.store = store
        self.stamp = stamp
        self.visits = visits
        writer = AttractionChangeWriter(store: store, transactions: nil, stamp: stamp)
    }

    /// Over a backend's stores: a move and its stamp, a removal with its stamp and every member's
    /// visits of it, are each one transaction (`StoreTransactions`).
    public init(stores: Stores, stamp: EditStamp? = nil) {
        store = stores.attractions
        self.stamp = stamp
        visits = stores.access
        writer = AttractionChangeWriter(
            store: stores.attractions, transactions: stores.transactions, stamp: stamp)
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

    /// The attraction `text` names: its list number, id, unique id prefix or name, as
    /// `AttractionReference` resolves them. An exact id costs only the one read of the attraction:
    /// the common case, one round trip on PostgreSQL.
    public func find(resolving text: String) throws -> Attraction {
        try AttractionReference(store: store).attraction(named: text)
    }

    /// Removes the attraction with its edit stamp and every member's visits of it: one
    /// transaction over a backend's stores (else, what a process ended in between leaves names an
    /// id no attraction has: `check` ignores it and a transfer carries only what belongs to
    /// attractions it copies).
    public func remove(id: String) throws {
        try writer.write { store, access in
            try store.remove(id: id)
            try stamp?.forget(id, in: access)
            try (access ?? visits)?.removeVisits(ofAttraction: id)
        }
    }

    /// Moves to a 1-based position and returns the attraction where it now stands (the store's
    /// move returns it, so no read follows).
    public func move(id: String, to position: Int) throws -> Attraction {
        try writer.write { store, access in
            try writer.stamped(try store.move(id: id, to: position), in: access)
        }
    }

    /// As `move(id:to:)` for the attraction `text` names (`find(resolving:)`): an exact id is
    /// moved straight away, so it costs no lookup first; anything else is resolved, then moved.
    public func move(resolving text: String, to position: Int) throws -> Attraction {
        try writer.write { store, access in
            do {
                return try writer.stamped(try store.move(id: text, to: position), in: access)
            } catch StoreError.notFound {
                let id = try AttractionReference(store: store).resolve(text).id
                return try writer.stamped(try store.move(id: id, to: position), in: access)
            }
        }
    }

    /// Who changed the attraction last and when, when anyone was recorded.
    public func lastEdit(of id: String) throws -> AttractionEdit? {
        try stamp?.lastEdit(of: id)
    }

}
