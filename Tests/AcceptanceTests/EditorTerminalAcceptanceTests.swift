import Foundation
import TestSupport
import Testing

/// The editor session at a real terminal (tmux): line editing, history, Tab completion, the save
/// confirmation and reload after a conflict. Each test has its own HOME, tmux server and folder.
@Suite(.serialized)
struct EditorTerminalAcceptanceTests {
    /// A HOME with one attraction "Zoo" of type "Animals"; returns its id.
    private func makeCLI() throws -> (OutingsBinary, String) {
        let cli = try OutingsBinary()
        let added = try cli.run(["attractions", "add", "--name", "Zoo", "--type", "Animals", "--json"])
        let id = try #require((try added.json() as? [String: Any])?["id"] as? String)
        return (cli, id)
    }

    private func stored(_ cli: OutingsBinary, _ id: String) throws -> [String: Any] {
        try #require(try cli.run(["attractions", "show", id, "--json"]).json() as? [String: Any])
    }

    @Test func arrowKeysUpAndTabEditTheLineAndOnlyTheEditedTextIsSaved() throws {
        let (cli, id) = try makeCLI()
        let folder = try TemporaryFolder()
        let state = folder.url.appendingPathComponent("state")
        let terminal = try TerminalSession(
            ["attractions", "edit", id], home: cli.home, folder: folder.url,
            environment: ["XDG_STATE_HOME": state.path])
        defer { terminal.stop() }
        #expect(try terminal.waitFor("edit>"))

        // "Lakx", back over the x, "e" in front of it, forward again, rub out the x: "Lake".
        try terminal.send("set name Lakx", "Left", "e", "Right", "BSpace", "Enter")
        #expect(try terminal.waitFor("edit>", count: 2))
        // Up brings the line back; four rub-outs and "Pond".
        try terminal.send("Up", "BSpace", "BSpace", "BSpace", "BSpace", "Pond", "Enter")
        #expect(try terminal.waitFor("edit>", count: 3))
        try terminal.send("se", "Tab", "ty", "Tab", "Farm", "Enter")
        #expect(try terminal.waitFor("edit>", count: 4))
        try terminal.send("sa", "Tab", "Enter")
        #expect(try terminal.waitFor("Save these changes? [y/N]"))
        try terminal.send("y", "Enter")

        #expect(terminal.exitStatus() == 0, "\((try? terminal.screen()) ?? "")")
        let saved = try stored(cli, id)
        #expect(saved["name"] as? String == "Pond")
        #expect(saved["type"] as? String == "Farm")
        #expect(saved["version"] as? Int == 2)
        let screen = try terminal.screen()
        #expect(screen.contains("edit> set name Pond"))
        #expect(screen.contains("edit> set type Farm"))
        // Prompts and messages went to standard error: the redirected standard output is empty.
        #expect(terminal.standardOutput() == "")
        let history = state.appendingPathComponent("outings/history")
        let attributes = try FileManager.default.attributesOfItem(atPath: history.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try String(contentsOf: history, encoding: .utf8).contains("Pond"))
        #expect(!FileManager.default.fileExists(atPath: cli.home.appendingPathComponent(".local/state").path))
    }

    @Test func theHistoryOutlivesTheSessionInTheDefaultStateFolder() throws {
        let (cli, id) = try makeCLI()
        let first = try TemporaryFolder()
        let second = try TemporaryFolder()
        let typing = try TerminalSession(["attractions", "edit", id], home: cli.home, folder: first.url)
        defer { typing.stop() }
        #expect(try typing.waitFor("edit>"))
        try typing.type("set type Farm")
        try typing.type("cancel")
        #expect(typing.exitStatus() == 0)
        let history = cli.home.appendingPathComponent(".local/state/outings/history")
        let attributes = try FileManager.default.attributesOfItem(atPath: history.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)

        let recalling = try TerminalSession(["attractions", "edit", id], home: cli.home, folder: second.url)
        defer { recalling.stop() }
        #expect(try recalling.waitFor("edit>"))
        // Up once is "cancel", twice the line before it.
        try recalling.send("Up", "Up", "Enter")
        #expect(try recalling.waitFor("edit>", count: 2))
        try recalling.type("save")
        #expect(try recalling.waitFor("[y/N]"))
        try recalling.send("y", "Enter")

        #expect(recalling.exitStatus() == 0)
        #expect(try stored(cli, id)["type"] as? String == "Farm")
    }

