import Domain
import Foundation
import Testing
import UseCases

/// A store written before the credit-and-geo migration (its photos without licence and accuracy,
/// its places without a centre) reads the same read-only without being changed, and its first
/// writable open adds the columns, keeping every row.
@Suite struct PhotoCreditMigrationTests {
    private static let photo = Photo(
        id: "7", title: "Old Town", ownerName: "Ana Ruiz", owner: "1@N01", placeID: "p", farm: 66,
        server: "1", secret: "s", latitude: 40.5, longitude: -105.08, dateUpload: 1_760_000_000,
        tags: ["kids"])
    private static let place = Place(id: "p", name: "Fort Collins, Colorado, United States", photoCount: 4)

    /// The schema the build before the migration made: the migration's columns dropped and its
    /// record removed, with the backend's own client.
    private func earlierStore(_ backend: SQLBackend) throws -> SQLBackend.Database {
        let database = try backend.makeDatabase()
        let stores = try database.open()
        try stores.catalog.save(places: [Self.place], photos: [Self.photo])
        try stores.recents.updateRecents { _ in [Self.photo] }
        try database.execute(
            """
            ALTER TABLE photos DROP COLUMN accuracy;
            ALTER TABLE photos DROP COLUMN license;
            ALTER TABLE recents DROP COLUMN accuracy;
            ALTER TABLE recents DROP COLUMN license;
            ALTER TABLE places DROP COLUMN latitude;
            ALTER TABLE places DROP COLUMN longitude;
            DELETE FROM schema_migrations WHERE id = '2026-12-03-photo-credit-and-place-geo';
            """)
        return database
    }

    private func expectTheEarlierRows(_ stores: Stores) throws {
        #expect(try stores.catalog.photo(id: "7") == Self.photo)
        #expect(try stores.catalog.places() == [Self.place])
        #expect(try stores.recents.recents() == [Self.photo])
    }

    @Test(arguments: SQLBackend.allCases)
    func aReadOnlyOpenReadsAStoreFromBeforeTheMigrationAndChangesNothing(backend: SQLBackend) throws {
        try earlierStore(backend).expectReadOnlyOpenChangesNothing(expectTheEarlierRows)
    }

    @Test(arguments: SQLBackend.allCases)
    func theFirstWritableOpenAddsTheColumnsAndKeepsEveryRow(backend: SQLBackend) throws {
        let database = try earlierStore(backend)

        let stores = try database.open()
        try expectTheEarlierRows(stores)
        var credited = Self.photo
        credited.license = "5"
        credited.accuracy = 16
        let centred = Place(
            id: "p", name: Self.place.name, photoCount: 4, latitude: 40.585, longitude: -105.084)
        try stores.catalog.save(places: [centred], photos: [credited])

        let reopened = try database.openReadOnly()
        #expect(try reopened.catalog.photo(id: "7") == credited)
        #expect(try reopened.catalog.places() == [centred])
        #expect(try stores.guide.problems().isEmpty)
    }
}
