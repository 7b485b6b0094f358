/// The ports one backend provides; a composition root picks a backend by building one.
public struct Stores: Sendable {
    public let attractions: any AttractionStore
    public let catalog: any PhotoCatalogStore
    public let recents: any RecentsStore
    /// Whole-store operations: transfer, the sample, checks.
    public let guide: any GuideStore
    /// Members, their recents, credentials and the sign-in throttle.
    public let access: any AccessStore
    /// Runs a change that writes through several ports as one transaction.
    public let transactions: any StoreTransactions

    public init(
        attractions: any AttractionStore, catalog: any PhotoCatalogStore, recents: any RecentsStore,
        guide: any GuideStore, access: any AccessStore, transactions: any StoreTransactions
    ) {
        self.attractions = attractions
        self.catalog = catalog
        self.recents = recents
        self.guide = guide
        self.access = access
        self.transactions = transactions
    }

    /// The usual case: one adapter that provides every port.
    public init(
        _ store: any AttractionStore & PhotoCatalogStore & RecentsStore & GuideStore & AccessStore
            & StoreTransactions
    ) {
        self.init(
            attractions: store, catalog: store, recents: store, guide: store, access: store,
            transactions: store)
    }
}
