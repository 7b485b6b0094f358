import Foundation
import TestSupport
import Testing

/// outings-report keeps the line breaks a description holds, as Markdown hard breaks inside the
/// attraction's list item, while every other control, C1 and bidi control becomes U+FFFD and no
/// line can start a block of its own.
struct ReportTextAcceptanceTests {
    @Test func aDescriptionKeepsItsLineBreaksAndLosesItsControls() throws {
        let cli = try OutingsBinary()
        let report = OutingsBinary.executable.deletingLastPathComponent().appendingPathComponent(
            "outings-report")
        let description =
            "First line\n  - not a list\n=== not a heading\n12. not ordered\n~~~ not a fence\n\n+ last\there"
        let added = try cli.run(["attractions", "add", "--name", "Zoo", "--description", description])
        try #require(added.status == 0, "\(added.stderr)")
        // Controls no Outings app writes, as another program could leave them in the store.
        try SQLiteShell.run(
            cli.storePath,
            "UPDATE attractions SET description = description || char(27) || '[31m' || char(155) || char(8238)"
        )

        let result = try cli.run([], executable: report)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "\n1. **Zoo** (outside): First line\\\n   \\- not a list\\\n   \\=== not a heading\\\n"
                    + "   12\\. not ordered\\\n   \\~~~ not a fence\\\n   \\\n"
                    + "   \\+ last\u{FFFD}here\u{FFFD}\\[31m\u{FFFD}\u{FFFD}\n"),
            "\(result.stdout)")
    }

    @Test func anItemShowsItsWebAddressAsALinkThenItsChoicesOnALineOfTheirOwn() throws {
        let cli = try OutingsBinary()
        let report = OutingsBinary.executable.deletingLastPathComponent().appendingPathComponent(
            "outings-report")
        let added = try cli.run([
            "attractions", "add", "--name", "Zoo", "--type", "Farm", "--description", "Goats",
            "--website", "zoo.example/visit", "--ages", "3-12",
        ])
        try #require(added.status == 0, "\(added.stderr)")

        let result = try cli.run([], executable: report)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "\n1. **Zoo** (Farm, outside): Goats <https://zoo.example/visit>\\\n   Ages: 3-12\n"),
            "\(result.stdout)")
    }
}
