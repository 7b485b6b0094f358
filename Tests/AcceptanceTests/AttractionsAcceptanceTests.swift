import Foundation
import Testing

@Suite(.serialized)
struct AttractionsAcceptanceTests {
    /// A HOME with two attractions, "Zoo" and "Library"; returns their ids.
    private func makeCLI() throws -> (OutingsBinary, zoo: String, library: String) {
        let cli = try OutingsBinary()
        let zoo = try add(cli, ["--name", "Zoo", "--type", "Animals", "--outside"])
        let library = try add(cli, ["--name", "Library", "--inside", "--website", "https://library.example"])
        return (cli, zoo, library)
    }

    private func add(_ cli: OutingsBinary, _ fields: [String]) throws -> String {
        let result = try cli.run(["attractions", "add", "--json"] + fields)
        #expect(result.status == 0, "add failed: \(result.stderr)")
        return try #require((try result.json() as? [String: Any])?["id"] as? String)
    }

    private func listing(_ cli: OutingsBinary) throws -> String {
        try cli.run(["attractions", "list", "--json"]).stdout
    }

    @Test func addListShowRemoveAndMoveWorkAcrossRuns() throws {
        let (cli, zoo, library) = try makeCLI()

        let shown = try #require(
            try cli.run(["attractions", "show", library, "--json"]).json() as? [String: Any])
        #expect(shown["name"] as? String == "Library")
        #expect(shown["inside"] as? Bool == true)
        #expect(shown["position"] as? Int == 2)

        #expect(try cli.run(["attractions", "move", library, "--to", "1"]).status == 0)
        let moved = try #require(try cli.run(["attractions", "list", "--json"]).json() as? [[String: Any]])
        #expect(moved.map { $0["id"] as? String } == [library, zoo])

        let removed = try cli.run(["attractions", "remove", library, "--yes"])
        #expect(removed.stdout == "Removed Library.\n")
        let left = try cli.run(["attractions", "list"])
        #expect(left.stdout == "1. Zoo (Animals, outside)  id \(zoo)\n")
    }

    @Test(arguments: [
        (["--name", "   "], "cannot save: name is required"),
        (["--name", "Pool", "--website", "ftp://pool.example"], "website must be empty or an http(s) URL"),
        (["--name", String(repeating: "n", count: 201)], "longer than 200 characters"),
    ])
    func aFailedValidationExits65AndChangesNothing(fields: [String], message: String) throws {
        let (cli, zoo, _) = try makeCLI()
        let before = try listing(cli)

        let added = try cli.run(["attractions", "add"] + fields)
        let edited = try cli.run(["attractions", "edit", zoo] + fields)

        #expect(added.status == 65)
        #expect(added.stderr.contains(message))
        #expect(edited.status == 65)
        #expect(try listing(cli) == before)
    }

    @Test func editWithFlagsChangesOnlyThoseFields() throws {
        let (cli, zoo, _) = try makeCLI()

        let edited = try cli.run(["attractions", "edit", zoo, "--description", "Giraffes", "--inside"])

        let shown = try #require(
            try cli.run(["attractions", "show", zoo, "--json"]).json() as? [String: Any])
        #expect(edited.status == 0)
        #expect(shown["name"] as? String == "Zoo")
        #expect(shown["type"] as? String == "Animals")
        #expect(shown["description"] as? String == "Giraffes")
        #expect(shown["inside"] as? Bool == true)
    }

    /// Each ending says what became of the draft.
    @Test(arguments: [
        ("set name Renamed\ncancel\n", "Cancelled; nothing changed."),
        ("set name Renamed\nset type Other\n", "Unsaved changes discarded."),
        ("set name Renamed", "Unsaved changes discarded."), ("show\n", "Nothing to save."),
        ("set name Renamed\nundo\n", "Nothing to save."),
    ])
    func editSessionCancelledOrEndedWithoutSaveChangesNothing(input: String, ending: String) throws {
        let (cli, zoo, _) = try makeCLI()
        let before = try listing(cli)

        let session = try cli.run(["attractions", "edit", zoo], stdin: input)

        #expect(session.status == 0)
        #expect(session.stdout.hasSuffix("\(ending)\n"))
        #expect(!session.stdout.contains("edit>"))
        #expect(try listing(cli) == before)
    }

    @Test func editSessionSavesUndoneAndSetFieldsOnSave() throws {
        let (cli, zoo, _) = try makeCLI()
        let input =
            "set name Wildlife Park\nset type Oops\nundo\nset website https://zoo.example\nshow\nsave\n"

        let session = try cli.run(["attractions", "edit", zoo], stdin: input)

        let shown = try #require(
            try cli.run(["attractions", "show", zoo, "--json"]).json() as? [String: Any])
        #expect(session.status == 0)
        #expect(session.stdout.contains("Saved \"Wildlife Park\""))
        #expect(shown["name"] as? String == "Wildlife Park")
        #expect(shown["type"] as? String == "Animals")
        #expect(shown["website"] as? String == "https://zoo.example")
    }

    @Test func editSessionWithAFailedSaveThenEndOfInputExits65AndChangesNothing() throws {
        let (cli, zoo, _) = try makeCLI()
        let before = try listing(cli)

        let session = try cli.run(["attractions", "edit", zoo], stdin: "set name \nsave\nbogus\n")

        #expect(session.status == 65)
        #expect(session.stderr.contains("cannot save: name is required"))
        #expect(session.stderr.contains("unknown editor command 'bogus'"))
        #expect(try listing(cli) == before)
    }

    @Test func addWithoutFieldsOpensASessionOnABlankAttraction() throws {
        let (cli, _, _) = try makeCLI()

        let session = try cli.run(
            ["attractions", "add"], stdin: "set name Splash Pad\nset inside no\nsave\n")

        let list = try #require(try cli.run(["attractions", "list", "--json"]).json() as? [[String: Any]])
        #expect(session.status == 0)
        #expect(list.last?["name"] as? String == "Splash Pad")
        #expect(list.last?["position"] as? Int == 3)
    }

    @Test(arguments: [["show"], ["remove", "--yes"], ["edit"], ["move", "--to", "1"]])
    func unknownIDsExit66(command: [String]) throws {
        let (cli, _, _) = try makeCLI()

        let result = try cli.run(["attractions"] + command + ["no-such-id"])

        #expect(result.status == 66)
        #expect(result.stderr == "outings: no attraction has the number, id or name 'no-such-id'\n")
    }

    @Test func moveOutOfRangeExits64AndChangesNothing() throws {
        let (cli, zoo, _) = try makeCLI()
        let before = try listing(cli)

        let result = try cli.run(["attractions", "move", zoo, "--to", "3"])

        #expect(result.status == 64)
        #expect(result.stderr == "outings: position 3 is out of range: positions run from 1 to 2\n")
        #expect(try listing(cli) == before)
    }

    /// A position that is no list position at all says where positions start, in words, not as
    /// the largest number the store could hold.
    @Test(arguments: ["0", "-1", "1.5", "99999999999", "top"])
    func moveToNoPositionExits64SayingWherePositionsStart(position: String) throws {
        let (cli, zoo, _) = try makeCLI()
        let before = try listing(cli)

        let result = try cli.run(["attractions", "move", zoo, "--to", position])

        #expect(result.status == 64)
        #expect(
            result.stderr
                == "outings: --to needs a position in the list, a whole number from 1 (the top), not \"\(position)\"\n"
        )
        #expect(try listing(cli) == before)
    }
}

