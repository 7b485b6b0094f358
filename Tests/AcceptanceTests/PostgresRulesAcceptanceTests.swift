import Foundation
import TestSupport
import Testing

/// The PostgreSQL backend's rules, checked by running `outings` as a user would, each test on a
/// database of its own. Every failing case exits 74 and leaves the database as it was.
struct PostgresRulesAcceptanceTests {
    static func databaseName(_ url: String) throws -> String {
        String(try #require(url.split(separator: "/").last))
    }

    @Test(arguments: ["repeatable read", "serializable"])
    func concurrentAddsAndShowsAllSucceedUnderAnyDefaultIsolation(isolation: String) throws {
        let cli = try ScratchOutings()
        let url = try PostgresSession.createDatabase()
        _ = try PostgresSession.query(
            url,
            "ALTER DATABASE \(try Self.databaseName(url)) SET default_transaction_isolation = '\(isolation)'")
        let store = ["OUTINGS_STORE": url]

        // The first of these processes also create the schema, all at once.
        let adds = try cli.runConcurrently(
            8, script: #"for i in $(seq 20); do "$OUTINGS" attractions add --name "w$W-$i" || exit 1; done"#,
            environment: store)

        #expect(adds.allSatisfy { $0.status == 0 }, "\(adds.map(\.stderr))")
        let list = try #require(
            try JSONSerialization.jsonObject(
                with: Data(try cli.run(["attractions", "list", "--json"], environment: store).stdout.utf8))
                as? [[String: Any]])
        #expect(list.compactMap { $0["position"] as? Int } == Array(1...160))
        #expect(Set(list.compactMap { $0["name"] as? String }).count == 160)

        let photos = (1...160).map { #"{"id":"\#($0)","place_id":"p"}"# }.joined(separator: ",")
        let file = cli.folder.path("photos.json")
        try Data("[\(photos)]".utf8).write(to: URL(fileURLWithPath: file))
        #expect(try cli.run(["photos", "import", file], environment: store).status == 0)
        let shows = try cli.runConcurrently(
            16,
            script:
                #"for i in $(seq 10); do "$OUTINGS" photos show "$(( (W - 1) * 10 + i ))" || exit 1; done"#,
            environment: store)

        #expect(shows.allSatisfy { $0.status == 0 }, "\(shows.map(\.stderr))")
        let recents = try cli.run(["recents", "--json"], environment: store)
        let ids = try #require(
            try JSONSerialization.jsonObject(with: Data(recents.stdout.utf8)) as? [[String: Any]]
        )
        .compactMap { $0["id"] as? String }
        #expect(ids.count == 20 && Set(ids).count == 20)
    }

    /// Ways the environment asks libpq for another client encoding. Under LATIN1 the UTF-8 bytes
    /// would be stored as mojibake; WIN1252 has no character for some of them (the add fails).
    @Test(arguments: [
        ["PGCLIENTENCODING": "LATIN1"], ["PGOPTIONS": "-c client_encoding=LATIN1"],
        ["PGCLIENTENCODING": "WIN1252"],
    ])
    func textIsStoredAsUTF8WhateverTheEnvironmentAsks(variables: [String: String]) throws {
        let cli = try ScratchOutings()
        let url = try PostgresSession.createDatabase()
        let name = "Crème brûlée 🎡 ❄"

        let added = try cli.run(
            ["attractions", "add", "--name", name],
            environment: variables.merging(["OUTINGS_STORE": url]) { $1 })

        #expect(added.status == 0, "\(added.stderr)")
        let stored = try PostgresSession.query(
            url, "SELECT encode(convert_to(name, 'UTF8'), 'hex') FROM attractions")
        #expect(stored == name.utf8.map { String(format: "%02x", $0) }.joined())
    }

    @Test(
        arguments: ["LATIN1", "SQL_ASCII"],
        [["attractions", "add", "--name", "Zoo"], ["attractions", "list"]])
    func aDatabaseThatIsNotUTF8IsRefusedWithExit74AndNothingIsCreated(encoding: String, command: [String])
        throws
    {
        let cli = try ScratchOutings()
        let url = try PostgresSession.createDatabase(
            "ENCODING '\(encoding)' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0")

        let result = try cli.run(command, environment: ["OUTINGS_STORE": url])

        #expect(result.status == 74)
        // Named by OUTINGS_STORE, so the message says where it came from first.
        #expect(result.stderr.hasPrefix("outings: OUTINGS_STORE: store unavailable: "))
        #expect(result.stderr.contains("uses encoding \(encoding); Outings needs a UTF8 database"))
        #expect(try PostgresSession.contents(url) == "")
    }

    @Test(arguments: [
        ["attractions", "add", "--name", "Farm"], ["attractions", "list"], ["recents", "clear"],
        ["photos", "import", "FILE"],
    ])
    func aStoreFromANewerOutingsIsRefusedWithExit74AndNotWritten(command: [String]) throws {
        let cli = try ScratchOutings()
        let url = try PostgresSession.createDatabase()
        #expect(
            try cli.run(["attractions", "add", "--name", "Zoo"], environment: ["OUTINGS_STORE": url]).status
                == 0)
        _ = try PostgresSession.query(url, "INSERT INTO schema_migrations VALUES ('2099-01-01-teleporters')")
        let before = try PostgresSession.contents(url)
        let file = cli.folder.path("photos.json")
        try Data(#"[{"id":"1","place_id":"p"}]"#.utf8).write(to: URL(fileURLWithPath: file))

        let result = try cli.run(
            command.map { $0 == "FILE" ? file : $0 }, environment: ["OUTINGS_STORE": url])

        #expect(result.status == 74)
        #expect(
            result.stderr
                == "outings: OUTINGS_STORE: this store was written by a newer version of Outings "
                + "(unknown migration 2099-01-01-teleporters)\n"
        )
        #expect(try PostgresSession.contents(url) == before)
    }

    /// The real 10 s wait, once for a writer (the attractions' advisory lock) and once for a
    /// reader (a table lock); the store's own tests cover every lock with a short wait.
    @Test(arguments: [
        (["attractions", "add", "--name", "Farm"], "SELECT pg_advisory_xact_lock(x'4F55544E0001'::bigint)"),
        (["attractions", "list"], "LOCK TABLE attractions IN ACCESS EXCLUSIVE MODE"),
    ])
    func aLockHeldByAnotherSessionEndsInStoreBusyWithExit74(command: [String], lock: String) throws {
        let cli = try ScratchOutings()
        let url = try PostgresSession.createDatabase()
        #expect(
            try cli.run(["attractions", "add", "--name", "Zoo"], environment: ["OUTINGS_STORE": url]).status
                == 0)
        let before = try PostgresSession.contents(url)
        let holder = try LockHolder(url, holding: [lock])
        defer { holder.release() }

        // "": the standard wait, even in a run that lengthens it for every other test.
        let result = try cli.run(command, environment: ["OUTINGS_STORE": url, "OUTINGS_LOCK_WAIT": ""])

        #expect(result.status == 74)
        #expect(result.stderr.hasPrefix("outings: store busy: "))
        #expect(result.stderr.contains("within 10 s"))
        holder.release()
        #expect(try PostgresSession.contents(url) == before)
    }
}
