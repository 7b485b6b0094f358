import Domain

/// Where attractions live. Positions are 1-based and always 1...count in list order.
/// `Sendable`: an adapter serializes its own access, so one instance may be shared by any number
/// of threads or tasks and each method is one atomic step (the
/// concurrency contract in docs/architecture.md).
public protocol AttractionStore: Sendable {
    /// All attractions in position order.
    func attractions() throws -> [Attraction]
    /// Calls `body` with each attraction in position order, from one consistent snapshot, reading
    /// the store in pieces so that a list of any length is never held whole (a million rows fit
    /// in a few MB). `body` may run while the store is held: keep it to writing output and do not
    /// call the store from it. An error thrown by `body` ends the walk and is rethrown.
    func forEachAttraction(_ body: (Attraction) throws -> Void) throws
    func attraction(id: String) throws -> Attraction?
    /// Appends at the end with version 1, ignoring the given position and version; returns the
    /// stored value.
    @discardableResult func add(_ attraction: Attraction) throws -> Attraction
    /// Replaces the fields of an existing attraction, keeping its position and adding 1 to its
    /// version. The given version must be the stored one, else `StoreError.conflict`; an unknown id
    /// is `StoreError.notFound`. Returns the attraction as stored (position and new version), from
    /// the write itself, so a caller needs no second read (on PostgreSQL no second round trip).
    @discardableResult func replace(_ attraction: Attraction) throws -> Attraction
    /// Throws `StoreError.notFound` when the id is unknown.
    func remove(id: String) throws
    /// Makes the store hold exactly these attractions, in this order (positions 1...count), keeping
    /// their ids and versions: one atomic step. For moving a guide between stores.
    func replaceAll(with attractions: [Attraction]) throws
    /// Moves to a 1-based position; throws `.notFound` or `.positionOutOfRange`. Returns the
    /// attraction as it now stands (at `position`), from the write itself.
    @discardableResult func move(id: String, to position: Int) throws -> Attraction
}
