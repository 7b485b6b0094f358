import Foundation
import OutingsApp
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
        FileManager.default.createFile(
            atPath: binary, contents: Data(), attributes: [.posixPermissions: 0o755])

        let name = CatalogInventory.invocation(
            argument0: binary, environment: ["PATH": "/usr/bin:" + folder.url.path])

        #expect(name == "outings")
    }
}
