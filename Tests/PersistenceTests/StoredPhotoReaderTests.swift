import Domain
import Foundation
import StoredPhoto
import Testing
import UseCases

@testable import PersistencePostgres
@testable import PersistenceSQLite

/// Both SQL stores read a photo's row with `StoredPhotoReader` (the StoredPhoto package), which
/// must read each store's rows exactly as `JSONDecoder` read them, or leave them to
/// `JSONDecoder` (nil). The oracle is `JSONDecoder` on a record declared here, independent of the
/// stores' own types. No database is needed: the readers work on the text of a `data` column.
struct StoredPhotoReaderTests {
    enum Reader: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case sqlite
        case postgres

        var testDescription: String { rawValue }

        /// The reader alone: the photo, or nil when it leaves the row to `JSONDecoder`. One reader
        /// for both stores; the cases differ in what the store writes and how it falls back.
        func photo(from row: String) -> Photo? {
            StoredPhotoReader.photo(from: row)
        }

        /// The store's answer for a row: the photo, or nil for "a stored photo cannot be read".
        func stored(_ row: String) throws -> Photo? {
            do {
                switch self {
                case .sqlite: return try SQLitePhotoRecord.photo(from: row)
                case .postgres: return try PostgresPhotoRecord.photo(from: row)
                }
            } catch let error as StoreError {
                #expect(error == .corrupt("a stored photo cannot be read"))
                return nil
            }
        }

