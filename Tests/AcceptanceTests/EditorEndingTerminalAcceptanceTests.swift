import Foundation
import TestSupport
import Testing

/// At a terminal the editor says what it is editing, and when it ends without a save (Ctrl-D, or
/// Ctrl-C, which still ends the process at once) what became of the unsaved changes.
@Suite(.serialized)
struct EditorEndingTerminalAcceptanceTests {
    private func makeCLI() throws -> (OutingsBinary, String) {
        let cli = try OutingsBinary()
        let added = try cli.run(["attractions", "add", "--name", "Zoo", "--json"])
        return (cli, try #require((try added.json() as? [String: Any])?["id"] as? String))
    }

    private func stored(_ cli: OutingsBinary) throws -> String {
        try cli.run(["attractions", "list", "--json"]).stdout
    }

    @Test func addOpensOnANewAttractionAndCtrlDWithNothingTypedHasNothingToSave() throws {
        let (cli, _) = try makeCLI()
        let before = try stored(cli)
        let folder = try TemporaryFolder()
        let terminal = try TerminalSession(["attractions", "add"], home: cli.home, folder: folder.url)
        defer { terminal.stop() }

        #expect(try terminal.waitFor("New attraction. Type help for commands."))
        try terminal.send("C-d")

        #expect(terminal.exitStatus() == 0)
        #expect(try terminal.screen().contains("Nothing to save."))
        #expect(try stored(cli) == before)
    }

    /// Ctrl-D ends the session (exit 0); Ctrl-C ends the process as before, and the shell around
    /// it may end with it, so for Ctrl-C the screen and the store are what is checked.
    @Test(arguments: [
        (["set name Lake"], "C-d", "Unsaved changes discarded."),
        (["set name Lake"], "C-c", "Unsaved changes discarded."), ([], "C-c", "Nothing to save."),
    ])
    func endingWithoutASaveSaysWhatBecameOfTheDraft(lines: [String], key: String, message: String) throws {
        let (cli, id) = try makeCLI()
        let before = try stored(cli)
        let folder = try TemporaryFolder()
        let terminal = try TerminalSession(["attractions", "edit", id], home: cli.home, folder: folder.url)
        defer { terminal.stop() }
        #expect(try terminal.waitFor("Editing \"Zoo\". Type help for commands."))
        for line in lines { try terminal.type(line) }
        #expect(try terminal.waitFor("edit>", count: lines.count + 1))

        try terminal.send(key)

        #expect(try terminal.waitFor(message))
        if key == "C-d" { #expect(terminal.exitStatus() == 0) }
        #expect(try stored(cli) == before)
    }
}
