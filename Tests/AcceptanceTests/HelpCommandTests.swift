import Foundation
import OutingsApp
import OutingsAppTestSupport
import Testing

/// `outings help [COMMAND...]` and the EXAMPLES part of every command's help, in process.
struct HelpCommandTests {
    private func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let console = ConsoleSpy()
        let status = Outings.run(arguments: arguments, environment: [:], console: console)
        return (status, console.output, console.errors)
    }

    @Test func helpAloneIsTheOverview() {
        let help = run(["help"])
        let dashed = run(["--help"])

        #expect(help.status == 0)
        #expect(help.output == dashed.output)
        #expect(help.output.contains("Usage: outings [--store URL] [--color WHEN] COMMAND [OPTIONS]"))
    }

    /// Every command of the catalog, so a new one is covered without editing this test.
    @Test(arguments: CommandCatalogWords.all)
    func helpForACommandIsItsDashDashHelp(words: [String]) {
        let help = run(["help"] + words)
        let dashed = run(words + ["--help"])

        #expect(help.status == 0)
        #expect(help.errors.isEmpty)
        #expect(help.output == dashed.output)
        #expect(help.output.hasPrefix("Usage: outings \(words.joined(separator: " "))"))
    }

    @Test(arguments: CommandCatalogWords.all)
    func everyCommandsHelpEndsWithExamplesThatRunThatCommand(words: [String]) throws {
        let output = run(words + ["--help"]).output
        let examples = try #require(output.components(separatedBy: "\nExamples:\n").last)

        #expect(output.contains("\nExamples:\n"))
        let lines = examples.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.hasPrefix("  "))
            // Each example is a command line of outings (perhaps after a variable or a pipe).
            #expect(line.contains("outings "))
        }
        // At least one example runs this very command.
        let command = "outings " + words.joined(separator: " ")
        #expect(lines.contains { $0.contains(command) })
    }

    @Test func helpWithGlobalStoreOptionStillHelps() {
        let help = run(["--store", "memory:", "help", "places"])

        #expect(help.status == 0)
        #expect(help.output.hasPrefix("Usage: outings places"))
    }

    @Test func helpForAnUnknownCommandIsAUsageError() {
        let help = run(["help", "bogus"])

        #expect(help.status == 64)
        #expect(help.errors == "outings: unknown command 'bogus'; run 'outings --help'\n")
        #expect(help.output.isEmpty)
    }
}

/// The catalog's command words, for parameterized tests.
enum CommandCatalogWords {
    static let all = CatalogInventory.commands.map(\.words)
}
