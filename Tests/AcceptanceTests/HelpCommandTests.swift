import Foundation
import OutingsApp
import OutingsAppTestSupport
import Testing

/// `outings help [COMMAND...]` and the EXAMPLES part of every command's help, in process.
struct HelpCommandTests {
    private func run(_ arguments: [String], columns: Int? = nil) -> (
        status: Int32, output: String, errors: String
    ) {
        let console = ConsoleSpy()
        let environment = columns.map { ["COLUMNS": String($0)] } ?? [:]
        let status = Outings.run(arguments: arguments, environment: environment, console: console)
        return (status, console.output, console.errors)
    }

    @Test func helpAloneIsTheOverview() {
        let help = run(["help"])
        let dashed = run(["--help"])

        #expect(help.status == 0)
        #expect(help.output == dashed.output)
        #expect(help.output.contains("Usage: outings [--store STORE] [--color WHEN] COMMAND [OPTIONS]"))
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

    @Test(arguments: [["help", "bogus"], ["help", "environments"], ["help", "exit"]])
    func helpOnAnUnknownTopicIsOneUsageLineNamingOutingsHelp(arguments: [String]) {
        let help = run(arguments)

        #expect(help.status == 64)
        #expect(help.errors.hasPrefix("outings: "))
        #expect(help.errors.hasSuffix("\n"))
        #expect(help.errors.filter { $0 == "\n" }.count == 1)
        #expect(help.errors.contains("'\(arguments[1])'"))
        #expect(help.errors.contains("'outings help'"))
        #expect(help.output.isEmpty)
    }

    @Test func theOverviewIsAtMostThirtyLinesAtEightyColumnsAndPointsFurther() {
        let help = run(["--help"], columns: 80)
        let lines = help.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()

        #expect(help.status == 0)
        #expect(lines.count <= 30, "\(lines.count) lines")
        #expect(lines.allSatisfy { $0.count <= 80 })
        for pointer in ["outings help COMMAND", "outings help environment", "outings help exit-codes"] {
            #expect(help.output.contains(pointer), "\(pointer)")
        }
        // The common commands, each at the start of a row.
        for command in ["places", "photos", "recents", "attractions", "demo", "config", "completion SHELL"] {
            #expect(lines.contains { $0.hasPrefix("  \(command) ") }, "\(command)")
        }
        #expect(run(["help"], columns: 80).output == help.output)
    }

    /// At any width every word of the help is whole on some line, in order: wrapping moves words,
    /// it never cuts one (nor a token of an example); a line wider than the width is one word
    /// alone or an example standing unbroken.
    @Test(arguments: [40, 80, 200])
    func wrappingNeverSplitsAWord(columns: Int) {
        for words in [
            [], ["attractions", "edit"], ["transfer"], ["places"], ["environment"], ["exit-codes"],
        ] {
            let wide = run(["help"] + words, columns: 100_000).output
            let narrow = run(["help"] + words, columns: columns).output

            #expect(
                narrow.split(whereSeparator: \.isWhitespace) == wide.split(whereSeparator: \.isWhitespace),
                "\(words) at \(columns)")
            let wideLines = Set(wide.split(separator: "\n"))
            for line in narrow.split(separator: "\n") where line.count > columns {
                let isOneWord = line.split(separator: " ").count == 1
                let isUnbrokenExample = line.hasPrefix("  ") && wideLines.contains(line)
                #expect(isOneWord || isUnbrokenExample, "\(words) at \(columns): \(line)")
            }
        }
    }

    @Test func anExampleThatDoesNotFitStandsUnbrokenOnItsOwnLine() {
        let example =
            "  outings transfer --from sqlite:guide.sqlite --to postgres://me@db.example/outings --replace"

        let help = run(["help", "transfer"], columns: 40)

        #expect(help.output.split(separator: "\n").contains { $0 == example })
    }

    /// Written out by hand: what each of these commands' usage line must say.
    @Test(arguments: [
        (["attractions", "move"], "Usage: outings attractions move ID --to POSITION"),
        (["transfer"], "Usage: outings transfer --from STORE --to STORE [--replace] [--drop-members]"),
        (["attractions", "show"], "Usage: outings attractions show ID [--json]"),
    ])
    func usageShowsRequiredOptionsWithoutBrackets(words: [String], usage: String) {
        let help = run(["help"] + words, columns: 200)

        #expect(help.output.hasPrefix(usage + "\n"))
    }

    @Test func helpForACommandPrintsItsUsageAndOptions() {
        let help = run(["help", "attractions", "move"], columns: 200)
        let lines = help.output.split(separator: "\n").map(String.init)

        #expect(help.status == 0)
        #expect(lines.contains { $0.hasPrefix("  --to POSITION ") && $0.hasSuffix("(required)") })
        #expect(lines.contains("  outings attractions move ID --to 1"))
    }