    /// XDG says a relative XDG_STATE_HOME is to be ignored: the default under HOME is used.
    @Test func aRelativeStateHomeIsIgnoredForTheDefault() throws {
        let (cli, id) = try makeCLI()
        let folder = try TemporaryFolder()
        let terminal = try TerminalSession(
            ["attractions", "edit", id], home: cli.home, folder: folder.url,
            environment: ["XDG_STATE_HOME": "relative-state"])
        defer { terminal.stop() }
        #expect(try terminal.waitFor("edit>"))

        try terminal.type("cancel")

        #expect(terminal.exitStatus() == 0)
        let history = cli.home.appendingPathComponent(".local/state/outings/history")
        #expect(try String(contentsOf: history, encoding: .utf8).contains("cancel"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("relative-state")))
    }

    @Test func saveListsTheChangesAndSavesOnlyAfterYes() throws {
        let (cli, id) = try makeCLI()
        let folder = try TemporaryFolder()
        let terminal = try TerminalSession(["attractions", "edit", id], home: cli.home, folder: folder.url)
        defer { terminal.stop() }
        #expect(try terminal.waitFor("edit>"))
        try terminal.type("set name Lake")
        try terminal.type("set inside yes")
        try terminal.type("show")
        #expect(try terminal.waitFor("ID: \(id)"))
        try terminal.type("save")
        #expect(try terminal.waitFor("Save these changes? [y/N]"))
        try terminal.send("n", "Enter")
        #expect(try terminal.waitFor("Not saved; still editing"))

        let screen = try terminal.screen()
        #expect(
            screen.contains("Lake  [changed]\nType: Animals\nSetting: inside  [changed]\nDescription: -\n"))
        #expect(
            screen.contains(
                "Changes to save:\n  name: \"Zoo\" -> \"Lake\"\n  inside: \"outside\" -> \"inside\"\n"))
        #expect(try stored(cli, id)["name"] as? String == "Zoo")
        #expect(try stored(cli, id)["version"] as? Int == 1)

        try terminal.type("save")
        #expect(try terminal.waitFor("Save these changes? [y/N]", count: 2))
        try terminal.send("y", "Enter")
        #expect(terminal.exitStatus() == 0)
        #expect(try stored(cli, id)["name"] as? String == "Lake")
        #expect(try stored(cli, id)["inside"] as? Bool == true)
        #expect(try stored(cli, id)["version"] as? Int == 2)
    }

    /// A save with no change asks nothing, writes nothing and keeps the version.
    @Test func saveWithNoChangeAsksNothingAndKeepsTheVersion() throws {
        let (cli, id) = try makeCLI()
        let folder = try TemporaryFolder()
        let terminal = try TerminalSession(["attractions", "edit", id], home: cli.home, folder: folder.url)
        defer { terminal.stop() }
        #expect(try terminal.waitFor("edit>"))
        try terminal.type("set name Lake")
        try terminal.type("undo")
        try terminal.type("save")

        #expect(terminal.exitStatus() == 0)
        #expect(try !terminal.screen().contains("[y/N]"))
        #expect(try terminal.screen().contains("Saved \"Zoo\""))
        #expect(try stored(cli, id)["version"] as? Int == 1)
    }

    @Test func afterAConflictTheSessionStaysOpenAndReloadStartsFromTheStoredVersion() throws {
        let (cli, id) = try makeCLI()
        let folder = try TemporaryFolder()
        let terminal = try TerminalSession(["attractions", "edit", id], home: cli.home, folder: folder.url)
        defer { terminal.stop() }
        #expect(try terminal.waitFor("edit>"))
        try cli.run(["attractions", "edit", id, "--name", "Theirs"])

        try terminal.type("set type Farm")
        try terminal.type("save")
        #expect(try terminal.waitFor("[y/N]"))
        try terminal.send("y", "Enter")
        #expect(try terminal.waitFor("Type reload"))
        try terminal.type("reload")
        #expect(try terminal.waitFor("Your unsaved values"))
        let screen = try terminal.screen()
        #expect(screen.contains("changed or removed by someone else"))
        #expect(screen.contains("Reloaded \"Theirs\" as stored now (version 2)."))
        #expect(screen.contains("\n  set type Farm\n"))
        #expect(try stored(cli, id)["type"] as? String == "Animals")
        // Up brings back the unsaved value to set it again.
        try terminal.send("Up", "Enter")
        try terminal.type("save")
        #expect(try terminal.waitFor("type: \"Animals\" -> \"Farm\""))
        try terminal.send("y", "Enter")

        #expect(terminal.exitStatus() == 0, "\((try? terminal.screen()) ?? "")")
        let saved = try stored(cli, id)
        #expect(saved["name"] as? String == "Theirs")
        #expect(saved["type"] as? String == "Farm")
        #expect(saved["version"] as? Int == 3)
    }

    /// A history file holding terminal escapes (written by anyone who could write the file) is
    /// shown as visible ^[ text when recalled: the window title and screen stay as they were.
    @Test func escapesInTheHistoryFileAreShownNotObeyed() throws {
        let (cli, id) = try makeCLI()
        let folder = try TemporaryFolder()
        let history = cli.home.appendingPathComponent(".local/state/outings")
        try FileManager.default.createDirectory(at: history, withIntermediateDirectories: true)
        let hostile = "_HiStOrY_V2_\nset\\040name\\040\u{1B}]2;PWNED\u{07}\u{1B}[2J\u{1B}[31mred\n"
        try Data(hostile.utf8).write(to: history.appendingPathComponent("history"))
        let terminal = try TerminalSession(["attractions", "edit", id], home: cli.home, folder: folder.url)
        defer { terminal.stop() }
        #expect(try terminal.waitFor("edit>"))

        try terminal.send("Up")

        #expect(try terminal.waitFor("edit> set name ^[]2;PWNED^G^[[2J^[[31mred"))
        #expect(try terminal.screen().contains("Editing \"Zoo\"."))
        #expect(try terminal.paneTitle() != "PWNED")
        try terminal.send("C-u", "cancel", "Enter")
        #expect(terminal.exitStatus() == 0)
    }

    /// A history that cannot be written is said once and the session goes on.
    @Test func anUnwritableHistoryIsReportedOnceAndTheSessionGoesOn() throws {
        let (cli, id) = try makeCLI()
        let folder = try TemporaryFolder()
        // XDG_STATE_HOME is a file, so no folder can be made in it.
        let notAFolder = folder.url.appendingPathComponent("state")
        try Data("x".utf8).write(to: notAFolder)
        let terminal = try TerminalSession(
            ["attractions", "edit", id], home: cli.home, folder: folder.url,
            environment: ["XDG_STATE_HOME": notAFolder.path])
        defer { terminal.stop() }
        #expect(try terminal.waitFor("edit>"))

        try terminal.type("set name Lake")
        try terminal.type("save")
        #expect(try terminal.waitFor("[y/N]"))
        try terminal.send("y", "Enter")

        #expect(terminal.exitStatus() == 0)
        let screen = try terminal.screen()
        #expect(screen.components(separatedBy: "outings: history not saved: ").count == 2, "\(screen)")
        #expect(try stored(cli, id)["name"] as? String == "Lake")
    }
}
