import Domain
import Foundation
import TestSupport
import Testing
import UseCases

/// Stores written before order keys (a stored `position` column) must keep opening, in the same
/// order, and pass `outings check`; and the check must notice broken order data.
@Suite struct AttractionOrderMigrationTests {
    /// Written with the backend's own client, as the previous Outings left it: the earlier
    /// migrations' schema, three attractions stored out of position order, the migration ids.
    private func writePreviousSchema(_ backend: SQLBackend, at location: String) throws {
        switch backend {
        case .sqlite:
            try SQLiteShell.run(
                location,
                """
                PRAGMA application_id = 1330992206;
                CREATE TABLE schema_migrations (id TEXT PRIMARY KEY NOT NULL);
                CREATE TABLE attractions (id TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL, type TEXT NOT NULL,
                    inside INTEGER NOT NULL, description TEXT NOT NULL, website TEXT NOT NULL,
                    position INTEGER NOT NULL, version INTEGER NOT NULL DEFAULT 1);
                CREATE INDEX attractions_by_position ON attractions(position);
                CREATE TABLE places (id TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL, photo_count INTEGER);
                CREATE TABLE photos (id TEXT PRIMARY KEY NOT NULL, place_id TEXT NOT NULL,
                    date_upload INTEGER, data TEXT NOT NULL);
                CREATE INDEX photos_by_place ON photos(place_id, date_upload DESC, id);
                CREATE TABLE recents (rank INTEGER PRIMARY KEY NOT NULL, data TEXT NOT NULL);
                CREATE TABLE removed_attractions (id TEXT PRIMARY KEY NOT NULL, version INTEGER NOT NULL);
                INSERT INTO schema_migrations VALUES ('2026-12-02-create-attractions'),
                    ('2026-12-02-create-photo-catalog'), ('2026-12-02-attraction-versions'),
                    ('2026-12-02-removed-attractions');
                \(Self.previousRows)
                """)
        case .postgres:
            try TestPostgres.psql(
                location,
                """
                CREATE TABLE schema_migrations (id text PRIMARY KEY);
                CREATE TABLE attractions (id text PRIMARY KEY, name text NOT NULL, type text NOT NULL,
                    inside boolean NOT NULL, description text NOT NULL, website text NOT NULL,
                    position integer NOT NULL, version integer NOT NULL);
                CREATE INDEX attractions_by_position ON attractions (position);
                CREATE TABLE places (id text PRIMARY KEY, name text NOT NULL, photo_count integer);
                CREATE TABLE photos (id text PRIMARY KEY, place_id text NOT NULL, date_upload bigint,
                    data text NOT NULL);
                CREATE INDEX photos_by_place ON photos (place_id, date_upload DESC, id);
                CREATE TABLE recents (rank integer PRIMARY KEY, data text NOT NULL);
                CREATE TABLE removed_attractions (id text PRIMARY KEY, version integer NOT NULL);
                INSERT INTO schema_migrations VALUES ('2026-12-02-create-outings'),
                    ('2026-12-02-removed-attractions');
                \(Self.previousRows.replacingOccurrences(of: ", 0,", with: ", false,"))
                """)
        }
    }

    private static let previousRows = """
        INSERT INTO attractions (id, name, type, inside, description, website, position, version) VALUES
            ('zoo', 'Zoo', '', 0, '', '', 2, 4), ('museum', 'Museum', '', 0, '', '', 3, 1),
            ('park', 'Park', '', 0, '', '', 1, 2);
        """

    private func emptyLocation(_ backend: SQLBackend) throws -> (String, TemporaryFolder?) {
        switch backend {
        case .sqlite:
            let folder = try TemporaryFolder()
            return (folder.path("outings.sqlite"), folder)
        case .postgres:
            return (try TestPostgres.freshDatabaseURL(), nil)
        }
    }

    @Test(arguments: SQLBackend.allCases)
    func aStoreWithStoredPositionsOpensInTheSameOrderAndPassesTheCheck(backend: SQLBackend) throws {
        let (location, folder) = try emptyLocation(backend)
        try writePreviousSchema(backend, at: location)
        let database = SQLBackend.Database(backend: backend, location: location, folder: folder)

        let stores = try database.open()

        let listed = try stores.attractions.attractions()
        #expect(listed.map(\.id) == ["park", "zoo", "museum"])
        #expect(listed.map(\.position) == [1, 2, 3])
        #expect(listed.map(\.version) == [2, 4, 1])
        #expect(try stores.attractions.attraction(id: "museum")?.position == 3)
        #expect(try stores.guide.problems() == [])
        try stores.attractions.move(id: "museum", to: 1)
        try stores.attractions.remove(id: "park")
        #expect(try stores.attractions.attractions().map(\.id) == ["museum", "zoo"])
    }

    @Test(arguments: SQLBackend.allCases)
    func theCheckReportsAWrongBucketCountAndASharedOrderKey(backend: SQLBackend) throws {
        let database = try backend.makeDatabase()
        let stores = try database.open()
        for id in ["a", "b", "c"] { try stores.attractions.add(Attraction(id: id, name: id)) }
        #expect(try stores.guide.problems() == [])

        try database.execute("UPDATE attraction_buckets SET size = size + 1")
        try database.execute(
            "UPDATE attractions SET order_key = (SELECT order_key FROM attractions WHERE id = 'a') WHERE id = 'b'"
        )

        let problems = try database.open().guide.problems()
        #expect(problems.contains { $0.hasPrefix("attractions share the order key") })
        #expect(
            problems.contains { $0.hasPrefix("attraction bucket") && $0.hasSuffix("holds a wrong count") })
    }
}
