import Domain

/// Copies a whole guide (attractions with their ids and order, the photo catalog and the recents)
/// from one backend to another, so a user can move from the local file to a shared server.
public struct TransferStores: Sendable {
    public struct Summary: Equatable, Sendable {
        public let attractions: Int
        public let places: Int
        public let photos: Int
        public let recents: Int

        public init(attractions: Int, places: Int, photos: Int, recents: Int) {
            self.attractions = attractions
            self.places = places
            self.photos = photos
            self.recents = recents
        }

        public var isEmpty: Bool { attractions + places + photos + recents == 0 }
    }

    private let source: any GuideStore
    private let target: any GuideStore

    public init(from source: Stores, to target: Stores) {
        self.source = source.guide
        self.target = target.guide
    }

    /// Copies everything in one atomic step on the target. A target that holds anything is refused
    /// (`TransferError.targetNotEmpty`, nothing changed) unless `replace` is true, in which case its
    /// previous contents are replaced.
    @discardableResult
    public func callAsFunction(replace: Bool) throws -> Summary {
        // Refusing costs one look for any row, then the counts for the message, before the
        // source is read at all. The target checks again inside its own transaction.
        if !replace, try !target.isEmpty() {
            throw TransferError.targetNotEmpty(try target.summary())
        }
        // The source's snapshot stays open while the target writes what it reads, batch by batch.
        return try source.readGuide { reader in
            try target.replaceGuide(from: reader, replacing: replace)
        }
    }
}

public enum TransferError: Error, Equatable, Sendable, CustomStringConvertible {
    case targetNotEmpty(TransferStores.Summary)

    public var description: String {
        switch self {
        case .targetNotEmpty(let held):
            "the target store is not empty (\(held.attractions) attractions, \(held.places) places, "
                + "\(held.photos) photos, \(held.recents) recents)"
        }
    }
}
