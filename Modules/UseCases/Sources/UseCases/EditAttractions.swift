import Domain
import PlatformFoundation

/// The guide's attractions, as every app reads and changes them: the list and finding one, drafts
/// (new ones get their id here), field changes with every problem reported at once, saving with the
/// version check, moving and removing. A draft that was never saved (version 0) is added at the
/// end; any other replaces the stored one only if nobody changed or removed it meanwhile. An
/// `AttractionEditSession` makes it what an editor's save means, so the editor knows neither the
/// store nor whether the draft is new.
///
/// A value holding only `Sendable` parts: one instance may serve concurrent edits.
public struct EditAttractions: Sendable {
    private let store: any AttractionStore
    private let newID: @Sendable () -> String
    private let stamp: EditStamp?
    private let visits: (any VisitStore)?
    private let writer: AttractionChangeWriter
    /// The guide's currency, for a cost typed as a bare number; read only when a cost is changed.
    private var currency: @Sendable () throws -> String? = { nil }

    /// `newID` gives each new attraction its id; the default is a lowercase random UUID, so adds
    /// from many processes and machines never collide. Tests inject a predictable source.
    /// `stamp`, when given, records who saved or moved each attraction and when; `visits`, when
    /// given, loses every member's visits of an attraction removed. Each write is a step of its own.
    public init(
        store: any AttractionStore,
        newID: @escaping @Sendable () -> String = { UUID().uuidString.lowercased() },
        stamp: EditStamp? = nil, visits: (any VisitStore)? = nil
    ) {
        self.store = store
        self.newID = newID
        self.stamp = stamp
        self.visits = visits
        writer = AttractionChangeWriter(store: store, transactions: nil, stamp: stamp)
    }

    /// As `init(store:newID:stamp:visits:)` over a backend's stores: a save, a move or a removal
    /// is one transaction with its stamp (and a removal with every member's visits of it), so no
    /// change is ever kept without who made it (`StoreTransactions`).
    public init(
        stores: Stores, newID: @escaping @Sendable () -> String = { UUID().uuidString.lowercased() },
        stamp: EditStamp? = nil
    ) {
        store = stores.attractions
        self.newID = newID
        self.stamp = stamp
        visits = stores.access
        writer = AttractionChangeWriter(
            store: stores.attractions, transactions: stores.transactions, stamp: stamp)
    }

    /// A copy whose saves read a cost typed as a bare number (`10`) in the guide's currency,
    /// `currency` (nil when none is set); it is asked only when a change has a cost.
    public func pricing(in currency: @escaping @Sendable () throws -> String?) -> EditAttractions {
        var copy = self
        copy.currency = currency
        return copy
    }

    /// The guide's currency as `pricing(in:)` gave it (nil when none is set).
    public func guideCurrency() throws -> String? { try currency() }

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

    /// The blank draft a new attraction starts from, with a fresh id; nothing is stored until it
    /// is saved.
    public func newDraft() -> Attraction {
        .blank(id: newID())
    }

    /// A draft of attraction `id` as a client last read it (`version`), for a client that sends
    /// every field (a form, a PUT): saving it is refused as a conflict if the stored one moved on.
    public func draft(of id: String, readAt version: Int) -> Attraction {
        var draft = Attraction.blank(id: id)
        draft.version = max(1, version)
        return draft
    }

    /// The stored attraction `id` when it is still at `version` (what a client read), to apply
    /// only the fields the client changed; nil when it moved on or is gone.
    public func stored(id: String, atVersion version: Int) throws -> Attraction? {
        try store.attraction(id: id).flatMap { $0.version == version ? $0 : nil }
    }

    /// Applies `changes` to `draft` and saves the result: every field's problem at once
    /// (`AttractionProblems`, with those in `refused`: input the caller could not turn into a
    /// field's text), else the attraction as stored.
    @discardableResult
    public func save(
        _ changes: [(AttractionField, String)], refused: [AttractionProblems.Problem] = [],
        to draft: Attraction
    ) throws -> Attraction {
        let guide = changes.contains { $0.0 == .cost } ? try currency() : nil
        return try save(try draft.applying(changes, refused: refused, currency: guide))
    }

    /// Validates `draft` (every problem at once) and stores it; returns it as stored (position and
    /// version set).
    @discardableResult
    public func save(_ draft: Attraction) throws -> Attraction {
        let valid = try draft.applying([])
        return try writer.write { store, access in
            guard valid.version > 0 else { return try writer.stamped(try store.add(valid), in: access) }
            // Saving what is already stored changes nothing: no write, and the version stays, so
            // an unchanged save never makes someone else's edit conflict. That holds for a stale
            // draft too (a form posted twice, two people making the same change): nothing it asks
            // for is lost, so it is no conflict. A stale draft that differs, or a removed one,
            // goes on to the replace, which reports the conflict.
            if let stored = try store.attraction(id: valid.id),
                AttractionChange.between(stored, valid).isEmpty
            {
                return stored
            }
            // The replace's own WHERE checks the version, and it returns the row it wrote: no read
            // afterwards (one round trip fewer on PostgreSQL).
            do {
                return try writer.stamped(try store.replace(valid), in: access)
            } catch StoreError.notFound(let kind, let id) {
                throw StoreError.conflict(kind: kind, id: id)
            }
        }
    }
}
