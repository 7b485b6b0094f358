import Foundation
import OutingsApp
import OutingsAppTestSupport
import TestSupport
import Testing

/// Hostile command lines: option values that look like options, repeated options, '--' in the
/// wrong place, bytes that are not UTF-8, and where a bad store came from.
@Suite(.serialized)
struct ArgumentAcceptanceTests {
    /// Each word after a value-taking option is stored as typed, even when it looks like an option.
    @Test(arguments: ["-h", "--help", "--version", "--store", "--store=memory:", "--json", "--", "-"])
    func anOptionValueIsTheNextWordWhateverItLooksLike(word: String) throws {
        let cli = try OutingsBinary()

        let result = try cli.run([
            "attractions", "add", "--name", word, "--type", word, "--description", word, "--json",
        ])

        #expect(result.status == 0, "\(result.stderr)")
        let saved = try #require(try result.json() as? [String: Any])
        #expect(saved["name"] as? String == word)
        #expect(saved["type"] as? String == word)
        #expect(saved["description"] as? String == word)
        #expect(FileManager.default.fileExists(atPath: cli.storePath))
    }

    @Test func anOptionValueBeforeTheGlobalStoreOptionDoesNotHideIt() throws {
        let cli = try OutingsBinary()
        let other = cli.home.appendingPathComponent("other.sqlite").path

        let added = try cli.run([
            "attractions", "add", "--description", "--store", "--name", "x", "--store", "sqlite:\(other)",
        ])

        #expect(added.status == 0, "\(added.stderr)")
        #expect(FileManager.default.fileExists(atPath: other))
        #expect(!FileManager.default.fileExists(atPath: cli.storePath))
    }

    @Test(arguments: [
        (["--store", "memory:", "--store", "memory:", "places"], "--store is given twice"),
        (["--store=memory:", "places", "--store", "sqlite:/tmp/x"], "--store is given twice"),
        (["attractions", "add", "--name", "a", "--name", "b"], "--name is given twice"),
        (["places", "--json", "--json"], "--json is given twice"),
        (["places", "--help=yes"], "--help takes no value"),
        (["--color", "never", "places", "--json=yes"], "--json takes no value"),
        (["bogus", "--help"], "unknown command 'bogus'"),
        (["--help", "bogus"], "unknown command 'bogus'"),
        (["attractions", "bogus", "--help"], "unknown subcommand 'bogus' of 'outings attractions'"),
        (["attractions", "--", "list"], "'list' comes after '--', which makes it an argument"),
        (["photos", "--", "show", "1"], "'show' comes after '--', which makes it an argument"),
        (["--", "attractions", "list"], "'--' comes before the command"),
        (["--store", "memory:", "--", "places"], "'--' comes before the command"),
    ])
    func misplacedOrRepeatedWordsAreUsageErrors(arguments: [String], message: String) throws {
        // Parsing alone: in process, with a HOME nothing may be written to.
        let home = try TemporaryFolder()
        let console = ConsoleSpy()

        let status = Outings.run(arguments: arguments, environment: ["HOME": home.url.path], console: console)

        #expect(status == 64)
        #expect(console.errors.hasPrefix("outings: \(message)"), "\(console.errors)")
        #expect(console.errors.split(separator: "\n").count == 1)
        #expect(console.output.isEmpty)
        #expect(!console.errors.contains("did you mean 'list'"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path).isEmpty)
    }

    /// Arguments whose bytes are not UTF-8 would otherwise become U+FFFD: another file name.
    @Test(arguments: [
        (["--store", "sqlite:$HOME/a\\377b.sqlite", "places"], 2),
        (["attractions", "add", "--name", "caf\\351"], 4),
        (["photos", "import", "$HOME/\\300\\200.json"], 3),
        (["places", "photos", "\\355\\240\\200"], 3),
    ])
    func argumentsThatAreNotUTF8AreRefusedNamingWhichOne(arguments: [String], position: Int) throws {
        let cli = try OutingsBinary()
        // printf turns the octal escapes into raw bytes that Foundation's Process could not pass.
        let quoted = arguments.map { $0.contains("\\") ? "\"$(printf \"\($0)\")\"" : "'\($0)'" }
            .joined(separator: " ")

        let result = try cli.run(
            ["-c", "exec \"$OUTINGS\" \(quoted)"], environment: ["OUTINGS": OutingsBinary.executable.path],
            executable: URL(fileURLWithPath: "/bin/sh"))

        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("outings: argument \(position) "), "\(result.stderr)")
        #expect(result.stderr.contains("is not valid UTF-8"))
        let written = try FileManager.default.contentsOfDirectory(atPath: cli.home.path)
        #expect(written.isEmpty, "nothing may be created: \(written)")
    }

    @Test func anOutingsStoreVariableThatIsNotUTF8IsRefused() throws {
        let cli = try OutingsBinary()

        let result = try cli.run(
            ["-c", "OUTINGS_STORE=\"sqlite:$(printf 'x\\377')\" exec \"$OUTINGS\" places"],
            environment: ["OUTINGS": OutingsBinary.executable.path],
            executable: URL(fileURLWithPath: "/bin/sh"))

        #expect(result.status == 64)
        #expect(result.stderr.contains("OUTINGS_STORE is not valid UTF-8"))
    }

    @Test(arguments: ["ftp://x", "sqlite:", "defaults:../x", "postgres://a@[::1/db"])
    func aBadOutingsStoreSaysItCameFromTheVariable(value: String) throws {
        let home = try TemporaryFolder()
        let console = ConsoleSpy()

        let status = Outings.run(
            arguments: ["places"], environment: ["HOME": home.url.path, "OUTINGS_STORE": value],
            console: console)

        #expect(status == 64)
        #expect(console.errors.hasPrefix("outings: OUTINGS_STORE: "), "\(console.errors)")
        #expect(console.errors.split(separator: "\n").count == 1)
    }

    /// Not only a malformed value: a store from OUTINGS_STORE that cannot be opened says so too.
    @Test(arguments: [
        ("sqlite:/proc/no/such/folder/x.sqlite", Int32(74)), ("postgres://a@127.0.0.1:1/db", 69),
    ])
    func anUnusableOutingsStoreSaysItCameFromTheVariable(value: String, status: Int32) throws {
        // A write: a read of a store that does not exist shows the empty guide (exit 0) instead.
        let add = ["attractions", "add", "--name", "X"]
        let viaVariable = try OutingsBinary().run(add, environment: ["OUTINGS_STORE": value])
        let viaOption = try OutingsBinary().run(add + ["--store", value])

        #expect(viaVariable.status == status)
        #expect(viaVariable.stderr.hasPrefix("outings: OUTINGS_STORE: "), "\(viaVariable.stderr)")
        #expect(viaOption.status == status)
        #expect(!viaOption.stderr.contains("OUTINGS_STORE"))
    }

    @Test func transferWithBothStoresNeverReadsOutingsStore() throws {
        let cli = try OutingsBinary()
        let from = "sqlite:" + cli.home.appendingPathComponent("a.sqlite").path
        let to = "sqlite:" + cli.home.appendingPathComponent("b.sqlite").path
        try cli.run(["attractions", "add", "--name", "Zoo", "--store", from])

        let result = try cli.run(
            ["transfer", "--from", from, "--to", to], environment: ["OUTINGS_STORE": "ftp://bad"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Copied 1 attraction, 0 places, 0 photos, 0 recents.\n")
    }
}
