import Domain

/// The one home of what goes with a change of the member list: `MemberRules` decide the list, and
/// when a guide gets its first members, the household's recents and visits pass to its first owner
/// (`MemberRules.householdHeir`), in the same transaction as the list. The stores only keep what
/// they are given.
public struct MemberListChange: Sendable {
    let stores: Stores

    public init(stores: Stores) {
        self.stores = stores
    }

    /// `alongside` writes what goes with this change (a removed member's credentials, recents
    /// and visits) in the same transaction, after the list.
    public func update(
        _ change: ([Member]) throws -> [Member], alongside: ((Stores) throws -> Void)? = nil
    ) throws {
        try stores.transactions.inOneTransaction { stores in
            var heir: Member?
            try stores.access.updateMembers { current in
                let changed = try change(current)
                heir = MemberRules.householdHeir(from: current, to: changed)
                return changed
            }
            if let heir { try Self.handHousehold(to: heir, in: stores) }
            try alongside?(stores)
        }
    }

    /// Runs `write` (a record that belongs to member `id`: a credential, a visit) in one
    /// transaction with a check that the member still exists, so a member removed meanwhile
    /// leaves no record behind (`MemberError.notFound(name:)` with `name`). A nil `id` (the
    /// household, an invitation) writes without the check.
    public func whileMember<T>(_ id: String?, named name: String, _ write: (Stores) throws -> T) throws -> T {
        try stores.transactions.inOneTransaction { stores in
            if let id, try !stores.access.members().contains(where: { $0.id == id }) {
                throw MemberError.notFound(name: name)
            }
            return try write(stores)
        }
    }

    /// The household's recents become the heir's (who has none yet), and so do its visits.
    private static func handHousehold(to heir: Member, in stores: Stores) throws {
        let recents = try stores.recents.recents()
        try stores.access.updateRecents(ofMember: heir.id) { _ in recents }
        try stores.recents.updateRecents { _ in [] }
        for record in try stores.access.visits(ofMember: nil) {
            try stores.access.updateVisits(ofMember: heir.id, attraction: record.attractionID) { _ in record }
        }
        try stores.access.removeVisits(ofMember: nil)
    }
}
