import Foundation
import TestSupport
import Testing

/// outings-web loads libpq only for a PostgreSQL store and libcurl only to fetch an image: it
/// serves a SQLite guide with neither usable, and without libpq a PostgreSQL store is exit 74 at
/// start-up, in one line (see LibraryLoadingAcceptanceTests for the CLI). TLS libraries are not
/// among the unusable ones: Debian's libmicrohttpd is linked against GnuTLS.
struct WebLibraryLoadingTests {
    @Test func servesASQLiteGuideWithoutLibpqOrLibcurl() throws {
        let libraries = try UnusableLibraries([
            "libpq.so.5", "libcurl.so.4", "libcurl-gnutls.so.4", "libFoundationNetworking.so",
        ])
        let home = try WebServerProcess.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = "sqlite:" + home.appendingPathComponent("guide.sqlite").path
        try #require(WebServerProcess.cli(["--store", store, "demo"], home: home) == 0)

        let server = try WebServerProcess(["--store", store], home: home, environment: libraries.environment)
        let places = try server.client.get("/api/places")

        #expect(places.status == 200)
        #expect(places.text.contains("Fort Collins"), "\(places.text.prefix(300))")
        #expect(server.stop() == 0)
    }

    @Test func aPostgresStoreWithoutLibpqIsExit74AtStartUp() throws {
        let libraries = try UnusableLibraries(["libpq.so.5"])

        let result = try WebServerProcess.runToExit(
            ["--store", "postgres://alice:web-S3cret@127.0.0.1:1/guide", "--listen", "127.0.0.1:0"],
            environment: libraries.environment)

        #expect(result.status == 74, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("outings-web: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("libpq.so.5"))
        #expect(!result.stderr.contains("S3cret"))
    }
}
