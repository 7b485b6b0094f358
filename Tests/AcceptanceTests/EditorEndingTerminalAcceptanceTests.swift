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

    @Test func ctrlDAfterAChangeSaysTheChangeIsDiscarded() throws {
        let (cli, id) = try makeCLI()
        let before = try stored(cli)
        let folder = try TemporaryFolder()
        let terminal = try TerminalSession(["attractions", "edit", id], home: cli.home, folder: folder.url)
        defer { terminal.stop() }
        #expect(try terminal.waitFor("Editing \"Zoo\". Type help for commands."))

        try terminal.type("set name Lake")
        #expect(try terminal.waitFor("edit>", count: 2))
        try terminal.send("C-d")

        #expect(terminal.exitStatus() == 0)
        #expect(try terminal.screen().contains("Unsaved changes discarded."))
        #expect(try stored(cli) == before)
    }

    /// Ctrl-C ends the process as before; the shell around it may end with it, so the screen and
    /// the store are what is checked.
    @Test(arguments: [(["set name Lake"], "Unsaved changes discarded."), ([], "Nothing to save.")])
    func ctrlCSaysWhatBecameOfTheDraft(lines: [String], message: String) throws {
        let (cli, id) = try makeCLI()
        let before = try stored(cli)
        let folder = try TemporaryFolder()
        let terminal = try TerminalSession(["attractions", "edit", id], home: cli.home, folder: folder.url)
        defer { terminal.stop() }
        #expect(try terminal.waitFor("edit>"))
        for line in lines { try terminal.type(line) }
        #expect(try terminal.waitFor("edit>", count: lines.count + 1))

        try terminal.send("C-c")

        #expect(try terminal.waitFor(message))
        #expect(try stored(cli) == before)
    }
}
