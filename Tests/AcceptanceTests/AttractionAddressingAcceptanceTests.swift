import Foundation
import TestSupport
import Testing

/// Every command that takes an attraction names it as the list shows it: by list number, whole id,
/// id start, whole name or a unique part of it, ignoring case and accents. Text that matches
/// several is exit 64 listing them; a number past the end is exit 66.
struct AttractionAddressingAcceptanceTests {
    /// Five attractions in this order; "Café Élan" (3) is the one each form below names.
    static let names = [
        "Fort Collins Museum of Discovery", "City Park", "Café Élan", "Spring Canyon Park",
        "Old Town Library",
    ]

    struct Guide {
        let cli: OutingsBinary
        /// In list order.
        let ids: [String]

        init() throws {
            let cli = try OutingsBinary()
            ids = try AttractionAddressingAcceptanceTests.names.map { name in
                let added = try cli.run(["attractions", "add", "--name", name, "--json"])
                return try #require((try added.json() as? [String: Any])?["id"] as? String)
            }
            self.cli = cli
        }

        func listedIDs() throws -> [String] {
            try #require(try cli.run(["attractions", "list", "--json"]).json() as? [[String: Any]])
                .compactMap { $0["id"] as? String }
        }

        func stored(_ id: String) throws -> [String: Any]? {
            try cli.run(["attractions", "show", id, "--json"]).json() as? [String: Any]
        }
    }

    /// The ways to name "Café Élan", the third of five: FULL and PREFIX stand for its id. No other
    /// form could start a random id (hex digits), which would decide before a word or part does.
    static let forms = [
        "3", "FULL", "PREFIX", "Café Élan", "CAFE ELAN", "cafe\u{301} e\u{301}lan", "élan", "lan",
    ]

