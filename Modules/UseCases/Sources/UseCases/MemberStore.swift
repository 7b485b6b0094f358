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

/// Each member's own recently viewed photos (the household's, a guide's without members, stay
/// behind `RecentsStore`). Same contract as `RecentsStore`, per member id: each member's list is
/// apart from every other member's and from the household's.
public protocol MemberRecentsStore: Sendable {
    /// The member's list, whole and in the order written; empty for an id with none.
    func recents(ofMember id: String) throws -> [Photo]
    /// `RecentsStore.updateRecents` for one member; no other list changes.
    @discardableResult func updateRecents(ofMember id: String, _ change: ([Photo]) throws -> [Photo]) throws
        -> [Photo]
}

extension MemberRecentsStore {
    /// Forgets a removed member's recents; the other members' and the household's stay.
    public func removeRecents(ofMember id: String) throws {
        try updateRecents(ofMember: id) { _ in [] }
    }
}

/// One member's recents as a `RecentsStore`, so `ViewPhotos` serves a member as it serves the
/// household.
public struct MemberRecents: RecentsStore {
    private let store: any MemberRecentsStore
    private let memberID: String

    public init(_ store: any MemberRecentsStore, memberID: String) {
        self.store = store
        self.memberID = memberID
    }

    public func recents() throws -> [Photo] {
        try store.recents(ofMember: memberID)
    }

    @discardableResult public func updateRecents(_ change: ([Photo]) throws -> [Photo]) throws -> [Photo] {
        try store.updateRecents(ofMember: memberID, change)
    }
}
