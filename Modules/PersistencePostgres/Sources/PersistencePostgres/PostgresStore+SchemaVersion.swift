extension PostgresStore {
    /// How many schema migrations this database has applied (its schema version), for `outings info`.
    public func schemaVersion() throws -> Int {
        let rows = try connection.execute("SELECT count(*) FROM schema_migrations")
        return rows.first?.first.flatMap { $0.flatMap { Int($0) } } ?? 0
    }

    /// Whether this login may change the guide: the server is not a read-only standby and the
    /// user may insert attractions.
    public func isWritable() throws -> Bool {
        let rows = try connection.execute(
            "SELECT NOT pg_is_in_recovery() AND has_table_privilege('attractions', 'INSERT')")
        return rows.first?.first == .some("t")
    }
}