    @Test func theGroupsHelpListsItsSubcommandsWithWhatTheyTake() {
        let help = run(["help", "attractions"], columns: 200)
        let lines = help.output.split(separator: "\n").map(String.init)

        for subcommand in ["list ", "show ID ", "add ", "edit ID ", "remove ID ", "move ID "] {
            #expect(lines.contains { $0.hasPrefix("  \(subcommand)") }, "\(subcommand)")
        }
    }

    /// `--store STORE` is written one way in every help and in the man page.
    @Test func theStoreOptionIsWrittenTheSameEverywhere() {
        let texts =
            [
                run(["--help"]).output,
                CatalogInventory.manPage.replacingOccurrences(of: "\\fR \\fI", with: " "),
            ]
            + CommandCatalogWords.all.map { run(["help"] + $0).output }
        for text in texts {
            #expect(!text.contains("--store URL") && !text.contains("\\-\\-store\\fR \\fIURL"))
        }
        #expect(run(["--help"], columns: 200).output.contains("  --store STORE "))
        #expect(run(["--help"]).output.contains("[--store STORE]"))
    }

    /// The variables, written out here; each is one row of `help environment` and of the man page.
    static let variables = [
        "OUTINGS_STORE", "OUTINGS_MEMBER", "FLICKR_API_KEY", "OUTINGS_FLICKR_URL",
        "OUTINGS_FLICKR_STATIC_URL",
        "OUTINGS_CACHE_LIMIT", "OUTINGS_CACHE_MAX_AGE", "OUTINGS_TIMEZONE",
        "OUTINGS_LOCK_WAIT", "BROWSER", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME",
        "XDG_STATE_HOME",
        "PGPASSWORD", "COLUMNS", "NO_COLOR", "TERM",
    ]

    @Test func helpEnvironmentListsEveryVariableOutingsReads() {
        let help = run(["help", "environment"], columns: 200)
        let rows = help.output.split(separator: "\n").dropFirst().map {
            $0.split(separator: " ").first.map(String.init)
        }

        #expect(help.status == 0)
        #expect(rows == Self.variables)
        for variable in Self.variables {
            #expect(CatalogInventory.manPage.contains("\\fB\(variable)\\fR"))
        }
    }

    @Test func helpExitCodesListsEveryCodeWithItsMeaning() {
        let help = run(["help", "exit-codes"], columns: 200)
        let rows = help.output.split(separator: "\n").dropFirst()

        #expect(help.status == 0)
        #expect(
            rows.map { $0.split(separator: " ").first.map(String.init) } == [
                "0", "1", "64", "65", "66", "69", "70", "73", "74", "75", "76", "78",
            ])
        // Each row's meaning is the man page's EXIT STATUS entry for that code.
        let page = CatalogInventory.manPage.replacingOccurrences(of: "\\-", with: "-")
        for row in rows.map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let code = row.prefix { $0 != " " }
            let meaning = row.drop { $0 != " " }.trimmingCharacters(in: .whitespaces)
            #expect(page.contains(".TP\n\\fB\(code)\\fR\n\(meaning)\n"), "\(code)")
        }
        #expect(rows.first { $0.hasPrefix("  75 ") }?.contains("changed or removed by someone else") == true)
    }

    /// An option after `help` is refused whole, wherever it stands, rather than dropped with the
    /// words after it.
    @Test(arguments: [
        (["help", "--json"], "--json"), (["help", "--bogus", "attractions"], "--bogus"),
        (["help", "attractions", "move", "--to"], "--to"), (["help", "-x"], "-x"),
    ])
    func helpTakesNoOptions(arguments: [String], option: String) {
        let help = run(arguments)

        #expect(help.status == 64)
        #expect(
            help.errors
                == "outings: unknown option \(option) for 'outings help'; usage: outings help [COMMAND...|TOPIC]\n"
        )
        #expect(help.output.isEmpty)
    }

    @Test func helpOnATopicTakesNothingAfterIt() {
        let help = run(["help", "exit-codes", "now"])

        #expect(help.status == 64)
        #expect(help.errors == "outings: unexpected argument 'now'; usage: outings help exit-codes\n")
    }
}

/// The catalog's command words, for parameterized tests.
enum CommandCatalogWords {
    static let all = CatalogInventory.commands.map(\.words)
}

/// The editor session's `help`: its commands, for the person editing.
struct EditorHelpTests {
    @Test func theEditorsHelpSpeaksOfEditingNotOfExitCodesOrVariables() {
        let console = ConsoleSpy(input: ["help", "cancel"])

        let status = Outings.run(
            arguments: ["--store", "memory:", "attractions", "add"], environment: [:], console: console)
        let help = console.output + console.errors

        #expect(status == 0)
        for command in ["set FIELD VALUE", "show", "undo", "save", "reload", "cancel", "help"] {
            #expect(help.contains("  \(command) "), "\(command)")
        }
        for outsider in ["exit", "64", "XDG_", "$", "COLUMNS", "environment", "OUTINGS_"] {
            #expect(!help.contains(outsider), "\(outsider)")
        }
    }
}
