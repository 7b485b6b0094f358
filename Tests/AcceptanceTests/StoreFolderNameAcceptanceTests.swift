import Foundation
import Testing

/// A missing store folder is created by the first write, whatever its name holds: U+0600 (a
/// prepended concatenation mark) joins the "/" after it into one Swift `Character`, which once
/// hid that "/" and made Outings look one folder too high (NSString did the same).
struct StoreFolderNameAcceptanceTests {
    @Test func aMissingSQLiteFolderWhoseNameEndsInU0600IsCreated() throws {
        let cli = try ScratchOutings()
        let folder = cli.folder.path("guide\u{600}")

        let added = try cli.run([
            "--store", "sqlite:\(folder)/outings.sqlite", "attractions", "add", "--name", "Zoo",
        ])

        #expect(added.status == 0, "\(added.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/outings.sqlite"))
    }

    @Test func aMissingPlistFolderWhoseNameEndsInU0600IsCreated() throws {
        let cli = try ScratchOutings()
        let folder = cli.folder.path("config\u{600}")

        let added = try cli.run(
            ["--store", "defaults:guide", "attractions", "add", "--name", "Zoo"],
            environment: ["XDG_CONFIG_HOME": folder])

        #expect(added.status == 0, "\(added.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/guide.plist"))
    }
}
