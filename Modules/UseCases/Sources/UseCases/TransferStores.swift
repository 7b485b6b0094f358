import Domain

/// Copies a whole guide (attractions with their ids and order, the photo catalog and the recents)
/// from one backend to another, so a user can move from the local file to a shared server; then
/// who may use it (`AccessTransfer`: members, their recents, credentials, edit stamps).
public struct TransferStores: Sendable {
    public struct Summary: Equatable, Sendable {
        public let attractions: Int
        public let places: Int
        public let photos: Int
        public let recents: Int
        /// Members (a guide's own summary counts them; a copy adds those `AccessTransfer` wrote).
        public let members: Int

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

    private let source: any GuideStore
    private let target: any GuideStore
    private let access: AccessTransfer

    public init(from source: Stores, to target: Stores) {
        self.source = source.guide
        self.target = target.guide
        access = AccessTransfer(from: source.access, to: target.access)
    }

    /// Copies everything in one atomic step on the target. A target that holds anything is refused
    /// (`TransferError.targetNotEmpty`, nothing changed) unless `replace` is true, in which case its
    /// previous contents are replaced.
    @discardableResult
    public func callAsFunction(replace: Bool) throws -> Summary {
        // Refusing costs one look for any row, then the counts for the message, before the
        // source is read at all. The target checks again inside its own transaction.
        if !replace {
            let members = try access.targetMembers()
            if try !target.isEmpty() || members > 0 {
                throw TransferError.targetNotEmpty(try target.summary().with(members: members))
            }
        }
        // The stamps of the target's own attractions go with them (read before they are replaced).
        var replacedIDs: [String] = []
        if replace {
            try target.readGuide { reader in try reader.forEachAttraction { replacedIDs.append($0.id) } }
        }
        // The source's snapshot stays open while the target writes what it reads, batch by batch.
        var attractionIDs: [String] = []
        let copied = try source.readGuide { reader in
            try target.replaceGuide(
                from: IDCollectingReader(reader) { attractionIDs.append($0) }, replacing: replace)
        }
        let members = try access.copy(attractionIDs: attractionIDs, replacedIDs: replacedIDs)
        return copied.with(members: members)
    }
}

public enum TransferError: Error, Equatable, Sendable, CustomStringConvertible {
    case targetNotEmpty(TransferStores.Summary)

    public var description: String {
        switch self {
        case .targetNotEmpty(let held):
            "the target store is not empty (\(held.attractions) attractions, \(held.places) places, "
                + "\(held.photos) photos, \(held.recents) recents, \(held.members) members)"
        }
    }
}
