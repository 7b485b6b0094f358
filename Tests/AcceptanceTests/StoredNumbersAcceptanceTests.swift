import Foundation
import TestSupport
import Testing

/// Stored numbers at their limits (docs/stores.md, "Stored numbers"): stores tampered with sqlite3, psql or
/// a hand-written plist. `check` lists what is outside the ranges Outings writes; a command that
/// would compute with such a value exits 74 with one line and changes nothing (compared with a
/// dump taken by sqlite3 / psql / the file's bytes, never through Outings); nothing traps.
@Suite(.serialized)
struct StoredNumbersAcceptanceTests {
    static let keyRange = "0...4611686018427387903"
    static let versionRange = "1...2147483647"
    static let damaged = "outings: store is corrupt or not an Outings store: "
    static let unchanged = "; nothing was changed (see outings check)\n"

    /// A store holding attractions A, B and C (in that order) on `backend`, and their ids.
    struct Seeded {
        let backend: SharedStore
        let cli: OutingsBinary
        let url: String
        let ids: [String]

        init(_ backend: SharedStore) throws {
            let cli = try OutingsBinary()
            let url = try backend.url(home: cli.home)
            ids = try ["A", "B", "C"].map { name in
                let added = try cli.run(["attractions", "add", "--name", name, "--json", "--store", url])
                return try #require((try added.json() as? [String: Any])?["id"] as? String)
            }
            (self.backend, self.cli, self.url) = (backend, cli, url)
        }

        var sqlitePath: String { String(url.dropFirst("sqlite:".count)) }
        var plist: URL { cli.home.appendingPathComponent(".config/shared.plist") }

        /// Changes the store behind Outings' back.
        func tamper(_ sql: String) throws {
            switch backend {
            case .sqlite: try SQLiteShell.run(sqlitePath, sql)
            case .postgres: try TestPostgres.psql(url, sql)
            case .defaults: Issue.record("a plist is tampered with tamperPlist")
            }
        }

