import UseCases

extension SQLiteStore: StoreTransactions {
    /// One `BEGIN IMMEDIATE` on this store's connection, under its lock: the methods `change`
    /// calls run inside it (their own transactions become savepoints of it).
    public func inOneTransaction<T>(_ change: (Stores) throws -> T) throws -> T {
        try mapped { try connection.writeTransaction { try change(Stores(self)) } }
    }
}
