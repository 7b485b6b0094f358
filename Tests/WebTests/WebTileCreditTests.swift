import Foundation
import TestSupport
import Testing

/// A grid's tile shows its photo's credit: the title (the link to the photo's page), then "by
/// OWNER NAME (LICENCE NAME)".
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
}
