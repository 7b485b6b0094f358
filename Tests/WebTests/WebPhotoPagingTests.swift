import Foundation
import Testing

/// A place of 65 photos, m01 the newest: pages of 30 with the count and plain page links.
@Suite(.serialized)
struct WebPhotoPagingTests {
    private static func extraPhotos() -> String {
        (1...65).map { index in
            let id = "m" + (index < 10 ? "0" : "") + "\(index)"
            return #",{"id":"\#(id)","owner":"1@N01","secret":"abc","server":"1","title":"Photo \#(id)","#
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

    @Test(arguments: ["4", "0", "-1", "abc", "", "1.5", "+2", "%202", "99999999999999999999999"])
    func aPageThePlaceDoesNotHaveIsNotFound(page: String) throws {
        let guide = try WebGuide(extraPhotos: Self.extraPhotos())
        let response = try guide.client.get("/places/many?page=\(page)")
        #expect(response.status == 404, "\(page)")
        #expect(response.text.contains("no such page of photos: this place has 3 pages"), "\(page)")
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
}
