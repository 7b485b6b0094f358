import PersistenceSQL
import UseCases

extension PostgresStore: StoreTransactions {
    /// One transaction on this store's connection holding every area's advisory lock, taken up
    /// front in ascending order as every writer takes them, so the writes `change` makes (which
    /// join it) never wait on another change holding one. Nested in another change, a savepoint.
    public func inOneTransaction<T>(_ change: (Stores) throws -> T) throws -> T {
        if connection.isInsideTransaction { return try connection.savepoint { try change(Stores(self)) } }
        return try connection.writeTransaction(locks: LockKey.areas) { try change(Stores(self)) }
    }
}

extension PostgresStore.LockKey {
    /// Every area's lock (not the migrations').
    static let areas = [attractions, catalog, recents, members, memberRecents, visits, household, plans]
}
