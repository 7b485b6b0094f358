import Foundation
import OutingsApp
import OutingsAppTestSupport
import TestSupport
import Testing

@Suite(.serialized)
struct CommandLineTests {
    @Test func versionAndHelpPrintAndSucceed() throws {
        let home = try TemporaryFolder()
        let version = ConsoleSpy()
        let help = ConsoleSpy()

        let versionStatus = Outings.run(
            arguments: ["--version"], environment: ["HOME": home.url.path], console: version)
        let helpStatus = Outings.run(
            arguments: ["--help"], environment: ["HOME": home.url.path], console: help)

        #expect(versionStatus == 0)
        #expect(version.output.hasPrefix("outings "))
        #expect(helpStatus == 0)
        #expect(help.output.contains("  attractions "))
        #expect(version.errors.isEmpty && help.errors.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path).isEmpty)
    }

    /// `-h` is `--help`, and asking twice (for help or the version) is still asking once.
    @Test(arguments: [
        (["-h"], "outings: a family outings guide"), (["--help", "-h"], "outings: a family outings guide"),
        (["places", "-h", "--help"], "Usage: outings places"), (["--version", "--version"], "outings 0.1.0"),
    ])
    func helpOrTheVersionAskedTwiceIsAskedOnce(arguments: [String], output: String) throws {
        let home = try TemporaryFolder()
        let console = ConsoleSpy()

        let status = Outings.run(arguments: arguments, environment: ["HOME": home.url.path], console: console)

        #expect(status == 0)
        #expect(console.output.hasPrefix(output), "\(console.output.prefix(80))")
        #expect(console.errors.isEmpty)
    }

    /// Every command in the catalog (so a new one is covered without editing this list), in
    /// process: help needs no store and no child process.
    @Test(arguments: CommandCatalog.allWords)
    func everyCommandHasHelp(words: [String]) throws {
        let home = try TemporaryFolder()
        let console = ConsoleSpy()

        let status = Outings.run(
            arguments: words + ["--help"], environment: ["HOME": home.url.path], console: console)

        #expect(status == 0)
        #expect(console.output.hasPrefix("Usage: outings \(words.joined(separator: " "))"))
        #expect(console.errors.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path).isEmpty)
    }

    @Test(arguments: [
        (["place"], "unknown command 'place', did you mean 'places'?"),
        (["places", "--jsn"], "unknown option --jsn for 'outings places', did you mean --json?"),
        (["attractions", "lst"], "unknown subcommand 'lst' of 'outings attractions', did you mean 'list'?"),
        (["photos", "show"], "missing PHOTO_ID"),
        (["photos", "show", "1", "2"], "unexpected argument '2'"),
        (["places", "photos", "p", "--limit", "many"], "--limit needs a whole number"),
        (["recents", "show", "first"], "recents show needs a number"),
        (["attractions", "move", "x"], "move needs --to POSITION"),
        (["--store", "ftp://x", "places"], "unknown store scheme 'ftp'"),
        (["--store"], "--store needs a value, such as sqlite:PATH or memory:"),
        (["places", "--member"], "--member needs a member's name"),
        (["places", "photos", "p", "--limit"], "--limit needs a value (N)"),
    ])
    func usageErrorsAreOneLineWithExit64(arguments: [String], message: String) throws {
        // A temporary HOME, never the real one: a usage error must neither read nor create a store
        // (nor read the account's configuration file).
        let home = try TemporaryFolder()
        let console = ConsoleSpy()

        let status = Outings.run(
            arguments: arguments, environment: ["HOME": home.url.path], console: console)

        #expect(status == 64)
        #expect(console.errors.contains(message))
        #expect(console.errors.split(separator: "\n").count == 1)
        #expect(console.output.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path).isEmpty)
    }

    /// Each handler checks its options before it opens the store: a usage (or missing key) error
    /// creates no store, records nothing, and is one line.
    static let optionErrors: [([String], Int32)] = [
        (["photos", "show", "1", "--size", "huge"], 64),
        (["recents", "show", "first"], 64),
        (["recents", "show", "1", "--size", "huge"], 64),
        (["photos", "open", "1", "--timeout", "0"], 64),
        (["recents", "open", "0"], 64),
        (["photos", "download", "1", "--timeout", "abc"], 64),
        (["places", "photos", "p", "--limit", "-1"], 64),
        (["places", "--refresh", "--api-key", "k", "--api-key-file", "f"], 64),
        (["places", "photos", "p", "--refresh"], 78),
        (["transfer", "--from", "memory:"], 64),
        (["attractions", "move", "some-id", "--to", "0"], 64),
        (["attractions", "add", "--name", "Zoo", "--inside", "--outside"], 64),
        (["attractions", "edit", "some-id", "--inside", "--outside"], 64),
    ]

    @Test(arguments: optionErrors)
    func optionErrorsComeBeforeTheStoreIsCreated(arguments: [String], status: Int32) throws {
        let home = try TemporaryFolder()
        let console = ConsoleSpy()

        let result = Outings.run(arguments: arguments, environment: ["HOME": home.url.path], console: console)

        #expect(result == status)
        #expect(console.errors.hasPrefix("outings: "))
        let lines = console.errors.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path).isEmpty)
    }
}
