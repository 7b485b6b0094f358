import CLibPQ
import Foundation
import UseCases

/// The PostgreSQL backend (`postgres://` or `postgresql://` libpq URLs), for a guide shared by many
/// users and machines. Each change is one transaction; writers of the same area take a
/// transaction-level advisory lock, so concurrent read-modify-writes never lose an update.
public final class PostgresStore {
    /// Advisory lock keys, one per area of the store ("OUTN" followed by a number).
    enum LockKey {
        static let migrations: Int64 = 0x4F55_544E_0000
        static let attractions: Int64 = 0x4F55_544E_0001
        static let catalog: Int64 = 0x4F55_544E_0002
        static let recents: Int64 = 0x4F55_544E_0003
    }

    let connection: PostgresConnection
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()

    /// How a command opens the store.
    public enum Access: Sendable {
        /// Creates the schema when the database has none.
        case readWrite
        /// Never creates the schema: a database without one is `StoreError.missing`.
        case readOnly
    }

    /// Connects and migrates. An unreachable server is `StoreError.unreachable`; messages never
    /// contain the URL's password.
    public init(url: String, access: Access = .readWrite) throws {
        let password = PostgresURL.password(in: url)
        connection = try PostgresConnection(url: url) { message in
            guard let password, !password.isEmpty else { return message }
            return message.replacingOccurrences(of: password, with: "***")
        }
        if access == .readOnly {
            let hasSchema = try connection.execute("SELECT to_regclass('schema_migrations')").first?[0] != nil
            guard hasSchema else {
                let database = try connection.execute("SELECT current_database()").first?[0] ?? "?"
                throw StoreError.missing("PostgreSQL database \(database) (it has no Outings schema)")
            }
        }
        try migrate()
    }

    /// True when every migration is recorded, so an ordinary open takes no lock.
    private func isMigrated() throws -> Bool {
        guard try connection.execute("SELECT to_regclass('schema_migrations')").first?[0] != nil else {
            return false
        }
        let applied = Set(try connection.execute("SELECT id FROM schema_migrations").compactMap { $0[0] })
        try Self.refuseNewer(applied)
        return PostgresMigrations.all.allSatisfy { applied.contains($0.id) }
    }

    /// A migration id this build does not know means a newer Outings wrote the store.
    private static func refuseNewer(_ applied: Set<String>) throws {
        if let unknown = applied.subtracting(PostgresMigrations.all.map(\.id)).sorted().last {
            throw StoreError.newerVersion("unknown migration \(unknown)")
        }
    }

    private func migrate() throws {
        guard try !isMigrated() else { return }
        try connection.writeTransaction(lock: LockKey.migrations) {
            try connection.execute("CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY)")
            let applied = Set(try connection.execute("SELECT id FROM schema_migrations").compactMap { $0[0] })
            try Self.refuseNewer(applied)
            for migration in PostgresMigrations.all where !applied.contains(migration.id) {
                // PQexecParams runs one statement at a time; the migrations hold no ';' in literals.
                for statement in migration.sql.split(separator: ";")
                where !statement.allSatisfy(\.isWhitespace) {
                    try connection.execute(String(statement))
                }
                try connection.execute("INSERT INTO schema_migrations (id) VALUES ($1)", [migration.id])
            }
        }
    }
}

/// Reading libpq URLs without connecting.
public enum PostgresURL {
    /// True for `postgres://` and `postgresql://` URLs.
    public static func isPostgres(_ url: String) -> Bool {
        url.hasPrefix("postgres://") || url.hasPrefix("postgresql://")
    }

    /// True when libpq can parse the URL (it does not connect).
    public static func isWellFormed(_ url: String) -> Bool {
        var message: UnsafeMutablePointer<CChar>?
        let options = PQconninfoParse(url, &message)
        defer {
            PQconninfoFree(options)
            PQfreemem(message)
        }
        return options != nil && URLComponents(string: url) != nil
    }

    /// The password part of the URL, if any (percent-decoded), so messages can leave it out.
    public static func password(in url: String) -> String? {
        URLComponents(string: url)?.password
    }
}
