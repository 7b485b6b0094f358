import Testing
import UseCases

@testable import PersistencePostgres

/// libpq is opened at run time (LibPQ): a library that cannot be loaded is one clear error.
struct LibPQLoadingTests {
    @Test func aLibraryThatCannotBeLoadedIsUnavailableInOneLineNamingIt() {
        #expect {
            _ = try LibPQ(fileName: "libpq-not-installed.so.5")
        } throws: { error in
            guard case .unavailable(let detail) = error as? StoreError else { return false }
            return detail.hasPrefix("cannot load the PostgreSQL client library libpq-not-installed.so.5")
                && !detail.contains("\n")
        }
    }

    @Test func aLibraryWithoutLibpqsFunctionsIsUnavailableNamingTheFirstMissing() {
        // libc loads, but has none of libpq's functions.
        #expect {
            _ = try LibPQ(fileName: "libc.so.6")
        } throws: { error in
            guard case .unavailable(let detail) = error as? StoreError else { return false }
            return detail.hasSuffix("it has no function PQconnectdbParams")
        }
    }

    @Test func theSystemsLibpqLoadsAndReadsAURLWithoutConnecting() throws {
        try PostgresURL.loadClientLibrary()
        #expect(PostgresURL.isWellFormed("postgres://alice@db.example:6543/guide?connect_timeout=3"))
        #expect(!PostgresURL.isWellFormed("postgres://alice@db.example/guide?no_such_option=1"))
    }
}
