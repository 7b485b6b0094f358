import Domain

/// The part of a transfer that is about people: members (password hashes as stored), each
/// member's recents, sessions, invitations and API tokens (digests and expiry as stored), the
/// edit stamps of the attractions copied and every member's (and the household's) visits,
/// ratings and notes of them, the household's children, places and holidays, and the plans.
/// Failed sign-ins are not carried: they only slow down guessing for a few minutes, and a new
/// store starting without them lets no one in.
///
/// It runs after the guide's copy, in the same transaction of the target (`TransferStores`), so
/// a transfer ended midway leaves the target as it was.
struct AccessTransfer: Sendable {
    let source: any AccessStore
    let target: any AccessStore

    init(from source: any AccessStore, to target: any AccessStore) {
        self.source = source
        self.target = target
    }

    /// Makes the target's access what the source's is; returns how many members were copied.
    /// `replacedIDs`: the attractions the target held before, whose stamps are forgotten.
    func copy(attractionIDs: CompactIDs, replacedIDs: CompactIDs) throws -> Int {
        let members = try source.members()
        try forgetTarget()
        if replacedIDs.count > 0 {
            let copied = attractionIDs.lookup()
            for id in replacedIDs where !copied.contains(id) {
                try target.removeEdit(of: id)
            }
        }
        try target.updateMembers { _ in members }
        for member in members {
            let recents = try source.recents(ofMember: member.id)
            try target.updateRecents(ofMember: member.id) { _ in recents }
        }
        for kind in CredentialKind.allCases {
            for credential in try source.credentials(kind, memberID: nil) {
                try target.addCredential(credential)
            }
        }
        // The visits of copied attractions: the few ids visited, looked for among those copied.
        let visits = try source.everyVisit()
        let visited = Set(visits.map { $0.visits.attractionID })
        var copied: Set<String> = []
        if !visited.isEmpty {
            for id in attractionIDs where visited.contains(id) { copied.insert(id) }
        }
        try target.replaceEveryVisit(with: visits.filter { copied.contains($0.visits.attractionID) })
        let household = try source.household()
        try target.updateHousehold { _ in household }
        let plans = try source.plans()
        try target.updatePlans { _ in plans }
        for id in attractionIDs {
            if let edit = try source.lastEdit(of: id) {
                try target.recordEdit(of: id, edit)
            } else {
                try target.removeEdit(of: id)
            }
        }
        return members.count
    }

    /// A replaced target's own members' recents and every credential go (its visit records are
    /// replaced once the members are written).
    private func forgetTarget() throws {
        for member in try target.members() {
            try target.removeRecents(ofMember: member.id)
        }
        for kind in CredentialKind.allCases {
            for credential in try target.credentials(kind, memberID: nil) {
                try target.removeCredential(kind, digest: credential.digest)
            }
        }
    }
}
