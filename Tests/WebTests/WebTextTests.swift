import Foundation
import TestSupport
import Testing

/// Web text like CLI text: controls, C1 and the bidi controls in Flickr or user text show as
/// U+FFFD on every page (line breaks and tabs, white space on a page, are kept); the JSON API's
/// data keeps the exact text, as `outings --json` does, and its error messages are neutralised.
@Suite(.serialized) struct WebTextTests {
    /// A Flickr photo whose title, description and owner name hold ESC, C1 (CSI, NEL), a bidi
    /// override and an isolate.
    static let hostilePhoto = #"""
        ,{"id":"ctl1","owner":"1@N01","ownername":"own\u009Ber","secret":"abc","server":"1",
         "title":"a\u001B[2Jb\u202Ec\u2066d\u0085e","description":{"_content":"sub\u001B]0;t\u0007x"},
         "place_id":"EsIQUYZXU79_kEA"}
        """#
    static let hostileTitle = "a\u{1B}[2Jb\u{202E}c\u{2066}d\u{85}e"

    @Test func pagesShowControlsAndBidiControlsAsReplacementCharacters() throws {
        let guide = try WebGuide(extraPhotos: Self.hostilePhoto)
        let added = try guide.client.json("POST", "/api/attractions", ["name": "Hostile"])
        #expect(added.status == 201)
        // Text no Outings app writes, as another program could leave it in the store.
        try SQLiteShell.run(
            guide.storePath,
            "UPDATE attractions SET name = 'Zoo' || char(27) || '[2J' || char(155) || char(8238) || 'x', "
                + "description = 'one' || char(10) || 'two' || char(9) || 'three' || char(7) || char(8297) "
                + "WHERE name = 'Hostile'")
        _ = try guide.client.navigate("/photos/ctl1")

        let photo = try guide.client.get("/photos/ctl1").text
        #expect(photo.contains("<h1>a\u{FFFD}[2Jb\u{FFFD}c\u{FFFD}d\u{FFFD}e</h1>"))
        #expect(photo.contains("alt=\"a\u{FFFD}[2Jb\u{FFFD}c\u{FFFD}d\u{FFFD}e by "))
        #expect(photo.contains("own\u{FFFD}er"))
        #expect(photo.contains("sub\u{FFFD}]0;t\u{FFFD}x"))
        let attractions = try guide.client.get("/attractions").text
        #expect(attractions.contains(">Zoo\u{FFFD}[2J\u{FFFD}\u{FFFD}x</a></h2>"))
        let id = try #require((try added.json() as? [String: Any])?["id"] as? String)
        // A card has no description; the attraction's page shows it.
        let attraction = try guide.client.get("/attractions/\(id)").text
        #expect(attraction.contains("one\ntwo\tthree\u{FFFD}\u{FFFD}"))
        for path in [
            "/photos/ctl1", "/places/\(WebGuide.paris)", "/recents", "/attractions", "/attractions/\(id)",
        ] {
            let page = try guide.client.get(path).body
            #expect(Self.unsafeText(in: [UInt8](page)).isEmpty, "\(path)")
        }
    }

    @Test func theJSONAPIKeepsTheExactTextAndNeutralisesItsMessages() throws {
        let guide = try WebGuide(extraPhotos: Self.hostilePhoto)

        let photo = try guide.client.get("/api/photos/ctl1").json() as? [String: Any]
        let missing = try guide.client.get("/api/photos/%1B%C2%9B%E2%80%AEx")
        let missingPage = try guide.client.get("/photos/%1B%C2%9B%E2%80%AEx")

        #expect(photo?["title"] as? String == Self.hostileTitle)
        #expect(photo?["owner"] as? String == "own\u{9B}er")
        #expect(missing.status == 404)
        #expect(
            (try missing.json() as? [String: Any])?["error"] as? String
                == "no photo with id \u{FFFD}\u{FFFD}\u{FFFD}x")
        #expect(missingPage.status == 404)
        #expect(Self.unsafeText(in: [UInt8](missingPage.body)).isEmpty)
    }

    /// Scalars a page must not carry: controls other than line feed and tab, DEL, C1, and the bidi
    /// embeddings, overrides and isolates.
    static func unsafeText(in bytes: [UInt8]) -> [UInt32] {
        String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value).filter { value in
            (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }
    }
}
