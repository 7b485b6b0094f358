import Foundation
import Testing

/// A place of 65 photos, m01 the newest: pages of 30 with the count and plain page links. The odd
/// ones (33) are CC BY (Flickr's licence 4), free to reuse; the even ones all rights reserved (0).
@Suite(.serialized)
struct WebPhotoPagingTests {
    private static func extraPhotos() -> String {
        (1...65).map { index in
            let id = "m" + (index < 10 ? "0" : "") + "\(index)"
            return #",{"id":"\#(id)","owner":"1@N01","secret":"abc","server":"1","title":"Photo \#(id)","#
                + #""license":"\#(index % 2 == 1 ? 4 : 0)","#
                + #""dateupload":"\#(1_700_000_000 - index)","place_id":"many"}"#
        }.joined()
    }

    /// The photo ids the grid links to, in order.
    private func gridIDs(_ page: String) -> [String] {
        page.components(separatedBy: #"<li><a href="/photos/"#).dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
    }

    private func ids(_ range: ClosedRange<Int>) -> [String] {
        range.map { "m" + ($0 < 10 ? "0" : "") + "\($0)" }
    }

    @Test func eachPageShowsAtMost30WithTheCountAndLinksToTheOthers() throws {
        let guide = try WebGuide(extraPhotos: Self.extraPhotos())

        let first = try guide.client.get("/places/many")
        #expect(first.status == 200)
        #expect(gridIDs(first.text) == ids(1...30))
        #expect(first.text.contains("<p class=\"count\">Photos 1-30 of 65</p>"))
        #expect(first.text.contains(#"<a rel="next" href="/places/many?page=2">"#))
        #expect(!first.text.contains("rel=\"prev\""))
        #expect(first.text.contains(#"<a href="/places/many" aria-current="page" aria-label="Page 1">1</a>"#))
        #expect(first.text.contains(#"<a href="/places/many?page=3" aria-label="Page 3">3</a>"#))
        #expect(!first.text.contains("<script"))

        let second = try guide.client.get("/places/many?page=2").text
        #expect(gridIDs(second) == ids(31...60))
        #expect(second.contains("Photos 31-60 of 65"))
        #expect(second.contains(#"<a rel="prev" href="/places/many">"#))
        #expect(second.contains(#"<a rel="next" href="/places/many?page=3">"#))
        #expect(second.contains(#"aria-current="page" aria-label="Page 2">2</a>"#))

        let last = try guide.client.get("/places/many?page=3").text
        #expect(gridIDs(last) == ids(61...65))
        #expect(last.contains("Photos 61-65 of 65"))
        #expect(!last.contains("rel=\"next\""))
    }

    /// Of all 65 photos (3 pages), and of the 33 free to reuse (2 pages: its page 3 is past the end).
    @Test(
        arguments: [
            "4", "0", "-1", "abc", "", "1.5", "+2", "%202", "02", "%EF%BC%92", "1e3",
            "99999999999999999999999",
        ].map {
            ("page=\($0)", 3)
        }
            + ["3", "0", "abc"].map { ("license=reuse&page=\($0)", 2) })
    func aPageThePlaceDoesNotHaveIsNotFound(query: String, pages: Int) throws {
        let guide = try WebGuide(extraPhotos: Self.extraPhotos())
        let response = try guide.client.get("/places/many?\(query)")
        #expect(response.status == 404, "\(query)")
        #expect(response.text.contains("no such page of photos: this place has \(pages) pages"), "\(query)")
    }

    @Test func aPlaceWithFewPhotosHasTheCountAndNoPageLinks() throws {
        let guide = try WebGuide()
        let page = try guide.client.get("/places/\(WebGuide.paris)").text
        #expect(
            page.range(of: #"<p class="count">Photos 1-\d+ of \d+</p>"#, options: .regularExpression) != nil)
        #expect(!page.contains("Pages of photos"))
    }

    @Test func previousAndNextOnAPhotoCrossFromOnePageToTheNext() throws {
        let guide = try WebGuide(extraPhotos: Self.extraPhotos())
        let thirtieth = try guide.client.get("/photos/m30").text
        #expect(thirtieth.contains(#"<a rel="next" href="/photos/m31">"#))
        let fiftieth = try guide.client.get("/photos/m50").text
        #expect(fiftieth.contains(#"<a rel="next" href="/photos/m51">"#))
        let last = try guide.client.get("/photos/m65").text
        #expect(last.contains(#"<a rel="prev" href="/photos/m64">"#))
        #expect(!last.contains("rel=\"next\""))
    }

    @Test func freeToReuseKeepsTheReusablePhotosBeforePagingAndItsLinksKeepTheChoice() throws {
        let guide = try WebGuide(extraPhotos: Self.extraPhotos())

        let first = try guide.client.get("/places/many?license=reuse")
        #expect(first.status == 200)
        #expect(gridIDs(first.text) == ids(1...59).enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
        #expect(first.text.contains(#"<p class="count">33 of 65 photos are free to reuse</p>"#))
        #expect(first.text.contains("<title>Photos of place many free to reuse · Outings</title>"))
        #expect(first.text.contains(#"<p class="count">Photos 1-30 of 33</p>"#))
        #expect(first.text.contains(#"<li><a href="/places/many">All licences</a></li>"#))
        #expect(
            first.text.contains(
                #"<li><a href="/places/many?license=reuse" aria-current="page">Free to reuse</a></li>"#))
        #expect(first.text.contains(#"<a rel="next" href="/places/many?license=reuse&amp;page=2">"#))
        #expect(
            first.text.contains(
                #"<a href="/places/many?license=reuse&amp;page=2" aria-label="Page 2">2</a>"#))

        let second = try guide.client.get("/places/many?license=reuse&page=2").text
        #expect(gridIDs(second) == ["m61", "m63", "m65"])
        #expect(second.contains("Photos 31-33 of 33"))
        #expect(second.contains(#"<a rel="prev" href="/places/many?license=reuse">"#))
        #expect(!second.contains("rel=\"next\""))
    }

    @Test func allLicencesIsThePlacesOwnAddressAndMarkedCurrentThere() throws {
        let guide = try WebGuide(extraPhotos: Self.extraPhotos())
        let page = try guide.client.get("/places/many?page=2").text
        #expect(page.contains(#"<li><a href="/places/many" aria-current="page">All licences</a></li>"#))
        #expect(page.contains(#"<li><a href="/places/many?license=reuse">Free to reuse</a></li>"#))
        #expect(!page.contains("free to reuse</p>"))
    }

    @Test(arguments: ["", "all", "REUSE", "reuse%20", "free", "reuse%00"])
    func anotherLicenceChoiceIsNotFound(license: String) throws {
        let guide = try WebGuide(extraPhotos: Self.extraPhotos())
        let response = try guide.client.get("/places/many?license=\(license)")
        #expect(response.status == 404, "\(license)")
        #expect(response.text.contains("no such licence choice"), "\(license)")
    }

    @Test func aPlaceWithNoReusablePhotosSaysHowManyAndOffersAllOfThem() throws {
        let reserved =
            #",{"id":"r1","owner":"1@N01","secret":"abc","server":"1","title":"Reserved","#
            + #""license":"0","place_id":"closed"}"#
        let guide = try WebGuide(extraPhotos: reserved)
        let response = try guide.client.get("/places/closed?license=reuse")
        #expect(response.status == 200)
        #expect(response.text.contains(#"<p class="count">0 of 1 photo is free to reuse</p>"#))
        #expect(response.text.contains(#"<li><a href="/places/closed">All licences</a></li>"#))
        #expect(gridIDs(response.text).isEmpty)
    }

    @Test func theAPIKeepsTheReusablePhotosWithLicenseReuse() throws {
        let guide = try WebGuide(extraPhotos: Self.extraPhotos())
        let photos = try guide.client.get("/api/places/many/photos?license=reuse&limit=100").json()
        let ids = (photos as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids == self.ids(1...65).enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
        let limited = try guide.client.get("/api/places/many/photos?license=reuse&limit=2").json()
        #expect((limited as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["m01", "m03"])
        let refused = try guide.client.get("/api/places/many/photos?license=all")
        #expect(refused.status == 400)
    }
}
