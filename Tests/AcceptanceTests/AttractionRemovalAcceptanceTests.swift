import Foundation
import TestSupport
import Testing

/// `attractions remove` at a terminal names the attraction and asks; only yes removes it. Without a
/// terminal to answer, `--yes` is required.
@Suite(.serialized)
struct AttractionRemovalAcceptanceTests {
    private func makeCLI() throws -> OutingsBinary {
        let cli = try OutingsBinary()
        for name in ["Zoo", "City Park"] { try cli.run(["attractions", "add", "--name", name]) }
        return cli
    }

    private func names(_ cli: OutingsBinary) throws -> [String] {
        try #require(try cli.run(["attractions", "list", "--json"]).json() as? [[String: Any]])
            .compactMap { $0["name"] as? String }
    }

    /// "y" removes it and says so on standard output; "n", a bare Enter and Ctrl-D keep it, say so
    /// on a line of its own, and are no failure. By name or by list number, the question names
    /// the attraction.
    @Test(arguments: [
        ("city park", ["y", "Enter"], "Removed City Park.\n", ["Zoo"]),
        ("2", ["n", "Enter"], "", ["Zoo", "City Park"]), ("2", ["Enter"], "", ["Zoo", "City Park"]),
        ("2", ["C-d"], "", ["Zoo", "City Park"]),
    ])
    func atATerminalItAsksAndOnlyYesRemoves(argument: String, keys: [String], output: String, left: [String])
        throws
    {
        let cli = try makeCLI()
        let folder = try TemporaryFolder()
        let terminal = try TerminalSession(
            ["attractions", "remove", argument], home: cli.home, folder: folder.url)
        defer { terminal.stop() }

        #expect(try terminal.waitFor("Remove \"City Park\"? [y/N]"))
        for key in keys { try terminal.send(key) }

        #expect(terminal.exitStatus() == 0)
        #expect(terminal.standardOutput() == output)
        #expect(try names(cli) == left)
        if output.isEmpty {
            let kept = "Not removed; City Park stays in the list."
            #expect(try terminal.waitFor(kept))
            #expect(try terminal.screen().split(separator: "\n").contains { $0.hasPrefix(kept) })
        }
    }

    @Test func pipedWithoutYesIsSixtyFourNamingTheFlagAndTouchesNothing() throws {
        let cli = try makeCLI()
        let before = try Data(contentsOf: URL(fileURLWithPath: cli.storePath))

        let result = try cli.run(["attractions", "remove", "City Park"], stdin: "y\n")

        #expect(result.status == 64)
        #expect(
            result.stderr
                == "outings: remove asks before it removes, and standard input is not a terminal: add --yes "
                + "to remove 'City Park' without asking\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.storePath)) == before)
        #expect(try names(cli) == ["Zoo", "City Park"])
    }

    @Test func yesRemovesWithoutAsking() throws {
        let cli = try makeCLI()

        let result = try cli.run(["attractions", "remove", "--yes", "City Park"])

        #expect(result.status == 0)
        #expect(result.stdout == "Removed City Park.\n")
        #expect(result.stderr == "")
        #expect(try names(cli) == ["Zoo"])
    }
}
