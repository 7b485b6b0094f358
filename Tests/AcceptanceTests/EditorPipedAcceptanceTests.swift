import Foundation
import Testing

/// Piped editor sessions keep their old bytes: the expectations below are what the binary printed
/// before line editing existed, written out by hand. The one deliberate change is that `show`
/// marks the fields changed in the session, as it does at a terminal.
@Suite(.serialized)
struct EditorPipedAcceptanceTests {
    private func makeCLI() throws -> (OutingsBinary, String) {
        let cli = try OutingsBinary()
        let added = try cli.run(["attractions", "add", "--name", "Zoo", "--type", "Animals", "--json"])
        let id = try #require((try added.json() as? [String: Any])?["id"] as? String)
        return (cli, id)
    }

    @Test func aPipedSessionPrintsExactlyWhatItPrintedBefore() throws {
        let (cli, id) = try makeCLI()

        let result = try cli.run(
            ["attractions", "edit", id], stdin: "show\nset name Lake\nset type Park\nundo\nbogus\nsave\n")

        #expect(result.status == 0)
        #expect(
            result.stdout == """
                Zoo
                Type: Animals
                Setting: outside
                Description: -
                Website: -
                Ages: -
                Cost per child: -
                Opening hours: -
                Address: -
                Location: -
                Tags: -
                Position: 1
                ID: \(id)
                Undid the last change.
                Saved "Lake" (id \(id)).

                """)
        #expect(result.stderr == "outings: unknown editor command 'bogus'; type help\n")
    }

    @Test func aPipedSessionNeitherAsksBeforeSavingNorWritesAHistory() throws {
        let (cli, id) = try makeCLI()

        let result = try cli.run(["attractions", "edit", id], stdin: "set name Lake\nsave\n")

        #expect(result.status == 0)
        #expect(result.stdout == "Saved \"Lake\" (id \(id)).\n")
        #expect(result.stderr == "")
        #expect(!FileManager.default.fileExists(atPath: cli.home.appendingPathComponent(".local/state").path))
    }

    @Test func showMarksTheFieldsChangedInTheSession() throws {
        let (cli, id) = try makeCLI()

        let result = try cli.run(
            ["attractions", "edit", id],
            stdin: "set name Lake\nset inside in\nset type Animals\nshow\ncancel\n")

        #expect(
            result.stdout.hasPrefix(
                "Lake  [changed]\nType: Animals\nSetting: inside  [changed]\nDescription: -\nWebsite: -\n"),
            "\(result.stdout)")
    }

    /// A piped conflict is reported as before (and the session ends 75 if the input ends there);
    /// a script may send `reload` and go on from the stored version.
    @Test func aPipedScriptMayReloadAfterAConflict() throws {
        let (cli, id) = try makeCLI()
        let session = try InteractiveRun(["attractions", "edit", id], home: cli.home)
        session.send("show")
        _ = session.awaitOutput()
        try cli.run(["attractions", "edit", id, "--name", "Theirs"])

        session.send("set type Farm")
        session.send("save")
        session.send("reload")
        session.send("set type Farm")
        session.send("save")
        let result = try session.finish()

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("changed or removed by someone else"))
        #expect(!result.stderr.contains("Type reload"))
        let stored = try #require(
            try cli.run(["attractions", "show", id, "--json"]).json() as? [String: Any])
        #expect(stored["name"] as? String == "Theirs")
        #expect(stored["type"] as? String == "Farm")
        #expect(stored["version"] as? Int == 3)
    }
}
