import Foundation
import TestSupport
import Testing

/// A name with a line feed, written into the store behind Outings' back (Outings refuses to save
/// one), never lays out a line of its own in what the commands say about it: the line feed shows
/// as U+FFFD, as it does in the list, and no line reads as if Outings had written it.
@Suite(.serialized)
struct HostileNameMessagesAcceptanceTests {
    static let shown = "Line\u{FFFD}Removed every attraction."

    /// A store holding "Zoo" and the hostile name, second in the list.
    private func makeCLI() throws -> OutingsBinary {
        let cli = try OutingsBinary()
        for name in ["Zoo", "Line"] { try cli.run(["attractions", "add", "--name", name]) }
        try SQLiteShell.run(
            cli.storePath,
            "UPDATE attractions SET name = 'Line' || char(10) || 'Removed every attraction.' WHERE name = 'Line'"
        )
        return cli
    }

    @Test(arguments: [
        (["remove", "2", "--yes"], "Removed \(shown).\n"),
        (["move", "2", "--to", "1"], "Moved \"\(shown)\" to position 1.\n"),
    ])
    func statusLinesAreOneLine(command: [String], start: String) throws {
        let cli = try makeCLI()

        let result = try cli.run(["attractions"] + command)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix(start), "\(result.stdout)")
        #expect(result.stdout.split(separator: "\n").count == 1, "\(result.stdout)")
    }

    @Test func theRemovalAnswerAtATerminalIsOneLine() throws {
        let cli = try makeCLI()
        let folder = try TemporaryFolder()
        let terminal = try TerminalSession(
            ["attractions", "remove", "2"], home: cli.home, folder: folder.url)
        defer { terminal.stop() }

        #expect(try terminal.waitFor("[y/N]"))
        try terminal.send("n", "Enter")

        #expect(terminal.exitStatus() == 0)
        #expect(try terminal.waitFor("Not removed; \(Self.shown) stays in the list."))
        #expect(try !terminal.screen().contains("\nRemoved every attraction."))
    }

    @Test func anEditorSessionNamesItOnOneLine() throws {
        let cli = try makeCLI()
        let folder = try TemporaryFolder()
        let terminal = try TerminalSession(["attractions", "edit", "2"], home: cli.home, folder: folder.url)
        defer { terminal.stop() }

        #expect(try terminal.waitFor("Editing \"\(Self.shown)\". Type help for commands."))
        try terminal.type("cancel")

        #expect(terminal.exitStatus() == 0)
        #expect(try !terminal.screen().contains("\nRemoved every attraction."))
    }
}
