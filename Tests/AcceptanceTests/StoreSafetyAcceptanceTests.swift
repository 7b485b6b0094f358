import Foundation
import OutingsApp
import TestSupport
import Testing

/// Never create, empty or overwrite a store by mistake; refuse what is not understood (a corrupt,
/// foreign or newer store) and leave it as it is.
@Suite(.serialized)
struct StoreSafetyAcceptanceTests {
    /// A store location that does not exist yet, and whether anything of it is on disk.
    enum MissingStore: String, CaseIterable, CustomTestStringConvertible {
        case sqlite, defaults, postgres

        var testDescription: String { rawValue }

        func url(_ cli: OutingsBinary) throws -> String {
            switch self {
            case .sqlite: "sqlite:" + cli.home.appendingPathComponent("typo/guide.sqlite").path
            case .defaults: "defaults:typo"
            case .postgres: try TestPostgres.freshDatabaseURL()
            }
        }

        /// True when the store was created: a file or folder, or the Outings schema.
        func exists(_ cli: OutingsBinary, url: String) throws -> Bool {
            switch self {
            case .sqlite: FileManager.default.fileExists(atPath: cli.home.appendingPathComponent("typo").path)
            case .defaults:
                FileManager.default.fileExists(atPath: cli.home.appendingPathComponent(".config").path)
            case .postgres:
                try TestPostgres.query(url, "SELECT to_regclass('schema_migrations') IS NOT NULL") == "t"
            }
        }
    }

    @Test(arguments: MissingStore.allCases)
    func transferFromAStoreThatDoesNotExistIsSixtySixAndTouchesNothing(source: MissingStore) throws {
        let cli = try OutingsBinary()
        let target = "sqlite:" + cli.home.appendingPathComponent("guide.sqlite").path
        try cli.run(["attractions", "add", "--name", "Mine", "--store", target])
        let before = try cli.run(["attractions", "list", "--json", "--store", target]).stdout
        let from = try source.url(cli)

        let result = try cli.run(["transfer", "--from", from, "--to", target, "--replace"])

        #expect(result.status == 66)
        #expect(result.stderr.hasPrefix("outings: no Outings store at "))
        #expect(try cli.run(["attractions", "list", "--json", "--store", target]).stdout == before)
        #expect(try !source.exists(cli, url: from))
    }

    /// There is nothing to verify: `check` of a store that does not exist says so as a transfer
    /// source does, in text and JSON alike, and creates nothing.
    @Test(arguments: MissingStore.allCases, [["check"], ["check", "--json"]])
    func checkOfAStoreThatDoesNotExistIsSixtySixAndCreatesNothing(store: MissingStore, command: [String])
        throws
    {
        let cli = try OutingsBinary()
        let url = try store.url(cli)

        let result = try cli.run(command + ["--store", url])

        #expect(result.status == 66)
        #expect(result.stderr.hasPrefix("outings: no Outings store at "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        #expect(result.stdout.isEmpty)
        #expect(try !store.exists(cli, url: url))
    }

    @Test func checkOfTheDefaultStoreBeforeAnyWriteIsSixtySixNamingIt() throws {
        let cli = try OutingsBinary()

        let result = try cli.run(["check"])
        let memory = try cli.run(["check", "--store", "memory:"])

        #expect(result.status == 66)
        #expect(result.stderr == "outings: no Outings store at \(cli.storePath)\n")
        #expect(memory.status == 66)
        #expect(!FileManager.default.fileExists(atPath: cli.home.appendingPathComponent(".local").path))
    }

    /// From the catalog, so a new read command is covered without editing a list here.
    static let readCommands = CommandCatalog.storeReadingCommandLines

