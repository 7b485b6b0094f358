import Domain
import UseCases

extension DocumentStore: GuideStore {
    public func summary() throws -> TransferStores.Summary {
        try read().guide.summary
    }

    /// A property list is parsed whole: the snapshot is the one version of the file read.
    public func readGuide<T>(_ body: (any GuideReader) throws -> T) throws -> T {
        try body(try read().guide)
    }

    /// The file is written whole, so the source is read whole first (outside the file lock),
    /// then checked and written in one locked change.
    @discardableResult
    public func replaceGuide(from source: any GuideReader, replacing: Bool) throws -> TransferStores.Summary {
        let guide = try Guide(reading: source)
        try change { document in
            let existing = document.guide.summary
            guard replacing || existing.isEmpty else { throw TransferError.targetNotEmpty(existing) }
            try document.attractions.replaceAll(with: guide.attractions)
            document.places = Self.merged([], guide.places, id: \.id)
            document.photos = Self.merged([], guide.photos, id: \.id)
            document.recents = guide.recents
            document.licences = guide.licences
        }
        return guide.summary
    }

    @discardableResult public func seedAttractions(_ attractions: [Attraction]) throws -> [Attraction] {
        try change { document in
            guard document.attractions.items.isEmpty, document.attractions.removedVersions.isEmpty else {
                return []
            }
            return try attractions.map { try document.attractions.add($0) }
        }
    }
}

extension GuideDocument {
    var guide: Guide {
        Guide(
            attractions: attractions.items, places: places, photos: photos, recents: recents,
            licences: licences)
    }
}

extension DocumentStore {
    /// How the document is kept (the keeper's word), then the attractions' ids and stored values
    /// (`GuideInvariants.storedProblems`), the positions of places and photos, and the licence list. A document that cannot
    /// be read at all is the one problem.
    public func problems() throws -> [String] {
        do {
            let (document, kept) = try keeper.keepingProblems()
            return kept + GuideInvariants.storedProblems(in: document.attractions.items)
                + GuideInvariants.problems(
                    photos: document.photos + document.recents, places: document.places)
                + GuideInvariants.problems(licences: document.licences)
        } catch let error as StoreError {
            return [error.description]
        }
    }
}
