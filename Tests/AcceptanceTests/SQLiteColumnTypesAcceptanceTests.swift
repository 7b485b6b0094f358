import Foundation
import TestSupport
import Testing

/// SQLite keeps any storage class in any column (a declared type is only an affinity), so a value
/// written behind Outings' back can be of a class Outings never writes there: `check` names every
/// such `table.column` (exit 74), whichever column it is.
@Suite(.serialized)
struct SQLiteColumnTypesAcceptanceTests {
    /// Every table of an Outings SQLite store with its columns as the migrations declare them
    /// (`!`: NOT NULL); `theSchemaIsExactlyTheseColumns` holds it to a store Outings made.
    static let schema = [
        ("attraction_buckets", "bucket INTEGER!, size INTEGER!"),
        ("attraction_edits", "attraction_id TEXT!, member_id TEXT, at INTEGER!"),
        (
            "attractions",
            "id TEXT!, name TEXT!, type TEXT!, inside INTEGER!, description TEXT!, website TEXT!, version INTEGER!, "
                + "order_key INTEGER!, ages TEXT!, cost TEXT!, hours TEXT!, address TEXT!, latitude REAL, "
                + "longitude REAL, tags TEXT!"
        ),
        (
            "credentials",
            "kind TEXT!, digest TEXT!, member_id TEXT, role TEXT, created INTEGER!, expires INTEGER"
        ),
        ("household_children", "position INTEGER!, name TEXT!, born TEXT!"),
        ("household_holidays", "day TEXT!, name TEXT!"),
        (
            "household_places",
            "position INTEGER!, name TEXT!, latitude REAL!, longitude REAL!, address TEXT!"
        ),
        ("member_recents", "member_id TEXT!, rank INTEGER!, " + photoColumns),
        ("member_visits", "member_id TEXT!, attraction_id TEXT!, visited TEXT!, rating INTEGER, note TEXT!"),
        (
            "members",
            "id TEXT!, position INTEGER!, name TEXT!, name_key TEXT!, display_name TEXT!, role TEXT!, "
                + "password_hash TEXT!, created INTEGER!"
        ),
        ("photo_licenses", "id TEXT!, name TEXT!, url TEXT, position INTEGER!"),
        ("photos", photoColumns),
        ("places", "id TEXT!, name TEXT!, photo_count INTEGER, latitude REAL, longitude REAL"),
        (
            "plan_stops",
            "plan_id TEXT!, position INTEGER!, id TEXT!, attraction_id TEXT, label TEXT!, stay INTEGER!, "
                + "pinned TEXT!, notes TEXT!, sequence INTEGER!"
        ),
        (
            "plans",
            "position INTEGER!, id TEXT!, name TEXT!, day TEXT!, start_time TEXT!, end_time TEXT!, travel TEXT!, "
                + "start_place TEXT!, end_place TEXT!, children TEXT!, members TEXT!, share_digest TEXT!"
        ),
        ("recents", "rank INTEGER!, " + photoColumns),
        ("removed_attractions", "id TEXT!, version INTEGER!"),
        ("schema_migrations", "id TEXT!"),
        ("sign_in_failures", "subject TEXT!, at INTEGER!"),
    ]
    /// The INTEGER PRIMARY KEY columns, which SQLite keeps integers (the rowid).
    static let rowids: Set = [
        "attraction_buckets.bucket", "recents.rank", "household_children.position",
        "household_places.position", "plans.position",
    ]

    static let photoColumns =
        "id TEXT!, title TEXT!, description TEXT!, owner_name TEXT!, owner TEXT!, place_id TEXT!, farm INTEGER, "
        + "server TEXT, secret TEXT, original_secret TEXT, original_format TEXT, latitude REAL, longitude REAL, "
        + "date_upload INTEGER, tags TEXT!, accuracy INTEGER, license TEXT"

    struct Column: CustomTestStringConvertible, Sendable {
        let table, name, type: String
        let nullable: Bool
        var testDescription: String { "\(table).\(name)" }

        /// A value of a class Outings never writes here, as SQL, and the class `typeof` names:
        /// a blob in a text column (SQLite turns a number written there into text), text
        /// elsewhere.
        var damage: (sql: String, storageClass: String) {
            type == "TEXT" ? ("X'00FF'", "blob") : ("'not a number'", "text")
        }

        /// The class Outings writes, as `check` names it.
        var expected: String { type.lowercased() + (nullable ? " or null" : "") }
    }

    static let columns = schema.flatMap { table, columns in
        columns.components(separatedBy: ", ").map { column in
            let parts = column.split(separator: " ")
            return Column(
                table: table, name: String(parts[0]), type: String(parts[1].filter { $0 != "!" }),
                nullable: !parts[1].hasSuffix("!"))
        }
    }

