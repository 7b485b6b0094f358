import Domain
import UseCases

/// `outings restore FILE [--replace [--drop-members]]`: a transfer from a backup. The whole file is verified
/// first (`VerifiedBackup.verify`), so a damaged, cut-short or newer backup is refused before
/// anything is written; then `TransferStores` copies it as it copies a store, in the target's one
/// atomic step (a transaction, or one file replace).
public struct RestoreGuide {
    private let openTarget: () throws -> Stores

    /// `target` is opened only once the backup is found sound: a refused restore creates no store.
    public init(into target: @escaping () throws -> Stores) {
        openTarget = target
    }

    @discardableResult
    public func callAsFunction(
        from path: String, replace: Bool, dropMembers: Bool = false
    ) throws -> TransferStores.Summary {
        let backup = try VerifiedBackup.verify(path)
        let accounts = try backup.accounts()
        // The guide and what goes back to the target's own members commit together.
        return try openTarget().transactions.inOneTransaction { target in
            let summary = try TransferStores(from: backup, access: accounts, to: target)(
                replace: replace, dropMembers: dropMembers)
            if accounts == nil {
                // Without accounts the target keeps its members; each gets back the recents and the
                // visits the backup holds under the same id (the household its own while the target
                // has no members), and the backup's household and plans. The guide was replaced, so the
                // target's other visit records go.
                let members = Set(try target.access.members().map(\.id))
                for (member, photos) in backup.memberRecents where members.contains(member) {
                    try target.access.updateRecents(ofMember: member) { _ in photos }
                }
                try target.access.replaceEveryVisit(
                    with: backup.visits.filter { $0.memberID.map(members.contains) ?? members.isEmpty })
                try target.access.updateHousehold { _ in backup.household }
                try target.access.updatePlans { _ in backup.plans }
            }
            return summary
        }
    }
}
