import Domain
import UseCases

extension InMemoryStore: GuideStore {
    public func guide() throws -> Guide {
        try locked {
            Guide(
                attractions: attractionList.items, places: try places(), photos: try allPhotos(),
                recents: recentList, licences: licenceList)
        }
    }

    public func summary() throws -> TransferStores.Summary {
        locked {
            TransferStores.Summary(
                attractions: attractionList.items.count, places: placesByID.count, photos: photosByID.count,
                recents: recentList.count)
        }
    }

    public func isEmpty() throws -> Bool {
        try summary().isEmpty
    }

    /// Everything is in memory already: the snapshot is a copy-on-write copy of it.
    public func readGuide<T>(_ body: (any GuideReader) throws -> T) throws -> T {
        try body(try guide())
    }

    /// This store holds a whole guide anyway, so it reads the source whole, then swaps it in.
    @discardableResult
    public func replaceGuide(from source: any GuideReader, replacing: Bool) throws -> TransferStores.Summary {
        let guide = try Guide(reading: source)
        try locked {
            let existing = try summary()
            guard replacing || existing.isEmpty else { throw TransferError.targetNotEmpty(existing) }
            try attractionList.replaceAll(with: guide.attractions)
            try replaceAll(places: guide.places, photos: guide.photos)
            recentList = guide.recents
            licenceList = guide.licences
        }
        return guide.summary
    }

    @discardableResult public func seedAttractions(_ attractions: [Attraction]) throws -> [Attraction] {
        try locked {
            guard attractionList.items.isEmpty, attractionList.removedVersions.isEmpty else { return [] }
            return try attractions.map { try attractionList.add($0) }
        }
    }

    public func problems() throws -> [String] {
        locked {
            GuideInvariants.problems(attractions: attractionList.items, recents: recentList)
                + GuideInvariants.problems(removedVersions: attractionList.removedVersions)
                + GuideInvariants.problems(
                    photos: photosByID.values.sorted { $0.id < $1.id } + recentList,
                    places: placesByID.values.sorted { $0.id < $1.id })
                + GuideInvariants.problems(licences: licenceList)
        }
    }
}