    /// A store with a row in every table: the demo, a household recent, an owner with a recent,
    /// a visit and an edit stamp, an invitation, a removed attraction, a household child, place and
    /// holiday, a plan with a stop, and (as a Flickr refresh
    /// and a failed sign-in would leave them) a licence and a failed sign-in.
    private func everyTableFilled() throws -> (OutingsBinary, String) {
        let cli = try OutingsBinary()
        let path = cli.home.appendingPathComponent("guide.sqlite").path
        let store = "sqlite:" + path
        try cli.run(["demo", "--store", store])
        for command in [
            ["photos", "show", "53300007328"], ["members", "add", "ann", "--password-stdin"],
            ["photos", "show", "53302467638"], ["--member", "ann", "photos", "show", "53300007328"],
            ["--member", "ann", "attractions", "visited", "1", "--on", "2025-01-02"], ["members", "invite"],
            ["--member", "ann", "attractions", "edit", "1", "--cost", "5 USD"],
            ["attractions", "remove", "12", "--yes"],
            ["household", "child", "add", "Ana", "--born", "2022-05-14"],
            ["household", "place", "add", "Home", "--location", "40.5853,-105.0844"],
            ["household", "holiday", "add", "2026-12-25", "Christmas Day"],
            ["plan", "new", "Saturday", "--date", "2026-12-12"], ["plan", "add", "Saturday", "1"],
        ] {
            // Only the command that reads it gets the password: writing to a child that has already
            // ended would end this process with SIGPIPE.
            let password = command.contains("--password-stdin") ? "correct horse battery" : ""
            let done = try cli.run(command + ["--store", store], stdin: password)
            try #require(done.status == 0, "\(command): \(done.stderr)")
        }
        try SQLiteShell.run(
            path,
            """
            INSERT INTO photo_licenses (id, name, url, position)
                VALUES ('4', 'Attribution License', 'https://creativecommons.org/licenses/by/2.0/', 0);
            INSERT INTO sign_in_failures (subject, at) VALUES ('ann', 1);
            """)
        for (table, _) in Self.schema {
            let rows = try SQLiteShell.run(path, "SELECT count(*) FROM \(table)")
            try #require(rows != "0\n", "\(table) is empty")
        }
        let checked = try cli.run(["check", "--store", store])
        try #require(checked.stdout == "ok\n", "\(checked.stdout)")
        return (cli, path)
    }

    @Test func theSchemaIsExactlyTheseColumns() throws {
        let (cli, path) = try everyTableFilled()

        let listed = try SQLiteShell.run(
            path,
            """
            SELECT m.name || '.' || p.name || ' ' || p.type || CASE WHEN p."notnull" THEN '!' ELSE '' END
            FROM sqlite_master m, pragma_table_info(m.name) p
            WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite%' ORDER BY m.name, p.cid
            """)

        let expected = Self.columns.map { "\($0.table).\($0.name) \($0.type)\($0.nullable ? "" : "!")" }
        #expect(listed.split(separator: "\n").map(String.init) == expected)
        withExtendedLifetime(cli) {}
    }

    @Test(arguments: columns)
    func aValueOfAClassOutingsNeverWritesThereIsNamedByCheck(column: Column) throws {
        let (cli, path) = try everyTableFilled()
        let (value, storageClass) = column.damage
        let update =
            "UPDATE \(column.table) SET \(column.name) = \(value) WHERE rowid = (SELECT min(rowid) FROM \(column.table))"
        do {
            try SQLiteShell.run(path, update)
        } catch {
            // SQLite itself holds an INTEGER PRIMARY KEY (the rowid) to its type.
            #expect(Self.rowids.contains(column.testDescription), "\(error)")
            return
        }

        let checked = try cli.run(["check", "--store", "sqlite:" + path])

        // The migrations' ids are read before anything else: damage there stops the store
        // opening, with the same line.
        let said = column.table == "schema_migrations" ? checked.stderr : checked.stdout
        let prefix =
            column.table == "schema_migrations" ? "store is corrupt or not an Outings store: " : "problem: "
        #expect(checked.status == 74, "\(checked.stdout)\(checked.stderr)")
        #expect(
            said.contains(prefix + "\(column.table).\(column.name) holds \(storageClass) in 1 row (first: "),
            "\(checked.stdout)\(checked.stderr)")
        #expect(
            said.contains("); Outings writes \(column.expected) there\n"),
            "\(checked.stdout)\(checked.stderr)")
    }
}
