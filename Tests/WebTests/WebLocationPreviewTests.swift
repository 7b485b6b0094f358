import Foundation
import Testing

/// The add/edit form shows where its location lands on a small map, once it holds one: a point
/// with no link (it has no page yet), drawn from any form the location field reads.
@Suite struct WebLocationPreviewTests {
    @Test func aTypedMapsLinkIsShownWhereItLandsWhenTheFormComesBack() throws {
        let guide = try WebGuide()
        var form = try PageForm(guide.client.get("/attractions/new").text)
        let empty = try guide.client.get("/attractions/new").text
        form["name"] = "Picnic spot"
        form["location"] = "https://www.openstreetmap.org/?mlat=40.5853&mlon=-105.0844"
        // No setting chosen: the form comes back, with the map.

        let back = try guide.client.form("/attractions/new", form.submitting("save"))

        #expect(!empty.contains("<figure class=\"map\">"))
        #expect(back.status == 422)
        #expect(
            back.text.contains("<figure class=\"map\"><figcaption>Where it is</figcaption>"), "\(back.text)")
        #expect(back.text.contains("<g role=\"img\" aria-label=\"Picnic spot\">"))
        #expect(!back.text.contains("href=\"/attractions/\""))
    }

    @Test func anEditFormShowsTheStoredLocation() throws {
        let guide = try WebGuide()
        let first = try #require(try guide.attractions().first { $0["latitude"] is Double })
        let id = try #require(first["id"] as? String)

        let page = try guide.client.get("/attractions/\(id)/edit").text

        #expect(page.contains("<figure class=\"map\"><figcaption>Where it is</figcaption>"))
    }
}
