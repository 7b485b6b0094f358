import Foundation
import TestSupport
import Testing

@Suite(.serialized)
struct BackendsAcceptanceTests {
    @Test(arguments: SharedStore.allCases)
    func everyBackendRunsTheDemoAndKeepsDataAcrossRuns(backend: SharedStore) throws {
        let cli = try OutingsBinary()
        let store = try backend.url(home: cli.home)

        let demo = try cli.run(["demo", "--store", store])
        try cli.run(["photos", "show", "53300007328", "--store", store])
        let places = try cli.run(["places", "--store", store])
        let recents = try cli.run(["recents", "--store", store])

        #expect(demo.status == 0, "\(demo.stderr)")
        // Three country headings and four places.
        #expect(places.stdout.split(separator: "\n").count == 7)
        #expect(recents.stdout == "1. Tower Bridge at dusk  (53300007328)\n")
    }

    @Test func transferMovesTheWholeGuideThroughEveryBackendUnchanged() throws {
        let cli = try OutingsBinary()
        let sqlite = try SharedStore.sqlite.url(home: cli.home)
        let postgres = try SharedStore.postgres.url(home: cli.home)
        let defaults = try SharedStore.defaults.url(home: cli.home)
        try cli.run(["demo", "--store", sqlite])
        let moved =
            try cli.run(["attractions", "list", "--json", "--store", sqlite]).json() as? [[String: Any]]
        let firstID = try #require(moved?.first?["id"] as? String)
        try cli.run(["attractions", "move", firstID, "--to", "5", "--store", sqlite])
        try cli.run(["attractions", "edit", firstID, "--type", "Science museum", "--store", sqlite])
        for id in ["53300007328", "53302467638"] { try cli.run(["photos", "show", id, "--store", sqlite]) }

        let toPostgres = try cli.run(["transfer", "--from", sqlite, "--to", postgres])
        let toDefaults = try cli.run(["transfer", "--from", postgres, "--to", defaults])

        #expect(toPostgres.status == 0, "\(toPostgres.stderr)")
        #expect(toPostgres.stdout == "Copied 12 attractions, 4 places, 64 photos, 2 recents.\n")
        #expect(toDefaults.status == 0, "\(toDefaults.stderr)")
        for command in [["attractions", "list", "--json"], ["recents", "--json"], ["places", "--json"]] {
            let original = try cli.run(command + ["--store", sqlite]).stdout
            #expect(try cli.run(command + ["--store", defaults]).stdout == original)
            #expect(try cli.run(command + ["--store", postgres]).stdout == original)
        }
    }

    @Test func transferRefusesANonEmptyTargetUnlessReplaceIsGiven() throws {
        let cli = try OutingsBinary()
        let source = "sqlite:" + cli.home.appendingPathComponent("a.sqlite").path
        let target = "sqlite:" + cli.home.appendingPathComponent("b.sqlite").path
        try cli.run(["attractions", "add", "--name", "From source", "--store", source])
        try cli.run(["attractions", "add", "--name", "Already there", "--store", target])

        let refused = try cli.run(["transfer", "--from", source, "--to", target])
        let unchanged = try cli.run(["attractions", "list", "--store", target]).stdout
        let replaced = try cli.run(["transfer", "--from", source, "--to", target, "--replace"])

        #expect(refused.status == 73)
        #expect(refused.stderr.contains("add --replace"))
        #expect(unchanged.contains("Already there"))
        #expect(replaced.status == 0)
        #expect(try cli.run(["attractions", "list", "--store", target]).stdout.contains("From source"))
    }

    @Test(arguments: [
        ("postgresql://bob:hunter2secret@127.0.0.1:1/outings", Int32(69), "unreachable"),
        ("postgres://bob:hunter2secret@localhost:notaport/outings", Int32(64), "malformed PostgreSQL URL"),
        ("postgres://bob:hunter2secret@[::1/outings", Int32(64), "malformed PostgreSQL URL"),
        ("mysql://bob:hunter2secret@localhost/outings", Int32(64), "unknown store scheme 'mysql'"),
    ])
    func badOrUnreachableStoreURLsNeverShowThePassword(url: String, status: Int32, message: String) throws {
        let cli = try OutingsBinary()

        let viaOption = try cli.run(["places", "--store", url])
        let viaVariable = try cli.run(["places"], environment: ["OUTINGS_STORE": url])
        let source = "sqlite:" + cli.home.appendingPathComponent("source.sqlite").path
        try cli.run(["attractions", "add", "--name", "Source", "--store", source])
        let viaTransfer = try cli.run(["transfer", "--from", source, "--to", url])

        for result in [viaOption, viaVariable, viaTransfer] {
            #expect(result.status == status)
            #expect(result.stderr.contains(message))
            #expect(!result.stderr.contains("hunter2secret"))
            #expect(!result.stdout.contains("hunter2secret"))
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test func aWrongPasswordIsReportedWithoutEchoingIt() throws {
        let cli = try OutingsBinary()
        // The test server trusts every local user, so libpq never sends the password; the check is
        // that nothing in our messages repeats it even when the server rejects a database name.
        var components = try #require(URLComponents(string: try TestPostgres.serverURL()))
        components.password = "pa55word-not-shown"
        components.path = "/no_such_database"

        let result = try cli.run(["places", "--store", components.string ?? ""])

        #expect(result.status == 69)
        #expect(result.stderr.contains("no_such_database"))
        #expect(!result.stderr.contains("pa55word-not-shown"))
    }
}
