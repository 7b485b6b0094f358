import Foundation
import OutingsApp
import OutingsAppTestSupport
import TestSupport
import Testing

/// Every command that takes an attraction ID, the editor session included, resolves a unique
/// prefix ignoring case, and refuses an ambiguous one with exit 64 listing the matches by number,
/// name and short id.
struct AttractionIDPrefixCommandTests {
    /// The demo's ids all start "6f1d2c3a-00"; "6F1D2C3A-0007" is one of them, "6f1d2c3a" all.
    private let unique = "6F1D2C3A-0007"
    private let ambiguous = "6f1d2c3a"

    private func run(_ arguments: [String], input: [String] = [], in folder: TemporaryFolder) -> (
        Int32, ConsoleSpy
    ) {
        let store = ["--store", "sqlite:" + folder.path("guide.sqlite")]
        let environment = ["HOME": folder.path("home")]
        if !FileManager.default.fileExists(atPath: folder.path("guide.sqlite")) {
            _ = Outings.run(arguments: store + ["demo"], environment: environment, console: ConsoleSpy())
        }
        let console = ConsoleSpy(input: input)
        return (
            Outings.run(arguments: store + arguments, environment: environment, console: console), console
        )
    }

    private func listing(_ folder: TemporaryFolder) -> String {
        run(["attractions", "list", "--json"], in: folder).1.output
    }

    @Test(arguments: [
        ["attractions", "show", "PREFIX"],
        ["attractions", "edit", "PREFIX", "--type", "Lake"],
        ["attractions", "edit", "PREFIX"],
        ["attractions", "move", "PREFIX", "--to", "1"],
        ["attractions", "remove", "PREFIX", "--yes"],
    ])
    func aUniquePrefixInAnyCaseNamesTheAttraction(command: [String]) throws {
        let folder = try TemporaryFolder()
        let arguments = command.map { $0 == "PREFIX" ? unique : $0 }

        let (status, console) = run(arguments, input: ["set type Lake", "save"], in: folder)

        #expect(status == 0, "\(console.errors)")
        #expect(console.errors.isEmpty)
        let after = listing(folder)
        switch command[1] {
        case "edit": #expect(after.contains("\"type\" : \"Lake\""))
        case "move":
            #expect(
                after.range(of: "6f1d2c3a-0007")!.lowerBound < after.range(of: "6f1d2c3a-0001")!.lowerBound)
        case "remove": #expect(!after.contains("6f1d2c3a-0007"))
        default: #expect(console.output.contains("ID: 6f1d2c3a-0007"))
        }
    }

    @Test(arguments: [
        ["attractions", "show", "PREFIX"],
        ["attractions", "edit", "PREFIX", "--type", "Lake"],
        ["attractions", "edit", "PREFIX"],
        ["attractions", "move", "PREFIX", "--to", "1"],
        ["attractions", "remove", "PREFIX", "--yes"],
    ])
    func anAmbiguousPrefixIsSixtyFourListingTheMatchesAndChangesNothing(command: [String]) throws {
        let folder = try TemporaryFolder()
        let before = listing(folder)

        let (status, console) = run(
            command.map { $0 == "PREFIX" ? ambiguous : $0 }, input: ["set type Lake", "save"], in: folder)

        #expect(status == 64)
        #expect(
            console.errors.hasPrefix(
                "outings: '6f1d2c3a' matches 12 attractions; give its number, more of its name or its id\n"
                    + "1. Fort Collins Museum of Discovery (6f1d2c3a-0001)\n"))
        #expect(console.errors.hasSuffix("\n12. Fossil Creek Reservoir Natural Area (6f1d2c3a-0012)\n"))
        #expect(listing(folder) == before)
    }
}
