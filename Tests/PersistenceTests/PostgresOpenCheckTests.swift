import Domain
import PersistencePostgres
import TestSupport
import Testing
import UseCases

/// Rules checked on every open of a PostgreSQL store, before anything is written: the database
/// must be UTF8, its schema must not come from a newer Outings, and `access: .readOnly`
/// never creates one.
struct PostgresOpenCheckTests {
    /// The one migration this build ships (an independent copy of its id).
    static let shippedMigration = "2026-12-02-create-outings"

    /// The tables in the database, to show that nothing was created.
    static func tables(_ url: String) throws -> String {
        try PostgresSession.query(
            url,
            "SELECT string_agg(tablename, ',' ORDER BY tablename) FROM pg_tables WHERE schemaname = 'public'")
    }

    @Test(arguments: ["LATIN1", "SQL_ASCII", "WIN1252"])
    func aDatabaseThatIsNotUTF8IsRefusedAndNothingIsCreated(encoding: String) throws {
        let url = try PostgresSession.createDatabase(
            "ENCODING '\(encoding)' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0")

        #expect {
            try PostgresStore(url: url)
        } throws: { error in
            guard case .unavailable(let detail) = error as? StoreError else { return false }
            return detail.contains("uses encoding \(encoding)") && detail.contains("needs a UTF8 database")
        }
        #expect(try Self.tables(url) == "")
    }

    @Test func aNonUTF8DatabaseThatAlreadyHoldsAnOutingsSchemaIsRefusedToo() throws {
        let url = try PostgresSession.createDatabase(
            "ENCODING 'LATIN1' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0")
        _ = try PostgresSession.query(
            url,
            """
            CREATE TABLE schema_migrations (id text PRIMARY KEY);
            INSERT INTO schema_migrations VALUES ('\(Self.shippedMigration)')
            """)

        #expect {
            try PostgresStore(url: url, access: .readOnly)
        } throws: { error in
            guard case .unavailable(let detail) = error as? StoreError else { return false }
            return detail.contains("uses encoding LATIN1")
        }
    }

    enum NewerSchema: String, CaseIterable, Sendable, CustomTestStringConvertible {
        /// Today's schema plus one migration from the future.
        case currentPlusOne
        /// A future schema that records only its own migration.
        case onlyUnknown

        var testDescription: String { rawValue }
    }

    @Test(arguments: NewerSchema.allCases, [PostgresStore.Access.readWrite, .readOnly])
    func aSchemaFromANewerOutingsIsRefusedNamingTheMigrationAndLeftAsItWas(
        _ schema: NewerSchema, access: PostgresStore.Access
    ) throws {
        let url = try PostgresSession.createDatabase()
        if schema == .currentPlusOne {
            try PostgresStore(url: url).add(Attraction(id: "zoo", name: "Zoo"))
        } else {
            _ = try PostgresSession.query(url, "CREATE TABLE schema_migrations (id text PRIMARY KEY)")
        }
        _ = try PostgresSession.query(url, "INSERT INTO schema_migrations VALUES ('2099-01-01-teleporters')")
        let before = try PostgresSession.contents(url)

        #expect {
            try PostgresStore(url: url, access: access)
        } throws: { error in
            guard case .newerVersion(let detail) = error as? StoreError else { return false }
            return detail == "unknown migration 2099-01-01-teleporters"
        }
        #expect(try PostgresSession.contents(url) == before)
    }

    @Test func readOnlyAccessToADatabaseWithoutASchemaIsMissingAndCreatesNothing() throws {
        let empty = try PostgresSession.createDatabase()
        // The test server trusts every connection, so a password in the URL is accepted and ignored.
        let url = empty.replacingOccurrences(of: "postgres@", with: "postgres:pa55-w0rd-9@")
        let database = String(try #require(url.split(separator: "/").last))

        #expect {
            try PostgresStore(url: url, access: .readOnly)
        } throws: { error in
            guard let error = error as? StoreError, case .missing(let location) = error else { return false }
            return location.contains(database) && location.contains("no Outings schema")
                && !error.description.contains("pa55-w0rd-9")
        }
        #expect(try Self.tables(url) == "")
    }

    @Test func readOnlyAccessOpensAndReadsAnExistingStore() throws {
        let url = try PostgresSession.createDatabase()
        try PostgresStore(url: url).add(Attraction(id: "zoo", name: "Zoo"))

        let reader = try PostgresStore(url: url, access: .readOnly)

        #expect(try reader.attractions().map(\.name) == ["Zoo"])
    }
}
