import Domain

/// A guide's members. `Sendable`, each method one atomic step, as every store port.
public protocol MemberStore: Sendable {
    /// Every member, oldest first.
    func members() throws -> [Member]
    /// Reads, changes and writes the whole list as one atomic step (so the rules over the list,
    /// such as "at least one owner", hold against concurrent changes from other processes).
    /// When `change` throws, nothing is written. When the list goes from empty to non-empty, the
    /// household's recents become the recents of the first owner in the new list, in the same
    /// step, and the household's list is left empty. `change` runs while the store is held, so it
    /// must be quick and must not use another store.
    @discardableResult func updateMembers(_ change: ([Member]) throws -> [Member]) throws -> [Member]
}

/// Each member's own recently viewed photos (the household's, a guide's without members, stay
/// behind `RecentsStore`). Same contract as `RecentsStore`, per member id.
public protocol MemberRecentsStore: Sendable {
    func recents(ofMember id: String) throws -> [Photo]
    @discardableResult func updateRecents(ofMember id: String, _ change: ([Photo]) throws -> [Photo]) throws
        -> [Photo]
    /// Forgets a removed member's recents.
    func removeRecents(ofMember id: String) throws
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
