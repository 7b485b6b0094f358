import Foundation
import TestSupport
import Testing

/// One change, one transaction: a change, its version and who made it commit together. The
/// store is made to refuse the "edited by" stamp (a trigger, added with sqlite3 or psql); the
/// change must then be refused whole, the attraction as it was.
@Suite(.serialized)
struct OneTransactionAcceptanceTests {
    typealias Seeded = StoredNumbersAcceptanceTests.Seeded

    static let refuseStamps: [SharedStore: String] = [
        .sqlite: """
        CREATE TRIGGER refuse_stamps BEFORE INSERT ON attraction_edits
        BEGIN SELECT RAISE(ABORT, 'stamps refused'); END;
        CREATE TRIGGER refuse_stamp_updates BEFORE UPDATE ON attraction_edits
        BEGIN SELECT RAISE(ABORT, 'stamps refused'); END;
        CREATE TRIGGER refuse_stamp_deletes BEFORE DELETE ON attraction_edits
        BEGIN SELECT RAISE(ABORT, 'stamps refused'); END;
        """,
        .postgres: """
        CREATE FUNCTION refuse_stamps() RETURNS trigger LANGUAGE plpgsql
            AS $$ BEGIN RAISE EXCEPTION 'stamps refused'; END $$;
        CREATE TRIGGER refuse_stamps BEFORE INSERT OR UPDATE OR DELETE ON attraction_edits
            FOR EACH ROW EXECUTE FUNCTION refuse_stamps();
        """,
    ]

    @Test(arguments: [SharedStore.sqlite, .postgres])
    func aChangeWhoseStampCannotBeWrittenIsNotKept(backend: SharedStore) throws {
        let store = try Seeded(backend)
        try store.tamper(try #require(Self.refuseStamps[backend]))
        let before = try store.dump()

        let edited = try store.run(["attractions", "edit", store.ids[1], "--name", "Changed"])
        let added = try store.run(["attractions", "add", "--name", "New"])
        let moved = try store.run(["attractions", "move", store.ids[0], "--to", "3"])
        let removed = try store.run(["attractions", "remove", store.ids[2], "--yes"])

        for refused in [edited, added, moved, removed] {
            #expect(refused.status != 0, "\(refused.stdout)")
        }
        #expect(try store.dump() == before)
    }

    @Test(arguments: [
        ["attractions", "edit", "B", "--name", "Changed"], ["attractions", "move", "A", "--to", "3"],
        ["attractions", "add", "--name", "New"],
    ])
    func aChangeAndItsStampAreOnePostgresTransaction(arguments: [String]) throws {
        let store = try Seeded(.postgres)
        try store.tamper(TestPostgres.logWriters)

        let changed = try store.run(arguments)

        #expect(changed.status == 0, "\(changed.stderr)")
        #expect(try TestPostgres.writers(store.url) == "1:attraction_edits,attractions")
    }

    /// A transfer copies the guide and the people who may use it as one change of the target:
    /// when the members cannot be written, the target keeps its own guide.
    @Test func aTransferWhoseMembersCannotBeWrittenLeavesTheTargetAsItWas() throws {
        let cli = try OutingsBinary()
        let source = "sqlite:" + cli.home.appendingPathComponent("source.sqlite").path
        let targetPath = cli.home.appendingPathComponent("target.sqlite").path
        try #require(try cli.run(["demo", "--store", source]).status == 0)
        let owner = try cli.run(
            ["members", "add", "ada", "--role", "owner", "--password-stdin", "--store", source],
            stdin: "correct horse battery\n")
        try #require(owner.status == 0, "\(owner.stderr)")
        try #require(
            try cli.run(["attractions", "add", "--name", "Kept", "--store", "sqlite:" + targetPath]).status
                == 0)
        _ = try SQLiteShell.run(
            targetPath,
            "CREATE TRIGGER refuse_members BEFORE INSERT ON members BEGIN SELECT RAISE(ABORT, 'members refused'); END;"
        )
        let before = try SQLiteShell.run(targetPath, ".dump")

        let transfer = try cli.run([
            "transfer", "--from", source, "--to", "sqlite:" + targetPath, "--replace",
        ])

        #expect(transfer.status != 0, "\(transfer.stdout)")
        #expect(try SQLiteShell.run(targetPath, ".dump") == before)
    }

    /// Removing a member takes their sessions, tokens, recents and visits in the same change:
    /// when their visits cannot be forgotten, the member stays, with everything they had.
    @Test func aMemberWhoseVisitsCannotBeForgottenIsNotRemoved() throws {
        let cli = try OutingsBinary()
        let path = cli.home.appendingPathComponent("guide.sqlite").path
        let store = ["--store", "sqlite:" + path]
        try #require(try cli.run(["demo"] + store).status == 0)
        for (name, role) in [("ada", "owner"), ("bob", "editor")] {
            let added = try cli.run(
                ["members", "add", name, "--role", role, "--password-stdin"] + store,
                stdin: "correct horse battery\n")
            try #require(added.status == 0, "\(added.stderr)")
        }
        let visited = try cli.run(["attractions", "visited", "1", "--member", "bob"] + store)
        try #require(visited.status == 0, "\(visited.stderr)")
        _ = try SQLiteShell.run(
            path,
            "CREATE TRIGGER keep_visits BEFORE DELETE ON member_visits BEGIN SELECT RAISE(ABORT, 'visits kept'); END;"
        )
        let before = try SQLiteShell.run(path, ".dump")

        let removed = try cli.run(["members", "remove", "bob"] + store)

        #expect(removed.status == 74, "\(removed.stderr)")
        #expect(try SQLiteShell.run(path, ".dump") == before)
    }
}
