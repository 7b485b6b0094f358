import Domain
import UseCases

extension UserDefaultsStore: GuideStore {
    public func guide() throws -> Guide {
        let document = try read()
        return Guide(
            attractions: document.attractions.items, places: document.places, photos: document.photos,
            recents: document.recents)
    }

    public func summary() throws -> TransferStores.Summary {
        try guide().summary
    }

    public func replaceGuide(with guide: Guide, replacing: Bool) throws {
        try change { document in
            let existing = Guide(
                attractions: document.attractions.items, places: document.places, photos: document.photos,
                recents: document.recents
            ).summary
            guard replacing || existing.isEmpty else { throw TransferError.targetNotEmpty(existing) }
            document.attractions.replaceAll(with: guide.attractions)
            document.places = Self.merged([], guide.places, id: \.id)
            document.photos = Self.merged([], guide.photos, id: \.id)
            document.recents = guide.recents
        }
    }

    @discardableResult public func seedAttractions(_ attractions: [Attraction]) throws -> [Attraction] {
        try change { document in
            guard document.attractions.items.isEmpty, document.attractions.removedVersions.isEmpty else {
                return []
            }
            return attractions.map { document.attractions.add($0) }
        }
    }
}
