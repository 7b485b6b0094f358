import Foundation
import TestSupport
import Testing

/// A command loads only the libraries it uses: with every PostgreSQL, network and TLS library
/// unusable (`UnusableLibraries`), commands on a SQLite store run exactly as before, and a
/// PostgreSQL store without a usable libpq is one line and exit 74, never a crash.
@Suite struct LibraryLoadingAcceptanceTests {
    static let readCommands: [[String]] = [
        ["places"], ["places", "photos", "EsIQUYZXU79_kEA"], ["recents"], ["attractions", "list"],
        ["attractions", "list", "--json"], ["photos"], ["check"], ["--version"], ["--help"],
    ]

    @Test(arguments: readCommands)
    func aReadOnSQLiteNeedsNoPostgresNetworkOrTLSLibrary(words: [String]) throws {
        let cli = try OutingsBinary()
        try #require(cli.run(["demo"]).status == 0)
        let libraries = try UnusableLibraries()

        let expected = try cli.run(words)
        let withoutThem = try cli.run(words, environment: libraries.environment)

        #expect(expected.status == 0, "\(expected.stderr)")
        #expect(!expected.stdout.isEmpty)
        #expect(withoutThem.status == 0, "\(withoutThem.stderr)")
        #expect(withoutThem.stdout == expected.stdout)
        #expect(withoutThem.stderr == expected.stderr)
    }

    @Test func writesOnSQLiteAndTheReportNeedNoneOfThemEither() throws {
        let cli = try OutingsBinary()
        let libraries = try UnusableLibraries()
        let report = OutingsBinary.executable.deletingLastPathComponent().appendingPathComponent(
            "outings-report")

        let add = try cli.run(
            ["attractions", "add", "--name", "Zoo", "--json"], environment: libraries.environment)
        let list = try cli.run(["attractions", "list", "--json"])
        let markdown = try cli.run([], environment: libraries.environment, executable: report)

        #expect(add.status == 0, "\(add.stderr)")
        let names = try #require(try list.json() as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(names == ["Zoo"])
        #expect(markdown.status == 0, "\(markdown.stderr)")
        #expect(markdown.stdout.contains("Zoo"))
    }

    /// Every way a command reaches a PostgreSQL store: `--store`, OUTINGS_STORE, a transfer target,
    /// and outings-report.
    @Test func aPostgresStoreWithoutLibpqIsOneLineAndExit74() throws {
        let cli = try OutingsBinary()
        let libraries = try UnusableLibraries(["libpq.so.5"])
        let url = "postgres://alice:libpq-S3cret@127.0.0.1:1/guide"
        let report = OutingsBinary.executable.deletingLastPathComponent().appendingPathComponent(
            "outings-report")
        try #require(cli.run(["attractions", "add", "--name", "Source"]).status == 0)

        let results = [
            try cli.run(["places", "--store", url], environment: libraries.environment),
            try cli.run(
                ["attractions", "add", "--name", "Zoo"],
                environment: libraries.environment.merging(["OUTINGS_STORE": url]) { $1 }),
            try cli.run(
                ["transfer", "--from", "sqlite:" + cli.storePath, "--to", url],
                environment: libraries.environment),
            try cli.run(["--store", url], environment: libraries.environment, executable: report),
        ]

        for result in results {
            #expect(result.status == 74, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            #expect(
                result.stderr.contains("cannot load the PostgreSQL client library libpq.so.5"),
                "\(result.stderr)")
            #expect(!result.stderr.contains("S3cret"))
        }
        #expect(results[1].stderr.hasPrefix("outings: OUTINGS_STORE: store unavailable: "))
        #expect(results[3].stderr.hasPrefix("outings-report: "))
    }

    /// libsodium is opened on use (sign-in, tokens, backups' checksums), not linked: on a host
    /// without it, what needs it is one line and exit 78 before anything is written (no backup
    /// file, not even a temporary one), never a trap; outings-web refuses to start; the rest runs.
    @Test func withoutLibsodiumWhatNeedsItIsOneLineAndExit78() throws {
        let cli = try OutingsBinary()
        try #require(cli.run(["demo"]).status == 0)
        let folder = try TemporaryFolder()
        let sound = folder.url.appendingPathComponent("sound.backup").path
        try #require(cli.run(["backup", sound]).status == 0)
        let target = try TemporaryFolder()
        let libraries = try UnusableLibraries(["libsodium.so.23", "libsodium.so"])
        let web = OutingsBinary.executable.deletingLastPathComponent().appendingPathComponent("outings-web")

        let list = try cli.run(["attractions", "list"], environment: libraries.environment)
        let refused = [
            try cli.run(
                ["backup", target.url.appendingPathComponent("new.backup").path],
                environment: libraries.environment),
            try cli.run(["restore", sound, "--replace"], environment: libraries.environment),
            try cli.run(
                ["members", "add", "ada", "--password-stdin"], stdin: "correct horse battery\n",
                environment: libraries.environment),
            try cli.run(["--member", "ada", "recents"], environment: libraries.environment),
            try cli.run(["--listen", "127.0.0.1:0"], environment: libraries.environment, executable: web),
        ]

        #expect(list.status == 0, "\(list.stderr)")
        for result in refused {
            #expect(result.status == 78, "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            #expect(result.stderr.contains("cannot load libsodium"), "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.url.path).isEmpty)
        #expect(try cli.run(["members", "list"]).stdout.contains("ada") == false)
    }

    /// swift-corelibs Foundation (with CoreFoundation and ICU) costs every command about 1 ms of
    /// start-up (docs/performance.md), so `outings` links FoundationEssentials only: with those
    /// libraries unusable, reads and writes on SQLite and on a plist store run exactly as before.
    @Test(arguments: [
        ["attractions", "add", "--name", "Zoo"], ["attractions", "list", "--json"], ["places"], ["recents"],
        ["--store", "defaults:corelibs-check", "attractions", "add", "--name", "Kite hill"],
        ["--store", "defaults:corelibs-check", "attractions", "list"], ["--help"], ["--version"],
    ])
    func outingsNeedsNoCorelibsFoundation(words: [String]) throws {
        let cli = try OutingsBinary()
        try #require(cli.run(["demo"]).status == 0)
        let libraries = try UnusableLibraries(Self.corelibsFoundation)

        let result = try cli.run(words, environment: libraries.environment)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.isEmpty || words.first == "attractions" && words.contains("add"))
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    static let corelibsFoundation = [
        "libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so",
        "libFoundationXML.so", "libFoundationNetworking.so",
    ]
}
