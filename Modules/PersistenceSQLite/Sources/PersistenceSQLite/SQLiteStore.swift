import CSQLite
import Domain
import PersistenceSQL
import Platform
import PlatformFoundation
import UseCases

#if canImport(Glibc)
    import Glibc
#endif

/// The embedded default store: one SQLite file holding attractions, the photo catalog and recents.
///
/// `Sendable` and internally serialized: the store owns one connection and every method runs
/// under the store's lock (taken in `mapped`, which every public method goes through), so many
/// tasks may share one store and each call is one transaction, never interleaved with another
/// thread's. Other processes are kept apart by SQLite's own file locks (WAL, `BEGIN IMMEDIATE`,
/// the busy timeout). `@unchecked` because the compiler cannot see that the lock guards the
/// connection, which SQLite (opened `NOMUTEX`) lets only one thread use at a time.
public final class SQLiteStore: @unchecked Sendable {
    /// "OUTN": marks files created by Outings, so a foreign database is refused, not altered.
    static let applicationID: Int = 0x4F55_544E
    /// How long a statement waits for another connection's lock before `StoreError.busy`.
    public static let defaultBusyTimeout: Duration = .seconds(10)

    let connection: SQLiteConnection
    /// The select lists of a photo's and a place's fields: the current columns, or the same
    /// fields read from what an earlier schema holds when a read-only open found a store without
    /// the migrations in `SQLMigrationID.readableWithout` (which only a write may apply).
    public let schema: SQLSchema
    /// Recursive because whole-store operations (`guide`, `problems`, `replaceGuide`) call the
    /// single-area methods, which take it again.
    private let lock = RecursiveLock()

    /// How a command opens the store.
    public enum Access: Sendable {
        /// Read and write; a missing file is created (mode 0600, in a 0700 folder) and migrated.
        case readWrite
        /// Never creates or changes anything: a missing or empty file is `StoreError.missing`, and
        /// a store in a folder this user cannot write is still read. Every read of the store, from
        /// its opening on, comes from one snapshot (a read transaction held as long as the store),
        /// so what one command reads agrees with itself whatever other processes write meanwhile.
        case readOnly
    }

    /// Opens the store at `path` (a file path, never a SQLite URI; a relative path is taken from
    /// the current folder). A store written by a newer Outings is refused with
    /// `StoreError.newerVersion` before anything is written. A lock another process holds for
    /// longer than `lockWait` is `StoreError.busy`.
    public init(path: String, access: Access = .readWrite, lockWait: Duration = defaultBusyTimeout) throws {
        let path = Self.absolute(path)
        let busyTimeout = Self.milliseconds(lockWait)
        do {
            switch access {
            case .readWrite:
                try Self.createFileIfMissing(at: path)
                connection = try Self.openForWriting(path, busyTimeout: busyTimeout)
                schema = .current
            case .readOnly:
                (connection, schema) = try Self.openForReading(path, busyTimeout: busyTimeout)
            }
        } catch {
            throw Self.storeError(error, path: path)
        }
    }

    /// Whole milliseconds, as SQLite counts them, at least one and at most what an Int32 holds.
    static func milliseconds(_ wait: Duration) -> Int32 {
        Int32(clamping: max(1, wait.wholeMilliseconds))
    }

    private static func openForWriting(_ path: String, busyTimeout: Int32) throws -> SQLiteConnection {
        let connection = try SQLiteConnection(path: path)
        connection.setBusyTimeout(milliseconds: busyTimeout)
        // Both reads in one snapshot: another process may be creating this store right now.
        let schema = try connection.readTransaction {
            try Self.requireOutingsDatabase(connection)
            return try Self.schemaState(connection)
        }
        try Self.enableWAL(connection, busyTimeout: busyTimeout)
        try connection.execute("PRAGMA synchronous = NORMAL")
        try connection.execute("PRAGMA foreign_keys = ON")
        // Most opens find the schema current and skip the write lock altogether.
        if schema != .current { try Self.migrate(connection) }
        return connection
    }

