import Domain

/// A guide's members. `Sendable`, each method one atomic step, as every store port. The rules below
/// are what the store contract (the `StoreContract` package) checks of every backend.
public protocol MemberStore: Sendable {
    /// Every member, oldest first: the list as `updateMembers` last wrote it, each member whole
    /// (name, display name in any script, role, password hash as given, created); none in a new
    /// store.
    func members() throws -> [Member]
    /// Reads, changes and writes the whole list as one atomic step (so the rules over the list,
    /// such as "at least one owner", hold against concurrent changes from other processes).
    /// When `change` throws, nothing is written and the error is rethrown. Only the list is
    /// written: recents and visits stay as they are (what goes with a first member is the core's
    /// rule, `ManageMembers`, in the same transaction). `change` runs while the store is held, so
    /// it must be quick and must not use another store.
    @discardableResult func updateMembers(_ change: ([Member]) throws -> [Member]) throws -> [Member]
}