/// Commands that take an attraction ID take any unique prefix of it.
struct AttractionIDPrefixAcceptanceTests {
    @Test func aUniquePrefixWorksAndAnAmbiguousOneIsSixtyFourListingTheMatches() throws {
        let cli = try OutingsBinary()
        try cli.run(["demo"])
        let ids = try #require(try cli.run(["attractions", "list", "--json"]).json() as? [[String: Any]])
            .compactMap { $0["id"] as? String }
        let first = try #require(ids.first)

        let shown = try cli.run(["attractions", "show", String(first.prefix(13)).uppercased(), "--json"])
        let ambiguous = try cli.run(["attractions", "show", "6f1d2c3a"])

        #expect((try shown.json() as? [String: Any])?["id"] as? String == first)
        #expect(ambiguous.status == 64)
        #expect(
            ambiguous.stderr.hasPrefix(
                "outings: '6f1d2c3a' matches \(ids.filter { $0.hasPrefix("6f1d2c3a") }.count) attractions; "))
    }
}

/// `outings attractions` and `outings photos` alone list, as `places` and `recents` do.
struct GroupListingAcceptanceTests {
    @Test func attractionsAloneListsAsAttractionsListDoes() throws {
        let cli = try OutingsBinary()
        try cli.run(["attractions", "add", "--name", "Zoo"])

        let alone = try cli.run(["attractions"])
        let list = try cli.run(["attractions", "list"])
        let json = try cli.run(["attractions", "--json"])

        #expect(alone.status == 0)
        #expect(alone.stdout == list.stdout)
        #expect((try json.json() as? [[String: Any]])?.first?["name"] as? String == "Zoo")
    }

    @Test func photosAloneListsEveryPhotoNewestUploadFirst() throws {
        let cli = try OutingsBinary()
        try cli.run(
            ["photos", "import", "-"],
            stdin:
                #"[{"id":"old","title":"Old","place_id":"p","dateupload":"100"},{"id":"new","title":"New","place_id":"q","dateupload":"200"}]"#
        )

        let text = try cli.run(["photos"])
        let json = try #require(try cli.run(["photos", "--json"]).json() as? [[String: Any]])

        #expect(text.status == 0)
        #expect(text.stdout == "new  New\nold  Old\n")
        #expect(json.compactMap { $0["id"] as? String } == ["new", "old"])
    }

    @Test func photosAloneOnAnEmptyGuideSaysSoAndCreatesNothing() throws {
        let cli = try OutingsBinary()
        let result = try cli.run(["photos"])
        #expect(result.status == 0)
        #expect(result.stdout == "No photos yet.\n")
        #expect(!FileManager.default.fileExists(atPath: cli.storePath))
    }
}
