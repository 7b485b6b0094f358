import Domain
import UseCases

/// A whole-store double that records what was asked of it.
/// `@unchecked Sendable` as the port asks; each test uses its spy from one task only.
final class GuideStoreSpy: GuideStore, @unchecked Sendable {
    enum Message: Equatable {
        case guide, summary, readGuide
        case replaceGuide(attractionIDs: [String], replacing: Bool)
        case seed([String])
    }

    var stored: Guide
    var removedAny = false
    var replaceError: (any Error)?
    private(set) var messages: [Message] = []

    init(_ guide: Guide = Guide(attractions: [], places: [], photos: [], recents: [])) {
        stored = guide
    }

    var stores: Stores {
        ImmediateTransactions.stores(
            attractions: AttractionStoreSpy(), catalog: PhotoStoreSpy(), recents: PhotoStoreSpy(),
            guide: self,
            access: AccessStoreFake())
    }

    func summary() throws -> TransferStores.Summary {
        messages.append(.summary)
        return stored.summary
    }

    func readGuide<T>(_ body: (any GuideReader) throws -> T) throws -> T {
        messages.append(.readGuide)
        return try body(stored)
    }

    func replaceGuide(from source: any GuideReader, replacing: Bool) throws -> TransferStores.Summary {
        let guide = try Guide(reading: source)
        messages.append(.replaceGuide(attractionIDs: guide.attractions.map(\.id), replacing: replacing))
        if let replaceError { throw replaceError }
        guard replacing || stored.summary.isEmpty else { throw TransferError.targetNotEmpty(stored.summary) }
        stored = guide
        return guide.summary
    }

    func seedAttractions(_ attractions: [Attraction]) throws -> [Attraction] {
        messages.append(.seed(attractions.map(\.id)))
        return []
    }

    func problems() throws -> [String] { [] }
}

/// Hands a change the very ports its stores are made of, with nothing to roll back: the spies
/// keep no rows.
struct ImmediateTransactions: StoreTransactions {
    let stores: @Sendable () -> Stores

    func inOneTransaction<T>(_ change: (Stores) throws -> T) throws -> T {
        try change(stores())
    }

    /// Stores of these ports whose transactions hand a change the same ports.
    static func stores(
        attractions: any AttractionStore, catalog: any PhotoCatalogStore, recents: any RecentsStore,
        guide: any GuideStore, access: any AccessStore
    ) -> Stores {
        Stores(
            attractions: attractions, catalog: catalog, recents: recents, guide: guide, access: access,
            transactions: ImmediateTransactions {
                stores(
                    attractions: attractions, catalog: catalog, recents: recents, guide: guide, access: access
                )
            })
    }
}
