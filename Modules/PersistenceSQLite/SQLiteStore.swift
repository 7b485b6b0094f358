import CSQLite
import Foundation
import UseCases

/// The embedded default store: one SQLite file holding attractions, the photo catalog and recents.
public final class SQLiteStore {
    /// "OUTN": marks files created by Outings, so a foreign database is refused, not altered.
    static let applicationID: Int = 0x4F55_544E
    static let busyTimeoutMilliseconds: Int32 = 10_000

    let connection: SQLiteConnection
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()

    /// Opens (creating with mode 0600 in a 0700 folder when missing) and migrates the store.
    public init(path: String) throws {
        do {
            try Self.createFileIfMissing(at: path)
            connection = try SQLiteConnection(path: path)
            connection.setBusyTimeout(milliseconds: Self.busyTimeoutMilliseconds)
            // Both reads in one snapshot: another process may be creating this store right now.
            let upToDate = try connection.readTransaction {
                try Self.requireOutingsDatabase(connection)
                return try Self.isMigrated(connection)
            }
            try Self.enableWAL(connection)
            try connection.execute("PRAGMA synchronous = NORMAL")
            try connection.execute("PRAGMA foreign_keys = ON")
            // Most opens find the schema current and skip the write lock altogether.
            if !upToDate { try Self.migrate(connection) }
        } catch {
            throw Self.storeError(error, path: path)
        }
    }

    /// Runs `body` and reports SQLite failures as the StoreError the use cases understand.
    func mapped<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw Self.storeError(error, path: nil)
        }
    }

    static func storeError(_ error: any Error, path: String?) -> any Error {
        guard let sqlite = error as? SQLiteError else { return error }
        let detail = path.map { "\($0): \(sqlite.message)" } ?? sqlite.message
        switch sqlite.storeError {
        case .corrupt: return StoreError.corrupt(detail)
        case .unavailable: return StoreError.unavailable(detail)
        }
    }

    private static func createFileIfMissing(at path: String) throws {
        let files = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !files.fileExists(atPath: folder) {
            do {
                try files.createDirectory(
                    atPath: folder, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
            } catch {
                throw StoreError.unavailable("cannot create folder \(folder)")
            }
        }
        guard !files.fileExists(atPath: path) else { return }
        let descriptor = open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw StoreError.unavailable("cannot create \(path): \(String(cString: strerror(errno)))")
        }
        close(descriptor)
    }

    /// Switching to WAL needs a moment alone with the file, and SQLite reports BUSY at once (without
    /// the busy handler) when another process is opening it too; so retry until the busy timeout.
    private static func enableWAL(_ connection: SQLiteConnection) throws {
        let deadline = Date().addingTimeInterval(Double(busyTimeoutMilliseconds) / 1000)
        while true {
            do {
                let mode = try connection.query("PRAGMA journal_mode").first?.first?.string
                if mode?.lowercased() == "wal" { return }
                try connection.execute("PRAGMA journal_mode = WAL")
                return
            } catch let error as SQLiteError where error.code & 0xFF == SQLITE_BUSY && Date() < deadline {
                usleep(useconds_t.random(in: 2_000...20_000))
            }
        }
    }

    private static func requireOutingsDatabase(_ connection: SQLiteConnection) throws {
        let id = try connection.query("PRAGMA application_id").first?.first?.int ?? 0
        let tables = try connection.query("SELECT count(*) FROM sqlite_master").first?.first?.int ?? 0
        guard id == applicationID || (id == 0 && tables == 0) else {
            throw StoreError.corrupt("not an Outings database (application_id \(id))")
        }
    }

    private static func isMigrated(_ connection: SQLiteConnection) throws -> Bool {
        let hasTable =
            try connection.query(
                "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'"
            ).first?.first?.int == 1
        guard hasTable else { return false }
        let applied = Set(try connection.query("SELECT id FROM schema_migrations").map { $0[0].string })
        return SQLiteMigrations.all.allSatisfy { applied.contains($0.id) }
    }

    private static func migrate(_ connection: SQLiteConnection) throws {
        try connection.writeTransaction {
            // Checked again under the write lock, which is what makes concurrent first use safe.
            try requireOutingsDatabase(connection)
            try connection.execute("PRAGMA application_id = \(applicationID)")
            try connection.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY NOT NULL)")
            let applied = Set(try connection.query("SELECT id FROM schema_migrations").map { $0[0].string })
            for migration in SQLiteMigrations.all where !applied.contains(migration.id) {
                try connection.execute(migration.sql)
                try connection.query("INSERT INTO schema_migrations (id) VALUES (?)", .text(migration.id))
            }
        }
    }
}
