import UseCases

extension PostgresStore: StoreTransactions {
    /// One transaction on this store's connection holding every area's advisory lock, taken up
    /// front in ascending order as every writer takes them, so the writes `change` makes (each
    /// then a savepoint taking its lock again) can never wait on another change holding one.
    public func inOneTransaction<T>(_ change: (Stores) throws -> T) throws -> T {
        try connection.writeTransaction(locks: LockKey.areas) { try change(Stores(self)) }
    }
}

extension PostgresStore.LockKey {
    /// Every area's lock (not the migrations').
    static let areas = [attractions, catalog, recents, members, memberRecents, visits]
}
