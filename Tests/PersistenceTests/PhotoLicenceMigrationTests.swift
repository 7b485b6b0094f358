import Domain
import Foundation
import Testing
import UseCases

/// A store written before the licence-list migration reads the same read-only (with no licence
/// list, so credits use the documented table) without being changed, and its first writable open
/// adds the table, keeping every row.
@Suite struct PhotoLicenceMigrationTests {
    private static let photo = Photo(
        id: "7", title: "Old Town", ownerName: "Ana Ruiz", owner: "1@N01", placeID: "p", farm: 66,
        server: "1", secret: "s", latitude: 40.5, longitude: -105.08, accuracy: 16, license: "4",
        dateUpload: 1_760_000_000, tags: ["kids"])
    private static let place = Place(id: "p", name: "Fort Collins, Colorado, United States", photoCount: 4)
    private static let licence = PhotoLicence.fetched(id: "4", name: "Attribution License", url: nil)

    /// The schema the build before the migration made: its table dropped and its record removed.
    private func earlierStore(_ backend: SQLBackend) throws -> SQLBackend.Database {
        let database = try backend.makeDatabase()
        let stores = try database.open()
        try stores.catalog.save(places: [Self.place], photos: [Self.photo])
        try stores.recents.updateRecents { _ in [Self.photo] }
        try database.execute(
            """
            DROP TABLE photo_licenses;
            DELETE FROM schema_migrations WHERE id = '2026-12-04-photo-licences';
            """)
        return database
    }

    private func expectTheEarlierRows(_ stores: Stores) throws {
        #expect(try stores.catalog.photo(id: "7") == Self.photo)
        #expect(try stores.catalog.places() == [Self.place])
        #expect(try stores.recents.recents() == [Self.photo])
        #expect(try stores.catalog.photoLicences().isEmpty)
    }

    @Test(arguments: SQLBackend.allCases)
    func aReadOnlyOpenReadsAStoreFromBeforeTheMigrationAndChangesNothing(backend: SQLBackend) throws {
        try earlierStore(backend).expectReadOnlyOpenChangesNothing(expectTheEarlierRows)
    }

    @Test(arguments: SQLBackend.allCases)
    func theFirstWritableOpenAddsTheTableAndKeepsEveryRow(backend: SQLBackend) throws {
        let database = try earlierStore(backend)

        let stores = try database.open()
        try expectTheEarlierRows(stores)
        try stores.catalog.save(places: [], photos: [], licences: [Self.licence])

        let reopened = try database.openReadOnly()
        #expect(try reopened.catalog.photoLicences() == [Self.licence])
        #expect(try reopened.catalog.photo(id: "7") == Self.photo)
        #expect(try stores.guide.problems().isEmpty)
    }
}
