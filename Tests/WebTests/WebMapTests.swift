import Foundation
import TestSupport
import Testing

/// The place and photo pages draw where their place's photos were taken as inline SVG: one dot
/// per geotagged photo, each a link to its page named by its title, the current photo marked,
/// and a sentence instead when none is geotagged.
@Suite(.serialized) struct WebMapTests {
    static let fortCollins = "0DaqzcBWVLrQ"

    /// 31 geotagged photos of one new place (two pages of the grid), one without coordinates in
    /// another, and geotagged photos with hostile titles in Paris.
    static let extraPhotos =
        (1...31).map { index in
            #",{"id":"many\#(index)","owner":"3@N01","secret":"s","server":"1","title":"Spot \#(index)","#
                + #""latitude":"\#(45 + Double(index) / 1000)","longitude":"7.5","accuracy":"16","place_id":"many"}"#
        }.joined() + """
            ,{"id":"bare","owner":"3@N01","secret":"s","server":"1","title":"Nowhere","place_id":"nogeo"},
            {"id":"xss3","owner":"1@N01","secret":"s","server":"1","title":"\(WebGuide.scriptTitle)",
             "latitude":"48.86","longitude":"2.29","place_id":"\(WebGuide.paris)"},
            {"id":"xss4","owner":"1@N01","secret":"s","server":"1","title":"\(WebGuide.attributeTitle.replacingOccurrences(of: "\"", with: "\\\""))",
             "latitude":"48.85","longitude":"2.30","place_id":"\(WebGuide.paris)"}
            """

    /// The inline SVG of a page (empty when it has none).
    private static func svg(_ page: String) -> String {
        guard let start = page.range(of: "<svg "), let end = page.range(of: "</svg>") else { return "" }
        return String(page[start.lowerBound..<end.upperBound])
    }

    /// Each dot: the photo it links and its centre.
    private static func dots(_ svg: String) throws -> [(id: String, x: Double, y: Double)] {
        let dot = try Regex(
            #"<a href="/photos/([^"]+)"[^>]*><circle class="[^"]*" cx="([0-9.-]+)" cy="([0-9.-]+)""#)
        return svg.matches(of: dot).map { match in
            (
                String(match.output[1].substring ?? ""), Double(match.output[2].substring ?? "") ?? .nan,
                Double(match.output[3].substring ?? "") ?? .nan
            )
        }
    }

    private static func photoIDs(_ guide: WebGuide, place: String) throws -> Set<String> {
        let photos =
            try guide.client.get("/api/places/\(place)/photos?limit=500").json() as? [[String: Any]] ?? []
        return Set(photos.compactMap { $0["id"] as? String })
    }

    @Test func thePlacePageMapsEveryPhotoOfThePlaceInsideItsBox() throws {
        let guide = try WebGuide()

        let page = try guide.client.navigate("/places/\(Self.fortCollins)").text
        let svg = Self.svg(page)

        #expect(page.contains("<figcaption>Where these photos were taken</figcaption>"))
        #expect(svg.contains(#"viewBox="0 0 360 272""#))
        #expect(
            svg.contains(
                #"role="group" aria-labelledby="map-title"><title id="map-title">Map of 16 photos of Fort Collins"#
            ))
        let dots = try Self.dots(svg)
        // The demo's 16 photos of Fort Collins are all geotagged.
        #expect(Set(dots.map(\.id)) == (try Self.photoIDs(guide, place: Self.fortCollins)))
        #expect(dots.count == 16)
        for dot in dots {
            #expect((16...344).contains(dot.x) && (16...224).contains(dot.y), "\(dot)")
        }
        #expect(svg.contains("<g class=\"map-scale\">"))
        #expect(!svg.contains("style="))
        #expect(!svg.contains("aria-current"))
    }

    @Test func theMapShowsThePlacesPhotosOnEveryPageNotOnlyThisPagesThirty() throws {
        let guide = try WebGuide(extraPhotos: Self.extraPhotos)

        for path in ["/places/many", "/places/many?page=2"] {
            let dots = try Self.dots(Self.svg(try guide.client.navigate(path).text))
            #expect(Set(dots.map(\.id)) == Set((1...31).map { "many\($0)" }), "\(path)")
        }
    }

    @Test func thePhotoPageMarksItsPhotoAmongTheOthersOfItsPlace() throws {
        let guide = try WebGuide()
        let id = "53302104449"

        let svg = Self.svg(try guide.client.navigate("/photos/\(id)").text)

        #expect(
            svg.contains(
                #"<a href="/photos/\#(id)" aria-label="Horsetooth Reservoir sunset" aria-current="page"><circle class="map-dot current""#
            ))
        #expect(svg.components(separatedBy: "aria-current").count == 2)
        #expect(Set(try Self.dots(svg).map(\.id)) == (try Self.photoIDs(guide, place: Self.fortCollins)))
    }

    @Test func hostileTitlesAreEscapedInTheDotsNames() throws {
        let guide = try WebGuide(extraPhotos: Self.extraPhotos)

        let svg = Self.svg(try guide.client.navigate("/places/\(WebGuide.paris)").text)

        #expect(svg.contains(#"aria-label="&lt;script&gt;alert(1)&lt;/script&gt;""#))
        #expect(svg.contains("<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>"))
        #expect(svg.contains(#"aria-label="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;""#))
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<img"))
    }

    @Test func aPlaceWithoutGeotaggedPhotosSaysSo() throws {
        let guide = try WebGuide(extraPhotos: Self.extraPhotos)

        let page = try guide.client.navigate("/places/nogeo").text

        #expect(page.contains("<p class=\"map-empty\">No photo of this place is geotagged.</p>"))
        #expect(Self.svg(page).isEmpty)
    }
}
