import Domain

/// Copies a whole guide (attractions with their ids and order, the photo catalog and the recents)
/// from one backend to another, so a user can move from the local file to a shared server; then
/// who may use it (`AccessTransfer`: members, their recents, credentials, edit stamps).
public struct TransferStores: Sendable {
    /// How much a store holds, or a transfer copied.
    public struct Summary: Equatable, Sendable {
        public let attractions: Int
        public let places: Int
        public let photos: Int
        public let recents: Int
        /// Members (a guide's own summary counts them; a copy adds those `AccessTransfer` wrote).
        public let members: Int
        /// Stored values this version could not read (`Attraction.unreadable`), which a backup
        /// leaves out: it holds only what a restore accepts.
        public var leftOut = 0

        public init(attractions: Int, places: Int, photos: Int, recents: Int, members: Int = 0) {
            self.attractions = attractions
            self.places = places
            self.photos = photos
            self.recents = recents
            self.members = members
        }

        public var isEmpty: Bool { attractions + places + photos + recents + members == 0 }

        func with(members: Int) -> Summary {
            Summary(
                attractions: attractions, places: places, photos: photos, recents: recents, members: members)
        }
    }

    private let source: any GuideSource
    private let target: any GuideStore
    private let targetAccess: any AccessStore
    private let targetTransactions: any StoreTransactions
    /// Nil when the source carries no one (a backup written without accounts): the target's
    /// members, credentials and edit stamps then stay as they are.
    private let sourceAccess: (any AccessStore)?

    public init(from source: Stores, to target: Stores) {
        self.init(from: source.guide, access: source.access, to: target)
    }

    /// From any guide source (a verified backup), with the people `access` holds, if any.
    public init(from source: any GuideSource, access: (any AccessStore)?, to target: Stores) {
        self.source = source
        self.target = target.guide
        targetAccess = target.access
        targetTransactions = target.transactions
        sourceAccess = access
    }

    /// Copies everything in one atomic step on the target. A target that holds anything is refused
    /// (`TransferError.targetNotEmpty`, nothing changed) unless `replace` is true, in which case its
    /// previous contents are replaced. A copy of people that would leave a target that had an owner
    /// with none (`MemberRules.dropsEveryOwner`) is refused (`TransferError.wouldDropEveryOwner`,
    /// nothing changed) unless `dropMembers` is true; the target's members are read inside the
    /// copy's own transaction, so one added meanwhile is counted.
    @discardableResult
    public func callAsFunction(replace: Bool, dropMembers: Bool = false) throws -> Summary {
        // Refusing costs the counts (also the message's), before the source is read at all. The
        // target checks again inside its own transaction.
        if !replace {
            let members = try targetAccess.members().count
            let summary = try target.summary()
            if !summary.isEmpty || members > 0 {
                throw TransferError.targetNotEmpty(summary.with(members: members))
            }
        }
        // The whole copy is one change of the target: the guide and the people who may use it
        // commit together, or the target stays as it was.
        return try targetTransactions.inOneTransaction { target in
            if let sourceAccess, !dropMembers {
                let current = try target.access.members()
                if MemberRules.dropsEveryOwner(from: current, to: try sourceAccess.members()) {
                    throw TransferError.wouldDropEveryOwner(members: current.count)
                }
            }
            // The stamps of the target's own attractions go with them (read before they are replaced).
            var replacedIDs = CompactIDs()
            if replace, sourceAccess != nil {
                try target.guide.readGuide { reader in
                    try reader.forEachAttraction { replacedIDs.append($0.id) }
                }
            }
            // The source's snapshot stays open while the target writes what it reads, batch by batch.
            var attractionIDs = CompactIDs()
            let copied = try source.readGuide { reader in
                try target.guide.replaceGuide(
                    from: CheckedGuideReader(reader) { if sourceAccess != nil { attractionIDs.append($0) } },
                    replacing: replace)
            }
            guard let sourceAccess else { return copied }
            let members = try AccessTransfer(from: sourceAccess, to: target.access)
                .copy(attractionIDs: attractionIDs, replacedIDs: replacedIDs)
            return copied.with(members: members)
        }
    }
}

public enum TransferError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The target holds something (counted here) and `--replace` was not given.
    case targetNotEmpty(TransferStores.Summary)
    /// The copy holds no owner and the target has one among its `members`: replacing would leave
    /// the guide with no one to manage it.
    case wouldDropEveryOwner(members: Int)

    public var description: String {
        switch self {
        case .targetNotEmpty(let held):
            "the target store is not empty (\(held.attractions) attractions, \(held.places) places, "
                + "\(held.photos) photos, \(held.recents) recents, \(held.members) members)"
        case .wouldDropEveryOwner(let members):
            "the copy holds no owner: replacing would remove the guide's \(members) "
                + (members == 1 ? "member" : "members") + " and leave it without an owner"
        }
    }
}
