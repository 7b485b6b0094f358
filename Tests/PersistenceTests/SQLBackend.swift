import Foundation
import PersistencePostgres
import PersistenceSQLite
import TestSupport
import Testing
import UseCases

/// The backends that keep rows in SQL tables, each with an independent client (the `sqlite3` and
/// `psql` programs) to write and read those rows behind the store's back.
enum SQLBackend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { rawValue }

    /// A new, migrated, empty store, reachable both through the adapter and through SQL.
    struct Database {
        let backend: SQLBackend
        let location: String
        /// Keeps a SQLite file's folder until the test ends.
        let folder: TemporaryFolder?

        /// A new adapter on the same database, as the next process to open it would get.
        func open() throws -> Stores {
            switch backend {
            case .sqlite: Stores(try SQLiteStore(path: location))
            case .postgres: Stores(try PostgresStore(url: location))
            }
        }

        /// An adapter opened read-only, as a read command opens the store.
        func openReadOnly() throws -> Stores {
            switch backend {
            case .sqlite: Stores(try SQLiteStore(path: location, access: .readOnly))
            case .postgres: Stores(try PostgresStore(url: location, access: .readOnly))
            }
        }

        func execute(_ sql: String) throws {
            switch backend {
            case .sqlite: try SQLiteShell.run(location, sql)
            case .postgres: try TestPostgres.psql(location, sql)
            }
        }

        /// Runs `read` on a read-only open and expects that it changed nothing: no migration
        /// recorded and, for SQLite, not one byte of the file.
        func expectReadOnlyOpenChangesNothing(_ read: (Stores) throws -> Void) throws {
            let migrations = try value("SELECT count(*) FROM schema_migrations")
            let bytes = backend == .sqlite ? try Data(contentsOf: URL(fileURLWithPath: location)) : nil

            try read(try openReadOnly())

            #expect(try value("SELECT count(*) FROM schema_migrations") == migrations)
            if let bytes { #expect(try Data(contentsOf: URL(fileURLWithPath: location)) == bytes) }
        }

        /// The first column of the first row, as text.
        func value(_ sql: String) throws -> String {
            switch backend {
            case .sqlite:
                try SQLiteShell.run(location, sql).trimmingCharacters(in: .whitespacesAndNewlines)
            case .postgres: try TestPostgres.query(location, sql)
            }
        }
    }

    func makeDatabase() throws -> Database {
        switch self {
        case .sqlite:
            let folder = try TemporaryFolder()
            let database = Database(backend: self, location: folder.path("outings.sqlite"), folder: folder)
            _ = try database.open()
            return database
        case .postgres:
            let database = Database(backend: self, location: try TestPostgres.freshDatabaseURL(), folder: nil)
            _ = try database.open()
            return database
        }
    }
}
