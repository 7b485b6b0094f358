import PersistenceSQL
import UseCases

/// Checks made on every open, in an order that writes nothing until each has passed.
extension PostgresStore {
    /// Returns the select lists of a photo's and a place's fields in the schema found: the
    /// columns, or on a read-only open of a store without some of the migrations in
    /// `SQLMigrationID.readableWithout` (which only a writable open applies), the same fields
    /// read from what that schema holds.
    static func openSchema(_ connection: PostgresConnection, createIfMissing: Bool) throws
        -> SQLSchema
    {
        // Read without a lock first, so opening a current store never waits behind a writer; the
        // same round trip makes the session settings.
        let applied = try connection.configureSession(readingMigrations: true)
        try requireUTF8Database(connection)
        guard let applied else {
            guard createIfMissing else {
                throw StoreError.missing("\(connection.location) (no Outings schema)")
            }
            try migrate(connection)
            return .current
        }
        try refuseUnknown(applied)
        let missing = Set(PostgresMigrations.all.map(\.id)).subtracting(applied)
        if !createIfMissing, missing.isSubset(of: SQLMigrationID.readableWithout) {
            return SQLSchema.postgres(missing: missing)
        }
        if !missing.isEmpty { try migrate(connection) }
        return .current
    }

    /// The client encoding is always UTF8 (see configureSession), but the server converts text to
    /// the database's encoding: LATIN1 would reject emoji, SQL_ASCII would store bytes unchecked.
    /// Refused on every open, before the schema is created, so such a database is never written.
    private static func requireUTF8Database(_ connection: PostgresConnection) throws {
        let encoding = connection.parameter("server_encoding") ?? "unknown"
        guard encoding == "UTF8" else {
            throw StoreError.unavailable(
                "\(connection.location) uses encoding \(encoding); Outings needs a UTF8 database "
                    + "(CREATE DATABASE ... ENCODING 'UTF8'); nothing was written")
        }
    }

    /// The recorded migration ids, or nil when the database has no Outings schema.
    private static func appliedMigrations(_ connection: PostgresConnection) throws -> Set<String>? {
        try connection.executeUnlessTableIsMissing("SELECT id FROM schema_migrations").map {
            Set($0.compactMap { $0[0] })
        }
    }

    /// A migration id this build does not know means a newer Outings changed the schema in a way
    /// this code cannot read or write safely: refuse the whole store.
    private static func refuseUnknown(_ applied: Set<String>) throws {
        let known = Set(PostgresMigrations.all.map(\.id))
        let unknown = applied.subtracting(known).sorted()
        guard unknown.isEmpty else {
            throw StoreError.newerVersion(
                "unknown migration\(unknown.count == 1 ? "" : "s") \(unknown.joined(separator: ", "))")
        }
    }

    /// Applies the missing migrations under their own advisory lock, so many first uses at once
    /// make one schema. The checks run again after the lock: another process may have migrated
    /// (perhaps a newer Outings) while this one waited.
    private static func migrate(_ connection: PostgresConnection) throws {
        try connection.writeTransaction(lock: LockKey.migrations) {
            try connection.execute("CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY)")
            let applied = try appliedMigrations(connection) ?? []
            try refuseUnknown(applied)
            for migration in PostgresMigrations.all where !applied.contains(migration.id) {
                for statement in statements(in: migration.sql) {
                    try connection.execute(statement)
                }
                try connection.execute("INSERT INTO schema_migrations (id) VALUES ($1)", [migration.id])
            }
        }
    }

    /// PQexecParams runs one statement at a time, so a migration is split at each ';' outside a
    /// `$$`-quoted function body (the migrations hold no ';' in string literals).
    static func statements(in sql: String) -> [String] {
        var statements: [String] = []
        var current = ""
        var inBody = false
        var rest = Substring(sql)
        while let first = rest.first {
            if rest.hasPrefix("$$") {
                inBody.toggle()
                current += "$$"
                rest = rest.dropFirst(2)
                continue
            }
            rest = rest.dropFirst()
            if first == ";" && !inBody {
                statements.append(current)
                current = ""
            } else {
                current.append(first)
            }
        }
        statements.append(current)
        return statements.filter { !$0.allSatisfy(\.isWhitespace) }
    }
}
