import Domain
import Foundation
import Testing
import UseCases

/// SQLite and PostgreSQL keep each photo (catalog and recents) as JSON text in a `data` column.
/// That format is the store's own: these tests pin it with literal JSON written independently of
/// any Swift type, so rows written by earlier versions keep reading and a renamed Domain property
/// cannot change what is written.
struct StoredPhotoFormatTests {
    /// A photo with every field, as Outings wrote it before the stores owned their format.
    private static let fullRow =
        #"{"id":"1","title":"Old Town","description":"Square","ownerName":"Ana","owner":"4321@N07","#
        + #""placeID":"p","farm":66,"server":"65535","secret":"ab12","originalSecret":"cd34","#
        + #""originalFormat":"png","latitude":40.585,"longitude":-105.084,"dateUpload":1760000000,"#
        + #""tags":["kids","park"]}"#
    /// The same photo as the Domain value those keys stand for.
    private static let fullPhoto = Photo(
        id: "1", title: "Old Town", description: "Square", ownerName: "Ana", owner: "4321@N07",
        placeID: "p", farm: 66, server: "65535", secret: "ab12", originalSecret: "cd34",
        originalFormat: "png", latitude: 40.585, longitude: -105.084, dateUpload: 1_760_000_000,
        tags: ["kids", "park"])
    /// A photo written before photos had an owner, with no optional field at all.
    private static let bareRow =
        #"{"id":"2","title":"","description":"","ownerName":"","placeID":"p","tags":[]}"#
    private static let barePhoto = Photo(id: "2", placeID: "p")

    @Test(arguments: SQLBackend.allCases)
    func rowsWrittenByEarlierVersionsReadAsTheSamePhotos(backend: SQLBackend) throws {
        let database = try backend.makeDatabase()
        try database.execute(
            """
            INSERT INTO photos (id, place_id, date_upload, data) VALUES
                ('1', 'p', 1760000000, '\(Self.fullRow)'), ('2', 'p', NULL, '\(Self.bareRow)');
            INSERT INTO recents (rank, data) VALUES (0, '\(Self.bareRow)'), (1, '\(Self.fullRow)');
            """)

        let stores = try database.open()

        #expect(try stores.catalog.photo(id: "1") == Self.fullPhoto)
        #expect(try stores.catalog.photo(id: "2") == Self.barePhoto)
        #expect(try stores.catalog.photos(inPlace: "p", limit: 10) == [Self.fullPhoto, Self.barePhoto])
        #expect(try stores.recents.recents() == [Self.barePhoto, Self.fullPhoto])
    }

    @Test(arguments: SQLBackend.allCases)
    func photosAreWrittenWithTheKeysEarlierVersionsWrote(backend: SQLBackend) throws {
        let database = try backend.makeDatabase()
        let stores = try database.open()

        try stores.catalog.save(places: [], photos: [Self.fullPhoto, Self.barePhoto])
        try stores.recents.updateRecents { _ in [Self.fullPhoto] }

        let bareWritten =
            #"{"id":"2","title":"","description":"","ownerName":"","owner":"","placeID":"p","tags":[]}"#
        #expect(
            try canonical(database.value("SELECT data FROM photos WHERE id = '1'")) == canonical(Self.fullRow)
        )
        #expect(
            try canonical(database.value("SELECT data FROM photos WHERE id = '2'")) == canonical(bareWritten))
        #expect(
            try canonical(database.value("SELECT data FROM recents WHERE rank = 0"))
                == canonical(Self.fullRow))
    }

    @Test(arguments: SQLBackend.allCases)
    func aRowThatIsNotAPhotoIsReportedCorruptNotTrapped(backend: SQLBackend) throws {
        let database = try backend.makeDatabase()
        try database.execute(
            #"INSERT INTO photos (id, place_id, data) VALUES ('3', 'p', '{"id":"3","title":7}')"#)

        #expect(throws: StoreError.corrupt("a stored photo cannot be read")) {
            try database.open().catalog.photo(id: "3")
        }
    }

    /// The JSON with its keys sorted, so two texts compare by content, not by key order.
    private func canonical(_ json: String) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
