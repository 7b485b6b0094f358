import Foundation
import TestSupport
import Testing

/// `outings info [--json]`: the store in use and what it holds, read only.
@Suite(.serialized)
struct InfoAcceptanceTests {
    @Test func aMissingDefaultStoreIsReportedAndNotCreated() throws {
        let cli = try OutingsBinary()

        let result = try cli.run(["info", "--json"])

        #expect(result.status == 0, "\(result.stderr)")
        let info = try #require(try result.json() as? [String: Any])
        #expect(info["backend"] as? String == "sqlite")
        #expect(info["store"] as? String == "sqlite:" + cli.storePath)
        #expect(info["source"] as? String == "default")
        #expect(info["exists"] as? Bool == false)
        #expect(info["writable"] as? Bool == true)
        #expect(info["schemaVersion"] is NSNull)
        #expect(
            info["counts"] as? [String: Int] == ["attractions": 0, "places": 0, "photos": 0, "recents": 0])
        #expect(
            info["configFile"] as? String == cli.home.appendingPathComponent(".config/outings/config").path)
        #expect(
            info["version"] as? String
                == (try cli.run(["--version"])).stdout.split(separator: "\n").first.map(String.init))
        #expect(!FileManager.default.fileExists(atPath: cli.storePath))
        #expect(!FileManager.default.fileExists(atPath: cli.home.appendingPathComponent(".local").path))
    }

    @Test func afterTheDemoItCountsTheSampleAndReadsTheSchemaVersion() throws {
        let cli = try OutingsBinary()
        try cli.run(["demo"])
        try cli.run(["photos", "show", "53300007328"])
        let migrations = try SQLiteShell.run(cli.storePath, "SELECT count(*) FROM schema_migrations")

        let json = try #require(try cli.run(["info", "--json"]).json() as? [String: Any])
        let text = try cli.run(["info"])

        // The sample: 12 attractions, 4 places, 64 photos (README.md, docs/cli.md); one photo shown.
        #expect(
            json["counts"] as? [String: Int] == ["attractions": 12, "places": 4, "photos": 64, "recents": 1])
        #expect(json["exists"] as? Bool == true)
        #expect(
            json["schemaVersion"] as? Int == Int(migrations.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(text.status == 0)
        #expect(text.stdout.contains("\nstore: sqlite:\(cli.storePath)\n"))
        #expect(text.stdout.contains("\nattractions: 12\nplaces: 4\nphotos: 64\nrecents: 1\n"))
        #expect(text.stdout.contains("\nnamed by: default\n"))
    }

    @Test func theSourceNamesWhereTheStoreCameFrom() throws {
        let cli = try OutingsBinary()

        let option = try cli.run(["--store", "memory:", "info", "--json"]).json() as? [String: Any]
        let variable =
            try cli.run(["info", "--json"], environment: ["OUTINGS_STORE": "defaults:family"]).json()
            as? [String: Any]

        #expect(option?["source"] as? String == "--store")
        #expect(option?["backend"] as? String == "memory")
        #expect(option?["exists"] as? Bool == false)
        #expect(variable?["source"] as? String == "OUTINGS_STORE")
        #expect(variable?["backend"] as? String == "defaults")
        #expect(variable?["store"] as? String == "defaults:family")
        #expect(
            !FileManager.default.fileExists(
                atPath: cli.home.appendingPathComponent(".config/family.plist").path))
    }

    @Test func anUnreachablePostgresServerIsExit69WithoutThePassword() throws {
        let cli = try OutingsBinary()

        let result = try cli.run(["--store", "postgres://me:hunter2secret@127.0.0.1:9/guide", "info"])

        #expect(result.status == 69)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!result.stderr.contains("hunter2secret") && !result.stdout.contains("hunter2secret"))
    }

    /// Needs `Scripts/with-postgres`: the server trusts local logins, so the password in the URL
    /// is accepted and unused, and only `***` may be shown of it.
    @Test func aPostgresStoreShowsItsSchemaAndNeverItsPassword() throws {
        let url = try TestPostgres.freshDatabaseURL()
        var components = try #require(URLComponents(string: url))
        components.password = "hunter2secret"
        let withPassword = try #require(components.string)
        let cli = try OutingsBinary()
        try cli.run(["--store", url, "attractions", "add", "--name", "Zoo"])
        let migrations = try TestPostgres.query(url, "SELECT count(*) FROM schema_migrations")

        let result = try cli.run(["--store", withPassword, "info", "--json"])

        #expect(result.status == 0, "\(result.stderr)")
        let info = try #require(try result.json() as? [String: Any])
        #expect(info["backend"] as? String == "postgres")
        #expect((info["store"] as? String)?.contains(":***@") == true)
        #expect(info["writable"] as? Bool == true)
        #expect(
            info["schemaVersion"] as? Int == Int(migrations.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect((info["counts"] as? [String: Int])?["attractions"] == 1)
        #expect(!result.stdout.contains("hunter2secret") && !result.stderr.contains("hunter2secret"))
    }

    /// A store named by the configuration file that cannot be opened says so, as every command does.
    @Test func aConfigFileStoreThatCannotBeReachedIsNamedInTheError() throws {
        let cli = try OutingsBinary()
        let folder = cli.home.appendingPathComponent(".config/outings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Port 1 on loopback: nothing listens there, so the connection is refused at once.
        try "store = postgres://nobody@127.0.0.1:1/guide?connect_timeout=5\n".write(
            to: folder.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o600], ofItemAtPath: folder.appendingPathComponent("config").path)

        let result = try cli.run(["info"])

        #expect(result.status == 69, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("outings: \(folder.path)/config: store: "), "\(result.stderr)")
    }
}
