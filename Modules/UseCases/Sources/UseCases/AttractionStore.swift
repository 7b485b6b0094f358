import Domain

/// Where attractions live. Positions are 1-based and always 1...count in list order. `Sendable`: an
/// adapter serializes its own access, so one instance may be shared by any number of threads or
/// tasks and each method is one atomic step (the concurrency contract in docs/architecture.md).
///
/// The rules below are what the store contract (the `StoreContract` package) checks of every
/// backend. Every text field comes back exactly as written (quotes, SQL, control characters,
/// right-to-left text), and so do what families choose by (ages, cost, hours, address, location,
/// tags) through every write and read; a choice cleared is read as not known. Versions stay in
/// `AttractionVersion.range` (1...2147483647): a write that would leave it is `StoreError.corrupt`
/// and changes nothing. Every error below leaves the store as it was. A list too long to hold is
/// walked through `readGuide` (`forEachAttraction(_:)`).
public protocol AttractionStore: GuideSource {
    /// All attractions in position order; none in a new store.
    func attractions() throws -> [Attraction]
    /// The attraction with `id`, or nil when there is none.
    func attraction(id: String) throws -> Attraction?
    /// Appends at the end (position count + 1), ignoring the given position and version, and
    /// returns the stored value. A new id gets version 1. An id that was stored before and removed
    /// continues past the last version it had (added, edited to 2, removed, added again: 3), so a
    /// stale edit from before the remove is a conflict; an id removed at the last version
    /// (2147483647) cannot come back (`StoreError.corrupt`). An id already stored is
    /// `StoreError.conflict` (`StoredIDs.taken`), and nothing changes; ids are the same when their
    /// bytes are.
    @discardableResult func add(_ attraction: Attraction) throws -> Attraction
    /// Replaces the fields of an existing attraction, keeping its position (the given one is
    /// ignored) and adding 1 to its version. The given version must be the stored one, else
    /// `StoreError.conflict`; an unknown id is `StoreError.notFound`; a stored version at the last
    /// one (2147483647) is `StoreError.corrupt`. Returns the attraction as stored (position and new
    /// version), from the write itself, so a caller needs no second read (on PostgreSQL no second
    /// round trip).
    @discardableResult func replace(_ attraction: Attraction) throws -> Attraction
    /// Removes it; those after it move up one, so positions stay 1...count. Throws
    /// `StoreError.notFound` when the id is unknown.
    func remove(id: String) throws
    /// Moves to a 1-based position; those between shift by one, so positions stay 1...count.
    /// Returns the attraction as it now stands (at `position`, its fields and version unchanged),
    /// from the write itself. An unknown id is `StoreError.notFound`; a position outside 1...count
    /// (0, negative, past the end, `Int.min`, `Int.max`) is `StoreError.positionOutOfRange` with
    /// that position and the count.
    @discardableResult func move(id: String, to position: Int) throws -> Attraction
}

extension AttractionStore {
    /// Calls `body` with each attraction in position order, from one consistent snapshot
    /// (`readGuide`), reading the store in pieces so that a list of any length is never held whole
    /// (a million rows fit in a few MB): the same attractions, with the same fields, as
    /// `attractions()`, none lost or repeated across pages. `body` may run while the store is
    /// held: keep it to writing output and do not call the store from it. An error thrown by
    /// `body` ends the walk and is rethrown, and the store stays usable.
    public func forEachAttraction(_ body: (Attraction) throws -> Void) throws {
        try readGuide { try $0.forEachAttraction(body) }
    }
}
