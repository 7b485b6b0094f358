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

    /// The keys earlier versions wrote, encoded by Foundation's JSONEncoder: what SQLite stored
    /// before it wrote the text itself (issue 13). JSONEncoder never fixed the order of keys (it
    /// follows its dictionary's hashing), so texts are compared by content.
    private struct EarlierRecord: Encodable {
        var id, title, description, ownerName, owner, placeID: String
        var farm: Int?
        var server, secret, originalSecret, originalFormat: String?
        var latitude, longitude: Double?
        var dateUpload: Int?
        var tags: [String]
    }

    private static let awkwardPhotos = [
        Photo(
            id: "q\"uote", title: "back\\slash/slash", description: "tab\tnew\nline\r\u{8}\u{C}",
            ownerName: "\u{1}\u{1F}\u{7F}\u{1B}[2J", owner: "é 漢字 🎈 \u{2028}", placeID: "p",
            farm: -3, server: "", secret: nil, originalSecret: "s", originalFormat: nil,
            latitude: 40.0, longitude: -105.084, dateUpload: 0, tags: ["", "a b", "\"", "/"]),
        Photo(
            id: "2", placeID: "p", latitude: 0.1 + 0.2, longitude: 1e-7, dateUpload: -1_760_000_000,
            tags: ["kids"]),
        Photo(id: "3", placeID: "", latitude: 1e22, longitude: -0.0),
    ]

    @Test(arguments: awkwardPhotos)
    func sqliteWritesAPhotoAsTheJSONEncoderWrote(photo: Photo) throws {
        let database = try SQLBackend.sqlite.makeDatabase()
        let stores = try database.open()
        let expected = EarlierRecord(
            id: photo.id, title: photo.title, description: photo.description, ownerName: photo.ownerName,
            owner: photo.owner, placeID: photo.placeID, farm: photo.farm, server: photo.server,
            secret: photo.secret, originalSecret: photo.originalSecret, originalFormat: photo.originalFormat,
            latitude: photo.latitude, longitude: photo.longitude, dateUpload: photo.dateUpload,
            tags: photo.tags)

        try stores.catalog.save(places: [], photos: [photo])

        let id = photo.id.replacingOccurrences(of: "'", with: "''")
        #expect(
            try canonical(database.value("SELECT data FROM photos WHERE id = '\(id)'"))
                == canonical(String(decoding: try JSONEncoder().encode(expected), as: UTF8.self)))
        #expect(try stores.catalog.photo(id: photo.id) == photo)
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