    /// The read commands docs/stores.md names must be among them: the derived list cannot quietly shrink.
    @Test func theDerivedReadCommandsIncludeEveryReadCommandTheStoresDocNames() {
        let documented: [[String]] = [
            ["places"], ["recents"], ["attractions", "list"], ["places", "--json"],
            ["attractions", "list", "--json"], ["recents", "--json"],
        ]
        #expect(documented.filter { !Self.readCommands.contains($0) } == [])
        #expect(
            !Self.readCommands.contains {
                $0.first == "transfer" || $0.first == "check" || $0 == ["attractions", "add"]
            })
    }

    /// Naming a place or attraction that is not there is 66 on any store, and creates nothing.
    @Test(
        arguments: MissingStore.allCases,
        [["places", "photos", "nowhere"], ["attractions", "show", "nobody"]])
    func aReadOfAMissingRecordOnAStoreThatDoesNotExistCreatesNothing(store: MissingStore, command: [String])
        throws
    {
        let cli = try OutingsBinary()
        let url = try store.url(cli)

        let result = try cli.run(command + ["--store", url])

        #expect(result.status == 66)
        #expect(try !store.exists(cli, url: url))
    }

    @Test(arguments: MissingStore.allCases, readCommands)
    func aReadCommandOnAStoreThatDoesNotExistShowsTheEmptyStateAndCreatesNothing(
        store: MissingStore, command: [String]
    ) throws {
        let cli = try OutingsBinary()
        let url = try store.url(cli)

        let result = try cli.run(command + ["--store", url])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(try !store.exists(cli, url: url))
    }

    @Test func theDefaultStoreIsNotCreatedByAReadEither() throws {
        let cli = try OutingsBinary()
        let result = try cli.run(["attractions", "list"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("No attractions yet."))
        #expect(!FileManager.default.fileExists(atPath: cli.home.appendingPathComponent(".local").path))
    }

    @Test func aStoreInAFolderTheUserCannotWriteCanStillBeRead() throws {
        let cli = try OutingsBinary()
        let folder = cli.home.appendingPathComponent("shared")
        let store = "sqlite:" + folder.appendingPathComponent("guide.sqlite").path
        try cli.run(["attractions", "add", "--name", "Readable", "--store", store])
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: cli.home.path)
        // Root may write anywhere, so when the tests run as root the store becomes nobody's and
        // nobody reads it; either way its owner cannot write the folder.
        let asOtherUser = getuid() == 0 ? "runuser -u nobody -- " : ""
        if getuid() == 0 {
            for path in try FileManager.default.contentsOfDirectory(atPath: folder.path).map({
                folder.appendingPathComponent($0).path
            }) + [folder.path] {
                try FileManager.default.setAttributes([.ownerAccountID: 65534], ofItemAtPath: path)
            }
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        }

        let result = try cli.run(
            ["-c", "\(asOtherUser)'\(OutingsBinary.executable.path)' attractions list --store '\(store)'"],
            executable: URL(fileURLWithPath: "/bin/sh"))

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Readable"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["guide.sqlite"])
    }

    @Test(arguments: ["file:/tmp/x?mode=memory", "file:guide.sqlite", "FILE:x", "//file:x?vfs=memdb"])
    func sqliteTakesFilePathsNeverURIs(path: String) throws {
        let cli = try OutingsBinary()
        let result = try cli.run(
            [
                "-c",
                "cd '\(cli.home.path)' && '\(OutingsBinary.executable.path)' attractions add --name X --store 'sqlite:\(path)'",
            ],
            executable: URL(fileURLWithPath: "/bin/sh"))

        #expect(result.status == 64)
        #expect(result.stderr.contains("not a SQLite URI"))
        let created = try FileManager.default.contentsOfDirectory(atPath: cli.home.path).filter {
            $0.lowercased().hasPrefix("file")
        }
        #expect(created.isEmpty)
    }

    @Test func aRelativeSqlitePathIsAFileInTheCurrentFolder() throws {
        let cli = try OutingsBinary()
        let result = try cli.run(
            [
                "-c",
                "cd '\(cli.home.path)' && '\(OutingsBinary.executable.path)' attractions add --name X --store sqlite:guide.sqlite",
            ],
            executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: cli.home.appendingPathComponent("guide.sqlite").path))
    }

    @Test(arguments: [SharedStore.sqlite, .postgres])
    func aStoreWithAMigrationFromANewerOutingsIsRefusedAndNotWritten(backend: SharedStore) throws {
        let cli = try OutingsBinary()
        let store = try backend.url(home: cli.home)
        try cli.run(["attractions", "add", "--name", "Old", "--store", store])
        let insert = "INSERT INTO schema_migrations (id) VALUES ('2099-01-01-from-the-future')"
        if backend == .sqlite {
            try SQLiteShell.run(String(store.dropFirst("sqlite:".count)), insert)
        } else {
            try TestPostgres.psql(store, insert)
        }
        let before = try dump(backend, store)

        for command in [["attractions", "add", "--name", "New"], ["attractions", "list"], ["check"]] {
            let result = try cli.run(command + ["--store", store])
            #expect(result.status == 74)
            #expect(
                result.stderr
                    == "outings: this store was written by a newer version of Outings (unknown migration 2099-01-01-from-the-future)\n"
            )
        }
        #expect(try dump(backend, store) == before)
    }

    @Test func aPlistOfANewerFormatIsRefusedAndNotWritten() throws {
        let cli = try OutingsBinary()
        try cli.run(["attractions", "add", "--name", "Old", "--store", "defaults:guide"])
        let plist = cli.home.appendingPathComponent(".config/guide.plist")
        try NewerPlist.mark(plist, format: 2)
        let before = try Data(contentsOf: plist)

        let result = try cli.run(["attractions", "add", "--name", "New", "--store", "defaults:guide"])

        #expect(result.status == 74)
        #expect(result.stderr.contains("written by a newer version of Outings (property list format 2)"))
        #expect(try Data(contentsOf: plist) == before)
    }

    @Test func aCorruptSQLitePageIsSeventyFourOnReadAndCheckAndNothingChanges() throws {
        let cli = try OutingsBinary()
        let path = cli.home.appendingPathComponent("guide.sqlite").path
        let store = "sqlite:" + path
        for number in 1...150 {
            try cli.run([
                "attractions", "add", "--name", "Attraction \(number) " + String(repeating: "x", count: 150),
                "--store", store,
            ])
        }
        // Everything into the main file, then garbage over the attractions table's leaf pages
        // (found with SQLite's dbstat, not guessed from the layout: the schema itself spans
        // several pages, placed wherever the tables created late put them).
        _ = try SQLiteShell.run(path, "PRAGMA wal_checkpoint(TRUNCATE)")
        let pageSize = try #require(UInt64(try SQLiteShell.run(path, "PRAGMA page_size").filter(\.isNumber)))
        let leaves = try SQLiteShell.run(
            path, "SELECT pageno FROM dbstat WHERE name = 'attractions' AND pagetype = 'leaf'"
        ).split(separator: "\n").compactMap { UInt64($0) }
        try #require(leaves.count > 1)
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        for page in leaves {
            try handle.seek(toOffset: (page - 1) * pageSize)
            try handle.write(contentsOf: Data(repeating: 0xA5, count: Int(pageSize)))
        }
        try handle.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        let listed = try cli.run(["attractions", "list", "--store", store])
        let added = try cli.run(["attractions", "add", "--name", "More", "--store", store])
        let checked = try cli.run(["check", "--store", store])

        #expect(listed.status == 74)
        #expect(added.status == 74)
        #expect(checked.status == 74)
        #expect(checked.stdout.hasPrefix("problem: "))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test(arguments: SharedStore.allCases)
    func checkSaysOkForASoundStoreInTextAndJSON(backend: SharedStore) throws {
        let cli = try OutingsBinary()
        let store = try backend.url(home: cli.home)
        try cli.run(["demo", "--store", store])

        let text = try cli.run(["check", "--store", store])
        let json = try cli.run(["check", "--json", "--store", store])

        #expect(text.status == 0)
        #expect(text.stdout == "ok\n")
        #expect((try json.json() as? [String: Any])?["ok"] as? Bool == true)
    }

    @Test(arguments: SharedStore.allCases)
    func fourConcurrentDemosLeaveTheSampleExactlyOnce(backend: SharedStore) throws {
        let cli = try OutingsBinary()
        let store = try backend.url(home: cli.home)

        let results = try cli.runConcurrently(
            4, script: #""$OUTINGS" demo"#, environment: ["OUTINGS_STORE": store])
        let listed = try #require(
            try cli.run(["attractions", "list", "--json", "--store", store]).json() as? [[String: Any]])

        #expect(results.map(\.0) == [0, 0, 0, 0], "\(results.map(\.1))")
        #expect(listed.count == 12)
        #expect(Set(listed.compactMap { $0["id"] as? String }).count == 12)
        #expect(try cli.run(["places", "--json", "--store", store]).json() as? [Any] != nil)
    }

    @Test func demoNeverBringsBackAnAttractionTheUserRemoved() throws {
        let cli = try OutingsBinary()
        try cli.run(["demo"])
        let first = try #require(
            (try cli.run(["attractions", "list", "--json"]).json() as? [[String: Any]])?.first?["id"]
                as? String)
        try cli.run(["attractions", "remove", first, "--yes"])

        try cli.run(["demo"])

        let ids = try #require(try cli.run(["attractions", "list", "--json"]).json() as? [[String: Any]])
            .compactMap { $0["id"] as? String }
        #expect(ids.count == 11)
        #expect(!ids.contains(first))
    }

    @Test func anEditBegunBeforeARemoveConflictsEvenAfterTheSameIDIsBroughtBack() throws {
        let cli = try OutingsBinary()
        let source = "sqlite:" + cli.home.appendingPathComponent("sample.sqlite").path
        try cli.run(["demo"])
        try cli.run(["demo", "--store", source])
        let id = try #require(
            (try cli.run(["attractions", "list", "--json"]).json() as? [[String: Any]])?.first?["id"]
                as? String)
        let session = try InteractiveRun(["attractions", "edit", id], home: cli.home)
        session.send("show")
        _ = session.awaitOutput()

        try cli.run(["attractions", "remove", id, "--yes"])
        // The sample store still holds the same id at version 1, the version the edit began from.
        let transfer = try cli.run([
            "transfer", "--from", source, "--to", "sqlite:" + cli.storePath, "--replace",
        ])
        session.send("set name Overwritten")
        session.send("save")
        let result = try session.finish()

        #expect(transfer.status == 0)
        #expect(result.status == 75)
        let name =
            (try cli.run(["attractions", "show", id, "--json"]).json() as? [String: Any])?["name"] as? String
        #expect(name != "Overwritten")
    }

    private func dump(_ backend: SharedStore, _ store: String) throws -> String {
        backend == .sqlite
            ? try SQLiteShell.run(String(store.dropFirst("sqlite:".count)), ".dump")
            : try TestPostgres.query(
                store, "SELECT string_agg(id || name || version, ',' ORDER BY id) FROM attractions")
    }
}

/// The sample is compiled in: a binary copied away from its build folder still runs `demo`.
struct CopiedBinaryAcceptanceTests {
    @Test func aBinaryCopiedAnywhereRunsTheDemo() throws {
        let cli = try OutingsBinary()
        let copy = cli.home.appendingPathComponent("bin/outings")
        try FileManager.default.createDirectory(
            at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: OutingsBinary.executable, to: copy)

        let demo = try cli.run(["demo"], executable: copy)
        let listed = try cli.run(["attractions", "list", "--json"], executable: copy)

        #expect(demo.status == 0, "\(demo.stderr)")
        #expect((try listed.json() as? [Any])?.count == 12)
    }
}

/// `sqlite:~/x` is in $HOME, as the shell would expand it, not the password database's home.
struct TildeAcceptanceTests {
    @Test func aTildeInASqlitePathIsHomeFromTheEnvironment() throws {
        let cli = try OutingsBinary()
        let result = try cli.run(["attractions", "add", "--name", "X", "--store", "sqlite:~/tilde.sqlite"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: cli.home.appendingPathComponent("tilde.sqlite").path))
    }
}
