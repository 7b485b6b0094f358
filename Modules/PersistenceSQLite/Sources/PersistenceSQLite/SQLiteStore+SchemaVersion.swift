extension SQLiteStore {
    /// How many schema migrations this store has applied (its schema version), for `outings info`.
    public func schemaVersion() throws -> Int {
        try mapped { try connection.query("SELECT count(*) FROM schema_migrations").first?.first?.int ?? 0 }
    }
}