    /// The connection and the select lists of a photo's and a place's fields in the schema found.
    private static func openForReading(_ path: String, busyTimeout: Int32) throws -> (
        SQLiteConnection, SQLSchema
    ) {
        guard FileManager.default.fileExists(atPath: path) else { throw StoreError.missing(path) }
        let connection: SQLiteConnection
        let schema: SchemaState
        do {
            (connection, schema) = try readableConnection(path, immutable: false, busyTimeout: busyTimeout)
        } catch let error as SQLiteError
            where [SQLITE_CANTOPEN, SQLITE_READONLY].contains(error.code & 0xFF)
        {
            // A WAL store needs its -shm file; in a folder this user cannot write, SQLite cannot
            // create it (SQLITE_READONLY_CANTINIT or SQLITE_CANTOPEN). Nobody without write access to the folder can be writing the store, so
            // reading it as immutable is safe there.
            (connection, schema) = try readableConnection(path, immutable: true, busyTimeout: busyTimeout)
        }
        switch schema {
        case .current: return (connection, .current)
        case .empty: throw StoreError.missing(path)
        // Read as it is: the file is not changed, and the next write migrates it.
        case .readableUnmigrated(let selects): return (connection, selects)
        // A store older still: upgrading it changes the file's contents but creates nothing.
        case .needsMigration:
            return (try openForWriting(path, busyTimeout: busyTimeout), .current)
        }
    }

    private static func readableConnection(_ path: String, immutable: Bool, busyTimeout: Int32) throws -> (
        SQLiteConnection, SchemaState
    ) {
        let connection = try SQLiteConnection(path: path, readOnly: true, immutable: immutable)
        connection.setBusyTimeout(milliseconds: busyTimeout)
        // Never committed: the snapshot the first read takes lasts until the connection closes,
        // and every later read joins it (`readTransaction`).
        try connection.execute("BEGIN")
        try Self.requireOutingsDatabase(connection)
        return (connection, try Self.schemaState(connection))
    }

    /// SQLite reads a name that starts with "file:" as a URI when built with SQLITE_USE_URI (as
    /// Debian's is); an absolute path never is one.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// Runs `body` holding the store's lock (the one place the connection is shared between
    /// threads) and reports SQLite failures as the StoreError the use cases understand.
    func mapped<T>(_ body: () throws -> T) throws -> T {
        try lock.withLock {
            do {
                return try body()
            } catch {
                throw Self.storeError(error, path: nil)
            }
        }
    }

    static func storeError(_ error: any Error, path: String?) -> any Error {
        guard let sqlite = error as? SQLiteError else { return error }
        let detail = path.map { "\($0): \(sqlite.message)" } ?? sqlite.message
        switch sqlite.storeError {
        case .corrupt: return StoreError.corrupt(detail)
        case .busy: return StoreError.busy(detail)
        case .unavailable: return StoreError.unavailable(detail)
        }
    }

    private static func createFileIfMissing(at path: String) throws {
        let files = FileManager.default
        let folder = PathText.parentFolder(of: path)
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
    private static func enableWAL(_ connection: SQLiteConnection, busyTimeout: Int32) throws {
        let deadline = Date().addingTimeInterval(Double(busyTimeout) / 1000)
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

    enum SchemaState: Equatable {
        case empty, needsMigration, current
        /// Every migration applied but some of `SQLMigrationID.readableWithout`: read through
        /// these select lists.
        case readableUnmigrated(SQLSchema)
    }

    /// Where the schema stands against this build's migrations. An id this build does not know
    /// means a newer Outings wrote the store: refused, so this build never writes over its data.
    /// An id that is not text is damage (no Outings writes one), refused as such.
    static func schemaState(_ connection: SQLiteConnection) throws -> SchemaState {
        let hasTable =
            try connection.query(
                "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'"
            ).first?.first?.int == 1
        guard hasTable else { return .empty }
        let rows = try connection.query("SELECT id, typeof(id), rowid FROM schema_migrations ORDER BY rowid")
        let mistyped = rows.filter { $0[1].string != "text" }
        if let first = mistyped.first {
            throw StoreError.corrupt(
                SQLiteStorageClass(name: "text", nullable: false).problem(
                    "schema_migrations", "id", holds: first[1].string, rows: mistyped.count,
                    first: "rowid \(first[2].string)"))
        }
        let applied = Set(rows.map { $0[0].string })
        let known = Set(SQLiteMigrations.all.map(\.id))
        if let unknown = applied.subtracting(known).sorted().last {
            throw StoreError.newerVersion("unknown migration \(unknown)")
        }
        let missing = known.subtracting(applied)
        if missing.isEmpty { return .current }
        return missing.isSubset(of: SQLMigrationID.readableWithout)
            ? .readableUnmigrated(SQLSchema.sqlite(missing: missing)) : .needsMigration
    }

    private static func migrate(_ connection: SQLiteConnection) throws {
        try connection.writeTransaction {
            // Checked again under the write lock, which is what makes concurrent first use safe.
            try requireOutingsDatabase(connection)
            _ = try schemaState(connection)
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
