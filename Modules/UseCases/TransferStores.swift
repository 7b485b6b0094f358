import Domain

/// Copies a whole guide (attractions with their ids and order, the photo catalog and the recents)
/// from one backend to another, so a user can move from the local file to a shared server.
public struct TransferStores {
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

    private let source: Stores
    private let target: Stores

    public init(from source: Stores, to target: Stores) {
        self.source = source
        self.target = target
    }

    /// What the target holds now; a transfer without `replace` needs it empty.
    private func targetContents() throws -> Summary {
        try Self.contents(of: target).summary
    }

    /// Copies everything. Refuses a target that holds anything unless `replace` is true, in which
    /// case the target's previous contents are replaced.
    @discardableResult
    public func callAsFunction(replace: Bool) throws -> Summary {
        let existing = try targetContents()
        guard replace || existing.isEmpty else { throw TransferError.targetNotEmpty(existing) }
        let contents = try Self.contents(of: source)
        try target.attractions.replaceAll(with: contents.attractions)
        try target.catalog.replaceAll(places: contents.places, photos: contents.photos)
        try target.recents.updateRecents { _ in contents.recents }
        return contents.summary
    }

    private struct Contents {
        let attractions: [Attraction]
        let places: [Place]
        let photos: [Photo]
        let recents: [Photo]

        var summary: Summary {
            Summary(
                attractions: attractions.count, places: places.count, photos: photos.count,
                recents: recents.count)
        }
    }

    private static func contents(of stores: Stores) throws -> Contents {
        Contents(
            attractions: try stores.attractions.attractions(), places: try stores.catalog.places(),
            photos: try stores.catalog.allPhotos(), recents: try stores.recents.recents())
    }
}

public enum TransferError: Error, Equatable, Sendable, CustomStringConvertible {
    case targetNotEmpty(TransferStores.Summary)

    public var description: String {
        switch self {
        case .targetNotEmpty(let held):
            "the target store is not empty (\(held.attractions) attractions, \(held.places) places, "
                + "\(held.photos) photos, \(held.recents) recents); add --replace to overwrite it"
        }
    }
}