    @Test(arguments: forms)
    func showNamesTheAttraction(form: String) throws {
        let guide = try Guide()
        let shown = try guide.cli.run(["attractions", "show", text(form, guide)])

        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.hasPrefix("Café Élan\n"))
        #expect(shown.stdout.contains("ID: \(guide.ids[2])\n"))
    }

    @Test(arguments: forms)
    func editNamesTheAttraction(form: String) throws {
        let guide = try Guide()
        let edited = try guide.cli.run(["attractions", "edit", text(form, guide), "--type", "Bakery"])

        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(try guide.stored(guide.ids[2])?["type"] as? String == "Bakery")
        #expect(try guide.stored(guide.ids[1])?["type"] as? String == "")
    }

    @Test(arguments: forms)
    func anEditorSessionOpensOnTheAttraction(form: String) throws {
        let guide = try Guide()
        let session = try guide.cli.run(
            ["attractions", "edit", text(form, guide)], stdin: "set type Bakery\nsave\n")

        #expect(session.status == 0, "\(session.stderr)")
        #expect(try guide.stored(guide.ids[2])?["type"] as? String == "Bakery")
    }

    @Test(arguments: forms)
    func moveNamesTheAttraction(form: String) throws {
        let guide = try Guide()
        let moved = try guide.cli.run(["attractions", "move", text(form, guide), "--to", "1"])

        #expect(moved.status == 0, "\(moved.stderr)")
        #expect(moved.stdout == "Moved \"Café Élan\" to position 1.\n")
        #expect(try guide.listedIDs() == [2, 0, 1, 3, 4].map { guide.ids[$0] })
    }

    @Test(arguments: forms)
    func removeNamesTheAttraction(form: String) throws {
        let guide = try Guide()
        let removed = try guide.cli.run(["attractions", "remove", text(form, guide), "--yes"])

        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(removed.stdout == "Removed Café Élan.\n")
        #expect(try guide.listedIDs() == [0, 1, 3, 4].map { guide.ids[$0] })
    }

    private func text(_ form: String, _ guide: Guide) -> String {
        switch form {
        case "FULL": guide.ids[2]
        // Long enough to be unique among five random ids, in the other case.
        case "PREFIX": String(guide.ids[2].prefix(13)).uppercased()
        default: form
        }
    }

    @Test(arguments: [
        ["show", "park"], ["edit", "park", "--type", "Lake"], ["edit", "park"],
        ["move", "park", "--to", "1"],
        ["remove", "park", "--yes"],
    ])
    func textMatchingSeveralIsSixtyFourListingThemAndChangesNothing(command: [String]) throws {
        let guide = try Guide()
        let before = try guide.cli.run(["attractions", "list", "--json"]).stdout

        let result = try guide.cli.run(["attractions"] + command, stdin: "set type Lake\nsave\n")

        #expect(result.status == 64)
        let expected = [
            "outings: 'park' matches 2 attractions; give its number, more of its name or its id",
            "2. City Park (\(guide.ids[1].prefix(8)))",
            "4. Spring Canyon Park (\(guide.ids[3].prefix(8)))",
        ]
        #expect(result.stderr == expected.joined(separator: "\n") + "\n")
        #expect(try guide.cli.run(["attractions", "list", "--json"]).stdout == before)
    }

    /// Stored names reach the terminal sanitized, in the listing as everywhere.
    @Test func theListingShowsNamesWithoutTheirControlCharacters() throws {
        let guide = try Guide()
        // Written past Outings' validation, as another program could.
        try SQLiteShell.run(
            guide.cli.storePath,
            "UPDATE attractions SET name = 'Evil ' || char(27) || '[2J Park' WHERE id = '\(guide.ids[4])'")

        let result = try guide.cli.run(["attractions", "show", "park"])

        #expect(result.status == 64)
        #expect(result.stderr.hasSuffix("\n5. Evil \u{FFFD}[2J Park (\(guide.ids[4].prefix(8)))\n"))
        #expect(!result.stderr.contains("\u{1B}"))
    }

    @Test(arguments: [["show"], ["edit", "--type", "Lake"], ["move", "--to", "1"], ["remove", "--yes"]])
    func aNumberPastTheEndIsSixtySixAndChangesNothing(command: [String]) throws {
        let guide = try Guide()
        let before = try guide.cli.run(["attractions", "list", "--json"]).stdout

        // Nine digits: no random id (8 hex digits, then "-") starts with them.
        let result = try guide.cli.run(["attractions", command[0], "123456789"] + command.dropFirst())

        #expect(result.status == 66)
        #expect(
            result.stderr
                == "outings: no attraction number 123456789: the list has 5 attractions, numbered 1 to 5\n")
        #expect(try guide.cli.run(["attractions", "list", "--json"]).stdout == before)
    }

    /// A number ends the store's walk part way; every backend then goes on as usual, here with the
    /// write that follows in the same command (`move`) and a name in the next.
    @Test(arguments: SharedStore.allCases)
    func everyBackendTakesNumbersAndNames(backend: SharedStore) throws {
        let cli = try OutingsBinary()
        let store = ["--store", try backend.url(home: cli.home)]
        for name in Self.names { try cli.run(["attractions", "add", "--name", name] + store) }

        let moved = try cli.run(["attractions", "move", "2", "--to", "5"] + store)
        let shown = try cli.run(["attractions", "show", "spring canyon", "--json"] + store)
        let past = try cli.run(["attractions", "show", "123456789"] + store)

        #expect(moved.stdout == "Moved \"City Park\" to position 5.\n", "\(moved.stderr)")
        #expect((try shown.json() as? [String: Any])?["position"] as? Int == 3)
        #expect(past.status == 66)
        let listed = try #require(
            try cli.run(["attractions", "list", "--json"] + store).json() as? [[String: Any]])
        #expect(listed.compactMap { $0["name"] as? String }.last == "City Park")
    }

    /// An id made only of digits is that attraction when given whole; any other digits are a number.
    @Test func digitsAreAWholeIDBeforeTheyAreANumber() throws {
        let guide = try Guide()
        try SQLiteShell.run(
            guide.cli.storePath, "UPDATE attractions SET id = '2' WHERE id = '\(guide.ids[4])'")

        let byID = try guide.cli.run(["attractions", "show", "2"])
        let byNumber = try guide.cli.run(["attractions", "show", "5"])
        let third = try guide.cli.run(["attractions", "show", "3"])

        #expect(byID.stdout.hasPrefix("Old Town Library\n"))
        #expect(byNumber.stdout.hasPrefix("Old Town Library\n"))
        #expect(third.stdout.hasPrefix("Café Élan\n"))
    }
}
