import Foundation
import OutingsApp
import OutingsAppTestSupport
import TestSupport
import Testing

/// How the demo's tour names the command: as the user can type it again.
struct InvocationTests {
    @Test(arguments: [
        ("/work/outings/.build/debug/outings", "swift run outings"),
        ("/src/o/.build/x86_64-unknown-linux-gnu/release/outings", "swift run outings"),
        ("outings", "outings"),
        ("/opt/no such/outings", "'/opt/no such/outings'"),
        ("./it's/outings", "'./it'\\''s/outings'"),
    ])
    func namesTheCommandAsTyped(argument0: String, expected: String) {
        #expect(
            CatalogInventory.invocation(argument0: argument0, environment: ["PATH": "/nonexistent"])
                == expected)
    }

    @Test func aPathThatPATHFindsIsNamedByItsName() throws {
        let folder = try TemporaryFolder()
        let binary = folder.path("outings")
        try #require(
            FileManager.default.createFile(
                atPath: binary, contents: Data(), attributes: [.posixPermissions: 0o755]))

        let name = CatalogInventory.invocation(
            argument0: binary, environment: ["PATH": "/usr/bin:" + folder.url.path])

        #expect(name == "outings")
    }

    /// Counts how often the name was asked for; `Outings.run` takes it as an autoclosure.
    final class Asked: @unchecked Sendable {
        var count = 0
        func name(_ value: String) -> String {
            count += 1
            return value
        }
    }

    /// Working out the invocation searches PATH and resolves symlinks, so only the demo, which
    /// shows it, may pay for it (docs/performance.md, start-up).
    @Test(arguments: [
        ["--version"], ["--help"], ["places"], ["attractions", "list"],
        ["attractions", "add", "--name", "Zoo"], ["recents"], ["no-such-command"],
    ])
    func onlyTheDemoWorksOutHowOutingsWasInvoked(command: [String]) throws {
        let home = try TemporaryFolder()
        let asked = Asked()

        _ = Outings.run(
            arguments: ["--store", "memory:"] + command, environment: ["HOME": home.url.path],
            console: ConsoleSpy(), invokedAs: asked.name("typed-outings"))

        #expect(asked.count == 0)
    }

    @Test func theDemoTourUsesTheInvocationOnce() throws {
        let home = try TemporaryFolder()
        let asked = Asked()
        let console = ConsoleSpy()

        let status = Outings.run(
            arguments: ["--store", "memory:", "demo"], environment: ["HOME": home.url.path],
            console: console, invokedAs: asked.name("typed-outings"))

        #expect(status == 0, "\(console.errors)")
        #expect(asked.count == 1)
        #expect(console.output.contains("typed-outings attractions list"))
    }
}