        /// Rewrites the plist with `change` applied to its root dictionary (as another program would).
        func tamperPlist(_ change: (inout [String: Any]) -> Void) throws {
            var root = try #require(
                try PropertyListSerialization.propertyList(from: Data(contentsOf: plist), format: nil)
                    as? [String: Any])
            change(&root)
            try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0).write(
                to: plist)
        }

        /// Everything Outings keeps about attractions and recents, read without Outings.
        func dump() throws -> String {
            switch backend {
            case .sqlite:
                return try SQLiteShell.run(sqlitePath, ".dump")
            case .postgres:
                return try TestPostgres.query(
                    url,
                    """
                    SELECT concat_ws(' / ',
                        (SELECT string_agg(concat_ws('|', id, name, type, inside, description, website, order_key,
                            version), ',' ORDER BY id) FROM attractions),
                        (SELECT string_agg(bucket || ':' || size, ',' ORDER BY bucket) FROM attraction_buckets),
                        (SELECT string_agg(id || ':' || version, ',' ORDER BY id) FROM removed_attractions),
                        (SELECT string_agg(version::text, ',') FROM recents_state),
                        (SELECT string_agg(rank || ':' || id, ',' ORDER BY rank) FROM recents))
                    """)
            case .defaults:
                return try Data(contentsOf: plist).base64EncodedString()
            }
        }

        func run(_ arguments: [String]) throws -> OutingsBinary.Result {
            try cli.run(arguments + ["--store", url])
        }
    }

    @Test(arguments: [SharedStore.sqlite, .postgres])
    func anOrderKeyPastTheRangeIsListedByCheckAndStopsEveryAddAndMove(backend: SharedStore) throws {
        let store = try Seeded(backend)
        let (a, c) = (store.ids[0], store.ids[2])
        // The key the hostile pass used: an add would have computed key + 1024 past Int64.max.
        try store.tamper("UPDATE attractions SET order_key = 9223372036854774807 WHERE id = '\(c)'")
        let before = try store.dump()
        let problem = "attraction \(c) has order key 9223372036854774807, outside \(Self.keyRange)"
        let met =
            Self.damaged + "an attraction has order key 9223372036854774807, outside \(Self.keyRange)"
            + Self.unchanged

        let checked = try store.run(["check"])
        let json = try store.run(["check", "--json"])
        let added = try store.run(["attractions", "add", "--name", "D"])
        let movedDown = try store.run(["attractions", "move", a, "--to", "3"])
        let movedNextToIt = try store.run(["attractions", "move", a, "--to", "2"])
        let listed = try store.run(["attractions", "list", "--json"])

        #expect(checked.status == 74)
        #expect(checked.stdout == "problem: \(problem)\n")
        #expect(json.status == 74)
        #expect((try json.json() as? [String: Any])?["problems"] as? [String] == [problem])
        for result in [added, movedDown, movedNextToIt] {
            #expect(result.status == 74)
            #expect(result.stderr == met)
        }
        #expect(listed.status == 0)
        #expect((try listed.json() as? [[String: Any]])?.compactMap { $0["id"] as? String } == store.ids)
        #expect(try store.dump() == before)
    }

    /// Keys at either end of the range are Outings' own: an add after the last key, or a move in
    /// front of the first, respaces the list (keys base + position * 1024) instead of leaving it.
    @Test(arguments: [SharedStore.sqlite, .postgres])
    func keysAtTheEndsOfTheRangeAreRespacedNotOverflowed(backend: SharedStore) throws {
        let store = try Seeded(backend)
        let (a, b, c) = (store.ids[0], store.ids[1], store.ids[2])
        try store.tamper(
            """
            UPDATE attractions SET order_key = 0 WHERE id = '\(a)';
            UPDATE attractions SET order_key = 4611686018427387903 WHERE id = '\(c)'
            """)
        try #require(store.run(["check"]).stdout == "ok\n")

        let added = try store.run(["attractions", "add", "--name", "D", "--json"])
        let d = try #require((try added.json() as? [String: Any])?["id"] as? String)
        try store.tamper("UPDATE attractions SET order_key = 0 WHERE id = '\(a)'")
        let moved = try store.run(["attractions", "move", c, "--to", "1"])
        let listed = try store.run(["attractions", "list", "--json"])
        let keys =
            backend == .sqlite
            ? try SQLiteShell.run(store.sqlitePath, "SELECT order_key FROM attractions ORDER BY order_key")
            : try TestPostgres.query(
                store.url, "SELECT string_agg(order_key::text, E'\\n' ORDER BY order_key) FROM attractions")
                + "\n"

        #expect(added.status == 0, "\(added.stderr)")
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect((try listed.json() as? [[String: Any]])?.compactMap { $0["id"] as? String } == [c, a, b, d])
        #expect(keys == "1099511627776\n1099511628800\n1099511629824\n1099511631872\n")
        #expect(try store.run(["check"]).stdout == "ok\n")
    }

    /// A version the next save cannot raise: past the range (SQLite keeps any integer, a plist
    /// any 64-bit one; PostgreSQL's `integer` column holds at most the last), below it, or the
    /// last one itself, which `check` accepts but no save can go past.
    @Test(arguments: [
        (SharedStore.sqlite, "9223372036854775807", true), (.sqlite, "2147483647", false),
        (.sqlite, "-1", true), (.postgres, "2147483647", false), (.postgres, "0", true),
        (.defaults, "9223372036854775807", true),
    ])
    func aVersionThatCannotBeRaisedStopsTheEditAndNothingChanges(
        backend: SharedStore, version: String, outside: Bool
    ) throws {
        let store = try Seeded(backend)
        let a = store.ids[0]
        if backend == .defaults {
            try store.tamperPlist { root in
                var attractions = root["attractions"] as? [[String: Any]] ?? []
                attractions[0]["version"] = Int64(version)
                root["attractions"] = attractions
            }
        } else {
            try store.tamper("UPDATE attractions SET version = \(version) WHERE id = '\(a)'")
        }
        let before = try store.dump()
        let problem = "attraction \(a) has version \(version), outside \(Self.versionRange)"

        let edited = try store.run(["attractions", "edit", a, "--name", "Edited"])
        let checked = try store.run(["check"])

        #expect(edited.status == 74)
        switch (backend, outside) {
        case (.defaults, _):
            // A plist that breaks an invariant is refused whole, naming the file.
            #expect(edited.stderr.hasPrefix(Self.damaged + store.plist.path + ": " + problem))
        case (_, true): #expect(edited.stderr == Self.damaged + problem + Self.unchanged)
        case (_, false):
            #expect(
                edited.stderr == Self.damaged
                    + "attraction \(a) is at version \(version), the last Outings writes"
                    + Self.unchanged)
        }
        #expect(checked.status == (outside ? 74 : 0))
        #expect(checked.stdout == (outside ? "problem: \(problem)\n" : "ok\n"))
        #expect(try store.dump() == before)
    }

    @Test(arguments: [SharedStore.sqlite, .postgres])
    func anEmptiedBucketTableStopsMovesAndAddsAndCheckListsEveryBucket(backend: SharedStore) throws {
        let store = try Seeded(backend)
        // Three rows appended from the first key fill one bucket: base >> 20.
        try store.tamper("DELETE FROM attraction_buckets")
        let before = try store.dump()
        let met = Self.damaged + "the attraction bucket sizes do not match the rows" + Self.unchanged

        let moved = try store.run(["attractions", "move", store.ids[0], "--to", "3"])
        let added = try store.run(["attractions", "add", "--name", "D"])
        let checked = try store.run(["check"])

        #expect(moved.status == 74)
        #expect(moved.stderr == met)
        #expect(added.status == 74)
        #expect(added.stderr == met)
        #expect(checked.status == 74)
        #expect(checked.stdout == "problem: attraction bucket 1048576 holds a wrong count\n")
        #expect(try store.dump() == before)
    }

    @Test(arguments: [SharedStore.sqlite, .postgres])
    func negativeBucketSizesAreDamageNotARange(backend: SharedStore) throws {
        let store = try Seeded(backend)
        try store.tamper("UPDATE attraction_buckets SET size = -5")
        let before = try store.dump()

        let moved = try store.run(["attractions", "move", store.ids[0], "--to", "2"])
        let added = try store.run(["attractions", "add", "--name", "D"])

        #expect(moved.status == 74)
        #expect(added.status == 74)
        #expect(moved.stderr.hasPrefix(Self.damaged))
        #expect(try store.dump() == before)
    }

    /// The last version of a removed attraction is where it continues when brought back.
    @Test(arguments: SharedStore.allCases)
    func aRemovedVersionAtTheLastStopsTheTransferThatWouldBringItBack(backend: SharedStore) throws {
        let store = try Seeded(backend)
        let a = store.ids[0]
        let source = "sqlite:" + store.cli.home.appendingPathComponent("source.sqlite").path
        try #require(store.cli.run(["transfer", "--from", store.url, "--to", source]).status == 0)
        try #require(store.run(["attractions", "remove", a, "--yes"]).status == 0)
        if backend == .defaults {
            try store.tamperPlist { root in root["removedAttractions"] = [a: Int64(2_147_483_647)] }
        } else {
            try store.tamper("UPDATE removed_attractions SET version = 2147483647 WHERE id = '\(a)'")
        }
        let before = try store.dump()

        let transferred = try store.cli.run(["transfer", "--from", source, "--to", store.url, "--replace"])

        #expect(transferred.status == 74)
        #expect(
            transferred.stderr
                == Self.damaged + "removed attraction \(a) is at version 2147483647, the last Outings writes"
                + Self.unchanged)
        #expect(try store.dump() == before)
    }

    @Test(arguments: SharedStore.allCases)
    func aSourceVersionPastTheRangeStopsTheTransferAndTheTargetKeepsItsGuide(backend: SharedStore) throws {
        let target = try Seeded(backend)
        let path = target.cli.home.appendingPathComponent("source.sqlite").path
        let added = try target.cli.run([
            "attractions", "add", "--name", "Big", "--json", "--store", "sqlite:" + path,
        ])
        let id = try #require((try added.json() as? [String: Any])?["id"] as? String)
        try SQLiteShell.run(path, "UPDATE attractions SET version = 9223372036854775807")
        let before = try target.dump()

        let transferred = try target.cli.run([
            "transfer", "--from", "sqlite:" + path, "--to", target.url, "--replace",
        ])

        #expect(transferred.status == 74)
        #expect(
            transferred.stderr
                == Self.damaged
                + "attraction \(id) has version 9223372036854775807, outside \(Self.versionRange)"
                + Self.unchanged)
        #expect(try target.dump() == before)
    }

    /// PostgreSQL's recents version is raised by every recents write: its row gone is damage
    /// (never an endless retry), and the largest bigint starts again from 0 (never an overflow).
    @Test func aLostRecentsVersionIsDamageAndTheLargestOneWrapsAround() throws {
        let store = try Seeded(.postgres)
        try #require(store.run(["demo"]).status == 0)
        let photo = "53300744203"
        try store.tamper("DELETE FROM recents_state")
        let before = try store.dump()

        let shown = try store.run(["photos", "show", photo])
        let checked = try store.run(["check"])

        #expect(shown.status == 74)
        #expect(
            shown.stderr == Self.damaged + "the recents version row (recents_state) is missing"
                + Self.unchanged)
        #expect(checked.stdout == "problem: the recents version row (recents_state) is missing\n")
        #expect(try store.dump() == before)

        try store.tamper("INSERT INTO recents_state (version) VALUES (9223372036854775807)")
        let again = try store.run(["photos", "show", photo])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try TestPostgres.query(store.url, "SELECT version FROM recents_state") == "0")
        #expect(try store.run(["check"]).stdout == "ok\n")
    }
}
