import Foundation
import TestSupport
import Testing

/// The store outings-web serves is chosen as the CLI chooses it (--store, OUTINGS_STORE, the
/// config file, the default) and named on the second line, with any password hidden.
struct WebStoreLineTests {
    /// A SQLite guide holding one attraction, added by the CLI as a user would.
    private static func seededStore(in home: URL, name: String) throws -> String {
        let path = home.appendingPathComponent("seeded.sqlite").path
        #expect(
            try WebServerProcess.cli(
                ["--store", "sqlite:\(path)", "attractions", "add", "--name", name], home: home)
                == 0)
        return path
    }

    @Test func theConfigFilesStoreIsServedAndNamedWithItsSource() throws {
        let home = try WebServerProcess.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let path = try Self.seededStore(in: home, name: "Named in the config file")
        let configHome = home.appendingPathComponent("xdg-config")
        let folder = configHome.appendingPathComponent("outings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("store = sqlite:\(path)\n".utf8).write(to: folder.appendingPathComponent("config"))

        let server = try WebServerProcess(home: home, environment: ["XDG_CONFIG_HOME": configHome.path])

        #expect(server.storeLine == "Store: sqlite:\(path) (config file)")
        let list = try server.client.get("/api/attractions")
        #expect(list.status == 200)
        #expect(list.text.contains("\"name\":\"Named in the config file\""))
    }

    @Test func outingsStoreIsNamedAsTheSource() throws {
        let home = try WebServerProcess.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let path = try Self.seededStore(in: home, name: "Named by the variable")

        let server = try WebServerProcess(home: home, environment: ["OUTINGS_STORE": "sqlite:\(path)"])

        #expect(server.storeLine == "Store: sqlite:\(path) (OUTINGS_STORE)")
        #expect(try server.client.get("/api/attractions").text.contains("Named by the variable"))
    }

    @Test func aPostgresPasswordIsShownAsStarsAndNeverPrinted() throws {
        let password = "web-secret-5f3a"
        guard var components = URLComponents(string: try TestPostgres.freshDatabaseURL()) else {
            Issue.record("the test server's URL does not parse")
            return
        }
        // The test server trusts local connections, so any password opens it.
        components.password = password
        let url = try #require(components.string)

        let server = try WebServerProcess(["--store", url])
        #expect(try server.client.get("/api/attractions").status == 200)
        #expect(server.stop() == 0)

        let expected = url.replacingOccurrences(of: ":\(password)@", with: ":***@")
        #expect(expected != url)
        #expect(server.storeLine == "Store: \(expected) (--store)")
        #expect(!server.firstLine.contains(password))
        #expect(!server.storeLine.contains(password))
        #expect(!server.stderr.contains(password))
    }
}
