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

    /// Connects and migrates. An unreachable server is `StoreError.unreachable`; messages never
    /// contain the URL's password.
    public init(url: String) throws {
        connection = try PostgresConnection(url: url, secrets: PostgresURL.secrets(in: url))
        try migrate()
    }

    /// True when every migration is recorded, so an ordinary open takes no lock.
    private func isMigrated() throws -> Bool {
        guard try connection.execute("SELECT to_regclass('schema_migrations')").first?[0] != nil else {
            return false
        }
        let applied = Set(try connection.execute("SELECT id FROM schema_migrations").compactMap { $0[0] })
        return PostgresMigrations.all.allSatisfy { applied.contains($0.id) }
    }

    private func migrate() throws {
        guard try !isMigrated() else { return }
        try connection.writeTransaction(lock: LockKey.migrations) {
            try connection.execute("CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY)")
            let applied = Set(try connection.execute("SELECT id FROM schema_migrations").compactMap { $0[0] })
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
