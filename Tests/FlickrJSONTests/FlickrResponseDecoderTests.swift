import Domain
import FlickrJSON
import Foundation
import Testing

struct FlickrResponseDecoderTests {
    private func decode(_ json: String) throws(FlickrJSONError) -> FlickrCatalog {
        try FlickrResponseDecoder.decode(Data(json.utf8))
    }

    @Test func decodesAPhotosSearchResponseWithAllExtras() throws {
        let catalog = try decode(
            """
            {"photos":{"page":1,"pages":1,"perpage":50,"total":1,"photo":[{"id":"53301","owner":"1@N01",
            "secret":"ab12","server":"65535","farm":66,"title":"Old Town","ispublic":1,
            "description":{"_content":"Fountain"},"dateupload":"1760000000","ownername":"Ana",
            "tags":"kids park","latitude":"40.5","longitude":-105.08,"place_id":"pl1",
            "originalsecret":"cd34","originalformat":"png"}]},"stat":"ok"}
            """)

        #expect(catalog.places.isEmpty)
        #expect(
            catalog.photos == [
                Photo(
                    id: "53301", title: "Old Town", description: "Fountain", ownerName: "Ana", owner: "1@N01",
                    placeID: "pl1",
                    farm: 66, server: "65535", secret: "ab12", originalSecret: "cd34", originalFormat: "png",
                    latitude: 40.5, longitude: -105.08, dateUpload: 1_760_000_000, tags: ["kids", "park"])
            ])
    }

    @Test func decodesATopPlacesResponse() throws {
        let catalog = try decode(
            """
            {"places":{"place":[{"place_id":"kH8d","woeid":"44418","_content":"London, England, United Kingdom",
            "photo_count":"870","place_type":"locality"}]},"stat":"ok"}
            """)

        #expect(
            catalog.places == [Place(id: "kH8d", name: "London, England, United Kingdom", photoCount: 870)])
        #expect(catalog.photos.isEmpty)
    }

    @Test func decodesBareArraysOfEitherAndNumericIDs() throws {
        let catalog = try decode(
            """
            [{"id": 42, "title": "n"}, {"place_id": 7, "_content": "Paris, France"}, {"id": "43", "title": null}]
            """)

        #expect(catalog.photos.map(\.id) == ["42", "43"])
        #expect(catalog.photos.last?.title == "")
        #expect(catalog.places == [Place(id: "7", name: "Paris, France")])
    }

    @Test func missingOptionalFieldsAreEmptyNotErrors() throws {
        let photo = try #require(try decode(#"{"photos":{"photo":[{"id":"1"}]}}"#).photos.first)

        #expect(photo == Photo(id: "1"))
    }

    @Test func statFailIsReportedWithFlickrsCodeAndMessage() {
        #expect(
            throws: FlickrJSONError.failed(code: "100", message: "Invalid API Key (Key has invalid format)")
        ) {
            try decode(#"{"stat":"fail","code":100,"message":"Invalid API Key (Key has invalid format)"}"#)
        }
    }

    @Test(arguments: ["", "{", #"{"photos":{"photo":[{"id":"1""#, "nope", "\u{FF}\u{FE}"])
    func malformedOrTruncatedJSONIsRejected(text: String) {
        #expect { try decode(text) } throws: { error in
            guard case FlickrJSONError.malformed = error else { return false }
            return true
        }
    }

    @Test func invalidUTF8IsRejectedAsMalformed() {
        let bytes = Data([0x7B, 0x22, 0xC3, 0x28, 0x22, 0x3A, 0x31, 0x7D])

        #expect(throws: FlickrJSONError.self) { try FlickrResponseDecoder.decode(bytes) }
    }

    @Test(arguments: [
        (#"{"stat":"ok"}"#, "$"),
        (#""just a string""#, "$"),
        (#"{"photos":{"photo":{}}}"#, "photos"),
        (#"{"photos":{"photo":[3]}}"#, "photos.photo[0]"),
        (#"{"photos":{"photo":[{"id":"1","title":5.5}]}}"#, "photos.photo[0].title"),
        (#"{"photos":{"photo":[{"id":"1","title":true}]}}"#, "photos.photo[0].title"),
        (#"{"photos":{"photo":[{"title":"no id"}]}}"#, "photos.photo[0].id"),
        (#"{"photos":{"photo":[{"id":""}]}}"#, "photos.photo[0].id"),
        (#"{"photos":{"photo":[{"id":"1","farm":"many"}]}}"#, "photos.photo[0].farm"),
        (#"{"photos":{"photo":[{"id":"1","farm":1e300}]}}"#, "photos.photo[0].farm"),
        (#"{"photos":{"photo":[{"id":"1","latitude":[1]}]}}"#, "photos.photo[0].latitude"),
        (#"{"places":{"place":[{"place_id":"p","_content":7}]}}"#, "places.place[0]._content"),
        (#"[{"id":"1"},{"id":{"x":1}}]"#, "$[1].id"),
        (#"[{"id":"1","title":"nul\u0000byte"}]"#, "$[0].title"),
    ])
    func wrongShapesNameTheOffendingPath(json: String, path: String) {
        #expect { try decode(json) } throws: { error in
            guard case FlickrJSONError.wrongShape(let where_, _) = error else { return false }
            return where_ == path
        }
    }

    /// Ids are kept digit for digit, beyond 2^53 and beyond 64 bits (a Double would round them).
    @Test(arguments: [
        "9007199254740993", "9007199254740992", "18446744073709551616", "123456789012345678901234567890",
        "-5", "0", "1" + String(repeating: "0", count: 200),
    ])
    func numericIDsAreTakenDigitForDigit(digits: String) throws {
        let catalog = try decode(#"[{"id":\#(digits)},{"place_id":\#(digits),"_content":"P"}]"#)

        #expect(catalog.photos.map(\.id) == [digits])
        #expect(catalog.places.map(\.id) == [digits])
    }

    @Test(arguments: [
        (#"99999999999999999999"#, "99999999999999999999"),
        (#"-9223372036854775809"#, "-9223372036854775809"),
        (#"1.5"#, "1.5"), (#"1e400"#, "1e400"), (#""abc""#, "abc"), (#""""#, ""),
    ])
    func aStatFailCodeIsKeptAsSent(json: String, shown: String) {
        #expect(throws: FlickrJSONError.failed(code: shown, message: "m")) {
            try decode(#"{"stat":"fail","code":\#(json),"message":"m"}"#)
        }
    }

    @Test(arguments: [
        (#"{"stat":"fail","message":"m"}"#, FlickrJSONError.failed(code: nil, message: "m")),
        (#"{"stat":"fail","code":[1],"message":"m"}"#, .failed(code: nil, message: "m")),
    ])
    func aStatFailWithoutAUsableCodeHasNone(json: String, expected: FlickrJSONError) {
        #expect(throws: expected) { try decode(json) }
    }

    @Test func stringsDecodeEveryEscapeExactly() throws {
        let catalog = try decode(#"[{"id":"1","title":"\u00e9\ud83d\ude00\n\t\"\\\/\b\f\r é😀"}]"#)

        #expect(catalog.photos.first?.title == "é😀\n\t\"\\/\u{8}\u{C}\r é😀")
    }

    @Test(arguments: [
        #"[{"id":"\ud800"}]"#, #"[{"id":"\udc00x"}]"#, #"[{"id":"\u12"}]"#, #"[{"id":"\x"}]"#,
        "[{\"id\":\"tab\there\"}]", #"[{"id":01}]"#, #"[{"id":1.}]"#, #"[{"id":-}]"#, #"[] []"#,
        #"[{"id":"1",}]"#, #"[1,]"#, #"{"a" 1}"#, #"[tru]"#, #"[nul]"#, #"["\"]"#,
    ])
    func invalidJSONIsMalformed(text: String) {
        #expect { try decode(text) } throws: { error in
            guard case FlickrJSONError.malformed = error else { return false }
            return true
        }
    }

    @Test func aByteOrderMarkIsAllowed() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data(#"[{"id":"1"}]"#.utf8)

        #expect(try FlickrResponseDecoder.decode(data).photos.map(\.id) == ["1"])
    }

    @Test func nestingDeeperThanTheLimitIsRefusedWithoutCrashing() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)

        #expect { try decode(deep) } throws: { error in
            guard case FlickrJSONError.malformed(let detail) = error else { return false }
            return detail.contains("nested more than")
        }
    }

    /// Fields Outings does not read cost nothing, however many values they hold.
    @Test func unreadFieldsAreSkippedWhateverTheySize() throws {
        let junk = Array(repeating: "1", count: 500_000).joined(separator: ",")
        let json = #"{"photos":{"photo":[{"id":"1","junk":[\#(junk)],"w":{"x":{"y":"z"}}}]},"stat":"ok"}"#

        #expect(try decode(json).photos.map(\.id) == ["1"])
    }

    @Test(arguments: [FlickrResponseDecoder.maxEntries, FlickrResponseDecoder.maxEntries + 1])
    func moreEntriesThanTheLimitAreRefused(count: Int) throws {
        let entries = (0..<count).map { #"{"id":\#($0)}"# }.joined(separator: ",")

        let outcome = Result { () throws(FlickrJSONError) in try decode("[\(entries)]") }

        if count <= FlickrResponseDecoder.maxEntries {
            #expect(try outcome.get().photos.count == count)
        } else {
            #expect(throws: FlickrJSONError.self) { try outcome.get() }
            #expect(String(describing: outcome).contains("too large to import"))
        }
    }

    @Test func valuesOutingsReadsAreBoundedWhateverTheShape() {
        let many = Array(repeating: "1", count: 400_000).joined(separator: ",")

        #expect { try decode(#"[{"id":"1","title":[\#(many)]}]"#) } throws: { error in
            guard case FlickrJSONError.tooLarge = error else { return false }
            return true
        }
    }

    /// Saving copies text a few times in every store, so the text kept from one file is bounded;
    /// text in fields Outings does not read costs nothing.
    @Test func moreTextThanTheLimitIsRefusedButUnreadTextIsNot() throws {
        let half = String(repeating: "t", count: FlickrResponseDecoder.maxTextBytes / 2)

        #expect(throws: FlickrJSONError.self) {
            try decode(#"[{"id":"1","title":"\#(half)"},{"id":"2","title":"\#(half)x"}]"#)
        }
        #expect(try decode(#"[{"id":"1","title":"\#(half)","junk":"\#(half)\#(half)"}]"#).photos.count == 1)
    }

    @Test func aPhotoWithMoreTagsThanFlickrAllowsIsRefused() throws {
        let allowed = Array(repeating: "t", count: 75).joined(separator: " ")

        #expect(try decode(#"[{"id":"1","tags":"\#(allowed)"}]"#).photos.first?.tags.count == 75)
        #expect { try decode(#"[{"id":"1","tags":"\#(allowed) one-more"}]"#) } throws: { error in
            guard case FlickrJSONError.wrongShape(let path, _) = error else { return false }
            return path == "$[0].tags"
        }
    }

    @Test func longNumbersCountAsText() {
        let digits = String(repeating: "1", count: FlickrResponseDecoder.maxTextBytes + 1)

        #expect { try decode(#"[{"id":"1","farm":\#(digits)}]"#) } throws: { error in
            guard case FlickrJSONError.tooLarge = error else { return false }
            return true
        }
    }
}
