import Domain

/// The recently viewed photos, most recent first, each kept whole: one list for each member, and
/// the household's (a guide without members; `memberID` nil). `Sendable`: an adapter serializes
/// its own access, so one instance may be shared by any number of threads or tasks and each method
/// is one atomic step (the concurrency contract in docs/architecture.md). The rules below are what
/// the store contract (the `StoreContract` package) checks of every backend.
public protocol RecentsStore: Sendable {
    /// The list in the order it was written; empty in a new store and for an id with none. Each
    /// photo is kept whole as it was written (every field, any control character but NUL),
    /// whatever the catalog holds for its id since.
    func recents(ofMember memberID: String?) throws -> [Photo]
    /// Reads, changes and writes the list as one atomic step, so concurrent writers lose nothing;
    /// returns the list written, in the order `change` gave. No other list changes: each member's
    /// is apart from every other member's and from the household's. When `change` throws, the
    /// stored list is left as it was and the error is rethrown. `change` runs while the store is
    /// held, so it must be quick and must not use another store.
    @discardableResult func updateRecents(
        ofMember memberID: String?, _ change: ([Photo]) throws -> [Photo]
    ) throws -> [Photo]
}

extension RecentsStore {
    /// The household's list.
    public func recents() throws -> [Photo] {
        try recents(ofMember: nil)
    }

    /// Changes the household's list (`updateRecents(ofMember:_:)`).
    @discardableResult public func updateRecents(_ change: ([Photo]) throws -> [Photo]) throws -> [Photo] {
        try updateRecents(ofMember: nil, change)
    }

    /// Empties the household's list, as one atomic step.
    public func clearRecents() throws {
        try updateRecents { _ in [] }
    }

    /// Forgets a removed member's recents; the other members' and the household's stay.
    public func removeRecents(ofMember id: String) throws {
        try updateRecents(ofMember: id) { _ in [] }
    }
}
