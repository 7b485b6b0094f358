import Domain
import PersistencePostgres
import TestSupport
import Testing
import UseCases

/// PostgreSQL keeps photos as JSON text, so adding `owner` needed no schema migration; a row
/// written before it existed must still open.
struct PostgresPhotoOwnerTests {
    @Test func aPhotoStoredBeforeOwnersExistedReadsWithNoOwner() throws {
        let url = try TestPostgres.freshDatabaseURL()
        try PostgresStore(url: url).save(places: [], photos: [Photo(id: "7", owner: "later@N01")])
        let oldRow =
            #"{"id":"7","title":"Old","description":"","ownerName":"Ana","placeID":"p","farm":66,"#
            + #""server":"65535","secret":"ab12","tags":[]}"#
        try TestPostgres.psql(url, "UPDATE photos SET data = '\(oldRow)' WHERE id = '7'")

        let photo = try #require(try PostgresStore(url: url).photo(id: "7"))

        #expect(
            photo
                == Photo(
                    id: "7", title: "Old", ownerName: "Ana", placeID: "p", farm: 66, server: "65535",
                    secret: "ab12"))
    }
}
