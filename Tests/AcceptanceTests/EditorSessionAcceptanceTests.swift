import Foundation
import Testing

/// Editor sessions fed by scripts: nothing typed is silently dropped, and with --json standard
/// output is exactly one JSON document.
@Suite(.serialized)
struct EditorSessionAcceptanceTests {
    /// A HOME with one attraction named "Zoo"; returns its id.
    private func makeCLI() throws -> (OutingsBinary, String) {
        let cli = try OutingsBinary()
        let added = try cli.run(["attractions", "add", "--name", "Zoo", "--json"])
        let id = try #require((try added.json() as? [String: Any])?["id"] as? String)
        return (cli, id)
    }

    private func name(_ cli: OutingsBinary, _ id: String) throws -> String? {
        (try cli.run(["attractions", "show", id, "--json"]).json() as? [String: Any])?["name"] as? String
    }

    @Test(arguments: [
        ("set name Lake\nsave\nset name Other\n", "1 line after 'save' was not read", "Lake"),
        ("set name Lake\nsave\nset name Other\n\n   \nsave\n", "2 lines after 'save' were not read", "Lake"),
        ("set name Lake\nsave\nsave", "1 line after 'save' was not read", "Lake"),
        ("set name Lake\ncancel\nset name Other\nsave\n", "2 lines after 'cancel' were not read", "Zoo"),
    ])
    func inputAfterSaveOrCancelIsReportedWith64AndTheSaveStands(input: String, message: String, kept: String)
        throws
    {
        let (cli, id) = try makeCLI()

        let result = try cli.run(["attractions", "edit", id], stdin: input)

        #expect(result.status == 64)
        #expect(result.stderr.contains("outings: \(message)"), "\(result.stderr)")
        let outcome = kept == "Lake" ? "the saved change stands" : "nothing was saved"
        #expect(result.stderr.contains(outcome))
        #expect(try name(cli, id) == kept)
    }

    /// Endless input after `save` (`cat /dev/zero`) is not read to its end: the count stops at 1 MB.
    @Test func endlessInputAfterSaveIsCountedOnlySoFar() throws {
        let (cli, id) = try makeCLI()

        let result = try cli.run(
            [
                "-c",
                "(printf 'set name Lake\\nsave\\n'; head -c 5000000 /dev/zero) | \"$OUTINGS\" attractions edit \(id)",
            ],
            environment: ["OUTINGS": OutingsBinary.executable.path],
            executable: URL(fileURLWithPath: "/bin/sh"))

        #expect(result.status == 64)
        #expect(
            result.stderr.contains("over 1 MB of input (1 or more lines) after 'save' was not read"),
            "\(result.stderr)")
        #expect(try name(cli, id) == "Lake")
    }

    @Test func blankLinesAfterSaveAreNotInput() throws {
        let (cli, id) = try makeCLI()

        let result = try cli.run(["attractions", "edit", id], stdin: "set name Lake\nsave\n\n  \n")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(try name(cli, id) == "Lake")
    }

    @Test(arguments: [
        ("savex", "unknown editor command 'savex'"), ("save extra", "save takes nothing after it"),
        ("save now please", "save takes nothing after it"), ("cancel x", "cancel takes nothing after it"),
        ("show draft", "show takes nothing after it"), ("undo 2", "undo takes nothing after it"),
        ("SAVE", "unknown editor command 'SAVE'"), ("save\u{85}", "unknown editor command"),
    ])
    func onlyTheExactWordSaves(line: String, message: String) throws {
        let (cli, id) = try makeCLI()

        let result = try cli.run(["attractions", "edit", id], stdin: "set name Lake\n\(line)\n")

        #expect(result.stderr.contains("outings: \(message)"), "\(result.stderr)")
        #expect(try name(cli, id) == "Zoo")
        #expect(result.status != 0 || !line.hasPrefix("save "))
    }

    @Test(arguments: [
        "set name Lake\nshow\nhelp\nundo\nset name Lake\nsave\n", "show\nset type Park\nsave\n",
    ])
    func withJSONStandardOutputIsExactlyTheSavedAttraction(input: String) throws {
        let (cli, id) = try makeCLI()

        let result = try cli.run(["attractions", "edit", id, "--json"], stdin: input)

        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try result.json() as? [String: Any])
        let stored = try #require(
            try cli.run(["attractions", "show", id, "--json"]).json() as? [String: Any])
        // `show` adds the member's own visits, rating and note to the attraction's keys.
        let attraction = stored.filter { !["visited", "rating", "note"].contains($0.key) }
        #expect(
            try JSONSerialization.data(withJSONObject: document, options: .sortedKeys)
                == JSONSerialization.data(withJSONObject: attraction, options: .sortedKeys))
        #expect(document["version"] as? Int == 2)
        #expect(result.stderr.contains("Saved"))
        #expect(result.stderr.contains("Setting: outside"))
    }

    @Test(arguments: [
        ("set name Lake\nshow\ncancel\n", Int32(0)), ("show\nhelp\n", 0), ("", 0),
        ("set name\nsave\n", 65), ("set name Lake\ncancel\nmore\n", 64),
    ])
    func withJSONAndNothingSavedStandardOutputIsNull(input: String, status: Int32) throws {
        let (cli, id) = try makeCLI()

        let result = try cli.run(["attractions", "edit", id, "--json"], stdin: input)

        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stdout == "null\n")
        #expect(try name(cli, id) == "Zoo")
    }

    @Test func withJSONTrailingInputStillLeavesOneDocument() throws {
        let (cli, id) = try makeCLI()

        let result = try cli.run(["attractions", "add", "--json"], stdin: "set name Pool\nsave\nshow\n")

        #expect(result.status == 64)
        let document = try #require(try result.json() as? [String: Any])
        #expect(document["name"] as? String == "Pool")
        #expect(document["position"] as? Int == 2)
        #expect(result.stderr.contains("1 line after 'save' was not read"))
        _ = id
    }
}
