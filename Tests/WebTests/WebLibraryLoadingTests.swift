import Foundation
import TestSupport
import Testing

/// outings-web loads libpq only for a PostgreSQL store: without a usable one such a store is exit 74
/// at start-up, in one line (see LibraryLoadingAcceptanceTests for the CLI).
struct WebLibraryLoadingTests {
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
