import Foundation
import TestSupport
import Testing

/// A grid's tile shows its photo's credit: the title (the link to the photo's page), then "by
/// OWNER NAME (LICENCE NAME)"; a card whose cover is a photo credits it under the card.
@Suite(.serialized) struct WebTileCreditTests {
    @Test func aPlacesGridCreditsEachPhoto() throws {
        let guide = try WebGuide()

        let page = try guide.client.navigate("/places/\(WebGuide.paris)").text

        #expect(
            page.contains(
                "Eiffel Tower from Trocadéro</a> <span class=\"byline\">by bkwalker (CC BY 2.0)</span>"))
    }

    @Test func aHostileOwnerNameIsEscapedInTheByline() throws {
        let guide = try WebGuide()

        let page = try guide.client.navigate("/places/\(WebGuide.paris)").text

        #expect(page.contains("<span class=\"byline\">by &lt;b&gt;owner&lt;/b&gt;</span>"))
    }

    @Test func aCardCreditsItsCoverOnlyWhenItShowsAPhoto() throws {
        let flickr = try FakeFlickrServer()
        let guide = try WebGuide(
            environment: ["OUTINGS_FLICKR_STATIC_URL": flickr.staticURL],
            extraPhotos: WebBrowsingTests.newPhotos)
        let londonCard = "<span class=\"count\">16 photos</span></li>"
        #expect(!(try guide.client.get("/places").text.contains("class=\"byline\"")))

        #expect(try guide.client.get("/images/newer/large-square").status == 200)
        let home = try guide.client.get("/places").text

        // No owner name nor licence: the owner's NSID, no licence part.
        #expect(
            home.contains(
                "<span class=\"count\">20 photos</span><span class=\"byline\">Cover: Newest by 2@N01</span></li>"
            ))
        #expect(home.contains(londonCard))
    }
}
