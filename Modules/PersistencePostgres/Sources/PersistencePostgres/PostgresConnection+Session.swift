import CLibPQ
import UseCases

extension PostgresConnection {
    /// Session settings the store's correctness depends on. They are set after connecting, so they
    /// win over every default a server, database (`ALTER DATABASE ... SET`), role or environment
    /// (`PGOPTIONS`, `PGCLIENTENCODING`) may have chosen:
    /// - `client_encoding` UTF8: Swift strings go out and come back as UTF-8 bytes; any other
    ///   client encoding would store them as mojibake.
    /// - `default_transaction_isolation` READ COMMITTED: for the single-statement reads (a
    ///   serializable default can fail them with `could not serialize access`); write
    ///   transactions also name it in their BEGIN.
    /// - `lock_timeout`: every lock wait (advisory, row, table) ends after `lockWait` with SQLSTATE
    ///   55P03, reported as `StoreError.busy`, instead of waiting forever behind a stuck session.
    ///
    /// Opening a store needs these and the applied migrations, so both come from one statement
    /// (one round trip): the ids of `schema_migrations`, or nil when the database has no such
    /// table (then the settings are made by a statement of their own, since the failed one made
    /// none).
    func configureSession(readingMigrations: Bool) throws -> Set<String>? {
        let settings = """
            set_config('client_min_messages', 'warning', false),
                set_config('client_encoding', 'UTF8', false),
                set_config('default_transaction_isolation', 'read committed', false),
                set_config('lock_timeout', $1, false)
            """
        let timeout = [String(Self.milliseconds(lockWait))]
        var applied: Set<String>?
        if readingMigrations,
            let rows = try executeUnlessTableIsMissing(
                "SELECT m.id, \(settings) FROM (SELECT) one LEFT JOIN schema_migrations m ON true", timeout)
        {
            applied = Set(rows.compactMap { $0[0] })
        } else {
            try execute("SELECT \(settings)", timeout)
        }
        try requireUTF8Client()
        return applied
    }

    private func requireUTF8Client() throws {
        // The server reports client_encoding to libpq after every change: check what it settled on.
        guard parameter("client_encoding") == "UTF8" else {
            throw StoreError.unavailable(
                "the PostgreSQL session would not use client_encoding UTF8 (it reports "
                    + "\(parameter("client_encoding") ?? "none"))")
        }
    }

    /// A setting the server reports to libpq without a query (`server_encoding`, `client_encoding`).
    func parameter(_ name: String) -> String? {
        serialized { libpq.parameterStatus(handle, name).map { String(cString: $0) } }
    }

    /// Where the store is, for messages: database, host and port, never the URL (so no password).
    var location: String {
        serialized {
            let database = libpq.db(handle).map { String(cString: $0) } ?? "?"
            let host = libpq.host(handle).map { String(cString: $0) } ?? "?"
            let port = libpq.port(handle).map { String(cString: $0) } ?? "?"
            return "postgres database \(database) on \(host):\(port)"
        }
    }
}