        /// The text the store writes into a `data` column.
        func written(_ photo: Photo) throws -> String {
            switch self {
            case .sqlite: try SQLitePhotoRecord.text(of: photo)
            case .postgres: try PostgresPhotoRecord.text(of: photo)
            }
        }
    }

    /// The keys SQL rows have always had, decoded the way Outings decoded them before.
    private struct DecoderRecord: Decodable {
        var id, title, description, ownerName: String
        var owner: String?
        var placeID: String
        var farm: Int?
        var server, secret, originalSecret, originalFormat: String?
        var latitude, longitude: Double?
        var dateUpload: Int?
        var tags: [String]
    }

    /// What `JSONDecoder` makes of a row: the photo, or nil when it refuses the row.
    private static func decoded(_ row: String) -> Photo? {
        guard let record = try? JSONDecoder().decode(DecoderRecord.self, from: Data(row.utf8)) else {
            return nil
        }
        return Photo(
            id: record.id, title: record.title, description: record.description, ownerName: record.ownerName,
            owner: record.owner ?? "", placeID: record.placeID, farm: record.farm, server: record.server,
            secret: record.secret, originalSecret: record.originalSecret,
            originalFormat: record.originalFormat,
            latitude: record.latitude, longitude: record.longitude, dateUpload: record.dateUpload,
            tags: record.tags)
    }

    /// Equal photos whose coordinates also have the same bits: `==` takes -0.0 for 0.0.
    private static func identical(_ one: Photo?, _ other: Photo?) -> Bool {
        one == other && one?.latitude?.bitPattern == other?.latitude?.bitPattern
            && one?.longitude?.bitPattern == other?.longitude?.bitPattern
    }

    // MARK: Rows Outings writes

    @Test(arguments: Reader.allCases, SamplePhotos.handPicked + SamplePhotos.generated(count: 300))
    func aWrittenRowIsReadWithoutJSONDecoderAsJSONDecoderReadsIt(reader: Reader, photo: Photo) throws {
        let row = try reader.written(photo)

        let read = reader.photo(from: row)

        #expect(read != nil, "the row fell back to JSONDecoder: \(row)")
        #expect(Self.identical(read, Self.decoded(row)))
        #expect(Self.identical(read, photo))
    }

    @Test(arguments: Reader.allCases)
    func noRowTheStoreWritesFallsBackToJSONDecoder(reader: Reader) throws {
        let photos = SamplePhotos.handPicked + SamplePhotos.generated(count: 2_000, seed: 7)

        let fallbacks = try photos.filter { reader.photo(from: try reader.written($0)) == nil }

        #expect(fallbacks.count == 0)
    }

    // MARK: Rows written by hand

    /// Rows the reader takes itself: other key orders, whitespace, escapes, nulls, unknown keys.
    static let rowsTheReaderTakes = [
        #"{"tags":[],"placeID":"p","ownerName":"","description":"","title":"","id":"1"}"#,
        " \n\t{ \"id\" : \"1\" ,\r\n \"title\":\"t\", \"description\":\"d\",\"ownerName\":\"o\",\"placeID\":\"p\","
            + " \"tags\" : [ \"a\" , \"b\" ] } \n",
        #"{"id":"\u0041\u00e9\u6f22\ud83c\udf88","title":"\"\\\/\b\f\n\r\t","description":"\u0000\u001F","#
            + #""ownerName":"\uD834\uDD1E","placeID":"p","tags":["\u2028"]}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"owner":null,"#
            + #""farm":null,"server":null,"secret":null,"originalSecret":null,"originalFormat":null,"#
            + #""latitude":null,"longitude":null,"dateUpload":null}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"views":12,"#
            + #""extra":{"a":[1,-2.5e3,true,false,null,{"b":"\u00e9"}],"c":{}},"more":[],"x":"y","z":-0}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"farm":-0,"#
            + #""dateUpload":9223372036854775807,"latitude":-0,"longitude":12}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"#
            + #""dateUpload":-9223372036854775808,"latitude":1E2,"longitude":-1.5e-3}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"#
            + #""latitude":0.30000000000000004,"longitude":4.9406564584124654e-324}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"#
            + #""latitude":1.7976931348623157e308,"longitude":123456789012345678901234567890}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"#
            + #""latitude":0.000e-400,"longitude":3e-324}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"#
            + #""latitude":-0.0e999,"longitude":100000000000000000000000000000000000e-350}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"x":1,"x":2}"#,
    ]

    @Test(arguments: Reader.allCases, rowsTheReaderTakes)
    func aHandWrittenRowIsReadAsJSONDecoderReadsIt(reader: Reader, row: String) throws {
        let read = reader.photo(from: row)

        #expect(read != nil)
        #expect(Self.identical(read, Self.decoded(row)))
    }

    /// Rows the reader leaves to JSONDecoder: refused ones, and a few JSONDecoder may take.
    static let rowsLeftToJSONDecoder = [
        "", " ", "null", "[]", "{", "{}", #"{"id":"1"}"#, "{\"id\":\"1\",}",
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[]} x"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[1]}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[null]}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":null}"#,
        #"{"id":null,"title":"","description":"","ownerName":"","placeID":"p","tags":[]}"#,
        #"{"id":1,"title":"","description":"","ownerName":"","placeID":"p","tags":[]}"#,
        #"{"id":"1","id":"2","title":"","description":"","ownerName":"","placeID":"p","tags":[]}"#,
        #"{"\u0069d":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[]}"#,
        #"{"id":"\ud800","title":"","description":"","ownerName":"","placeID":"p","tags":[]}"#,
        #"{"id":"\udc00x","title":"","description":"","ownerName":"","placeID":"p","tags":[]}"#,
        #"{"id":"\x","title":"","description":"","ownerName":"","placeID":"p","tags":[]}"#,
        #"{"id":"\u12","title":"","description":"","ownerName":"","placeID":"p","tags":[]}"#,
        "{\"id\":\"a\tb\",\"title\":\"\",\"description\":\"\",\"ownerName\":\"\",\"placeID\":\"p\",\"tags\":[]}",
        "{\"id\":\"1\",\"title\":\"\",\"description\":\"\",\"ownerName\":\"\",\"placeID\":\"p\",\"tags\":[]\u{A0}}",
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"farm":1.5}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"farm":1e2}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"farm":2.0}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"farm":"1"}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"farm":01}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"farm":+1}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"farm":true}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"#
            + #""dateUpload":9223372036854775808}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"latitude":1e400}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"latitude":1e-400}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"latitude":-2e-324}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"#
            + #""longitude":0.00000000000000000001e-310}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"latitude":1.8e308}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"farm":-0.0}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"farm":1e19}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"x":"\ud800"}"#,
        "{\"id\":\"1\",\"title\":\"\",\"description\":\"\",\"ownerName\":\"\",\"placeID\":\"p\",\"tags\":[]}\u{0}",
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"latitude":.5}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"latitude":1.}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"latitude":NaN}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"x":[1,]}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"x":tru}"#,
        #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[],"x":"#
            + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "}",
        "\u{FEFF}" + #"{"id":"1","title":"","description":"","ownerName":"","placeID":"p","tags":[]}"#,
    ]

    @Test(arguments: Reader.allCases, rowsLeftToJSONDecoder)
    func aRowOutsideThePlainShapeIsLeftToJSONDecoder(reader: Reader, row: String) throws {
        #expect(reader.photo(from: row) == nil)
        #expect(Self.identical(try reader.stored(row), Self.decoded(row)))
    }

    /// Every row with one character removed: the store reads it as JSONDecoder does, or refuses it
    /// as JSONDecoder does, and never traps.
    @Test(arguments: Reader.allCases, SamplePhotos.handPicked.prefix(4))
    func aDamagedRowReadsAsJSONDecoderReadsIt(reader: Reader, photo: Photo) throws {
        let row = Array(try reader.written(photo).unicodeScalars)
        for offset in row.indices {
            var damaged = String.UnicodeScalarView()
            damaged.append(contentsOf: row[..<offset])
            damaged.append(contentsOf: row[(offset + 1)...])
            let text = String(damaged)

            #expect(Self.identical(try reader.stored(text), Self.decoded(text)), "\(text)")
        }
    }
}
