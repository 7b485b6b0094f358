extension PostgresStore {
    /// Whether this login may change the guide: the server is not a read-only standby and the
    /// user may insert attractions.
    public func isWritable() throws -> Bool {
        let rows = try connection.execute(
            "SELECT NOT pg_is_in_recovery() AND has_table_privilege('attractions', 'INSERT')")
        return rows.first?.first == .some("t")
    }
}
