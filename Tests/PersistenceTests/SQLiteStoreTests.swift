import Domain
import Foundation
import PersistenceSQLite
import TestSupport
import Testing
import UseCases

struct SQLiteStoreTests {
    @Test func dataSurvivesClosingAndReopening() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("outings.sqlite")
        do {
            let store = try SQLiteStore(path: path)
            try store.add(Attraction(id: "a", name: "Kept"))
            try store.updateRecents { _ in [Photo(id: "1", title: "Seen")] }
        }

        let reopened = try SQLiteStore(path: path)

        #expect(try reopened.attractions().map(\.name) == ["Kept"])
        #expect(try reopened.recents().map(\.title) == ["Seen"])
    }

    /// A store damaged by hand so that two rows share an id (its primary key dropped): removing
    /// that id takes neither row, where a delete by id would silently take both.
    @Test func removingAnIDTwoDamagedRowsShareChangesNothing() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("outings.sqlite")
        let store = try SQLiteStore(path: path)
        for id in ["a", "b", "c"] { try store.add(Attraction(id: id, name: id.uppercased())) }
        try SQLiteShell.run(
            path,
            """
            PRAGMA writable_schema = ON;
            UPDATE sqlite_schema SET sql = replace(sql, 'id TEXT PRIMARY KEY NOT NULL,', 'id TEXT NOT NULL,')
                WHERE name = 'attractions';
            DELETE FROM sqlite_schema WHERE name = 'sqlite_autoindex_attractions_1';
            """)
        try SQLiteShell.run(path, "VACUUM")
        try SQLiteShell.run(
            path,
            """
            INSERT INTO attractions (id, name, type, inside, description, website, version, order_key)
            SELECT id, 'Again', type, inside, description, website, version, order_key + 5
            FROM attractions WHERE id = 'b'
            """)
        let before = try SQLiteShell.run(path, "SELECT id, name FROM attractions ORDER BY order_key")

        let reopened = try SQLiteStore(path: path)
        #expect(throws: StoredIDs.repeated("b")) { try reopened.remove(id: "b") }

        #expect(try SQLiteShell.run(path, "SELECT id, name FROM attractions ORDER BY order_key") == before)
    }

    @Test func createsTheFileReadableOnlyByItsOwnerInAPrivateFolder() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("nested/data/outings.sqlite")

        _ = try SQLiteStore(path: path)

        #expect(try permissions(of: path) == 0o600)
        #expect(try permissions(of: folder.path("nested/data")) == 0o700)
    }

    @Test func aFileThatIsNotADatabaseIsReportedCorruptAndLeftUntouched() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("outings.sqlite")
        let garbage = Data((0..<4096).map { UInt8($0 % 251) })
        try garbage.write(to: URL(fileURLWithPath: path))

        #expect { try SQLiteStore(path: path) } throws: { error in
            guard case StoreError.corrupt = error else { return false }
            return true
        }
        #expect(FileManager.default.contents(atPath: path) == garbage)
    }

    @Test func anotherProgramsDatabaseIsRefusedAndNotAltered() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("other.sqlite")
        let create = Process()
        create.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        create.arguments = [path, "CREATE TABLE notes(text); INSERT INTO notes VALUES ('mine');"]
        try create.run()
        create.waitUntilExit()
        let before = FileManager.default.contents(atPath: path)

        #expect { try SQLiteStore(path: path) } throws: { error in
            guard case StoreError.corrupt(let detail) = error else { return false }
            return detail.contains("not an Outings database")
        }
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test func aFolderInsteadOfAFileIsUnavailable() throws {
        let folder = try TemporaryFolder()

        #expect { try SQLiteStore(path: folder.url.path) } throws: { error in
            guard case StoreError.unavailable = error else { return false }
            return true
        }
    }

    @Test func migrationsAreRecordedOnceAcrossOpens() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("outings.sqlite")
        _ = try SQLiteStore(path: path)
        _ = try SQLiteStore(path: path)

        let output = try sqlite3(path, "SELECT count(*) FROM schema_migrations; PRAGMA journal_mode;")

        // One row per migration SQLiteMigrations declares , not one per open.
        #expect(output == "13\nwal\n")
    }

    @Test func concurrentConnectionsLoseNoAttractionAndNoRecent() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("outings.sqlite")
        _ = try SQLiteStore(path: path)
        let failures = Counter()

        DispatchQueue.concurrentPerform(iterations: 4) { writer in
            do {
                let store = try SQLiteStore(path: path)
                for item in 0..<25 {
                    try store.add(Attraction(id: "w\(writer)-\(item)", name: "Outing \(item)"))
                    try store.updateRecents {
                        RecentsPolicy().recording(Photo(id: "w\(writer)-\(item)"), in: $0)
                    }
                }
            } catch {
                failures.increment()
            }
        }

        let store = try SQLiteStore(path: path)
        let attractions = try store.attractions()
        let recents = try store.recents()
        #expect(failures.value == 0)
        #expect(attractions.count == 100)
        #expect(attractions.map(\.position) == Array(1...100))
        #expect(recents.count == 20)
        #expect(Set(recents.map(\.id)).count == 20)
        // Recents are the last 20 shows in commit order, so each writer's entries are the newest
        // run of its own shows: item 24, 23, ... with no gap.
        for writer in 0..<4 {
            let items = recents.map(\.id).filter { $0.hasPrefix("w\(writer)-") }
            let expected = (0..<items.count).map { "w\(writer)-\(24 - $0)" }
            #expect(items == expected)
        }
    }

    private func permissions(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    private func sqlite3(_ path: String, _ sql: String) throws -> String {
        try SQLiteShell.run(path, sql)
    }
}

/// A thread-safe count of failures in concurrent work.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

extension SQLiteStoreTests {
    @Test func manyConnectionsOpeningANewStoreAtOnceMakeOneSchemaWithoutError() throws {
        for _ in 0..<20 {
            let folder = try TemporaryFolder()
            let path = folder.path("new.sqlite")
            let failures = Counter()

            DispatchQueue.concurrentPerform(iterations: 6) { _ in
                do {
                    try SQLiteStore(path: path).add(Attraction(id: UUID().uuidString, name: "First"))
                } catch {
                    failures.increment()
                }
            }

            #expect(failures.value == 0)
            #expect(try SQLiteStore(path: path).attractions().count == 6)
        }
    }
}

extension SQLiteStoreTests {
    @Test func openingAndReadingWhileAnotherProcessHoldsTheWriteLockSucceeds() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("outings.sqlite")
        try SQLiteStore(path: path).add(Attraction(id: "a", name: "Readable"))
        let writer = Process()
        let input = Pipe()
        let output = Pipe()
        writer.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        writer.arguments = [path]
        writer.standardInput = input
        writer.standardOutput = output
        try writer.run()
        defer {
            kill(writer.processIdentifier, SIGKILL)
            writer.waitUntilExit()
        }
        input.fileHandleForWriting.write(Data("BEGIN IMMEDIATE;\nSELECT 'locked';\n".utf8))
        _ = output.fileHandleForReading.availableData  // the write lock is now held

        // An open that took the write lock to check migrations would wait out the busy timeout
        // and fail with "database is locked"; a current schema needs only a read.
        let names = try SQLiteStore(path: path).attractions().map(\.name)

        #expect(names == ["Readable"])
    }
}
