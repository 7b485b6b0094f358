import Domain
import UseCases

extension InMemoryStore: GuideStore {
    public func guide() throws -> Guide {
        try locked {
            Guide(
                attractions: attractionList.items, places: try places(), photos: try allPhotos(),
                recents: recentList)
        }
    }

    public func summary() throws -> TransferStores.Summary {
        locked {
            TransferStores.Summary(
                attractions: attractionList.items.count, places: placesByID.count, photos: photosByID.count,
                recents: recentList.count)
        }
    }

    public func replaceGuide(with guide: Guide, replacing: Bool) throws {
        try locked {
            let existing = try summary()
            guard replacing || existing.isEmpty else { throw TransferError.targetNotEmpty(existing) }
            attractionList.replaceAll(with: guide.attractions)
            try replaceAll(places: guide.places, photos: guide.photos)
            recentList = guide.recents
        }
    }

    @discardableResult public func seedAttractions(_ attractions: [Attraction]) throws -> [Attraction] {
        locked {
            guard attractionList.items.isEmpty, attractionList.removedVersions.isEmpty else { return [] }
            return attractions.map { attractionList.add($0) }
        }
    }

    public func problems() throws -> [String] {
        locked {
            GuideInvariants.problems(attractions: attractionList.items, recents: recentList)
        }
    }
}
