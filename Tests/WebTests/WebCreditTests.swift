import Foundation
import TestSupport
import Testing

/// The photo page credits the photo "TITLE by OWNER NAME (LICENCE NAME)", each part a link, and
/// every page carries Flickr's API notice.
@Suite(.serialized) struct WebCreditTests {
    private static let notice =
        "<footer><p class=\"notice\">This product uses the Flickr API but is not endorsed or certified by SmugMug, Inc.</p></footer>"

    @Test func thePhotoPageLinksTheTitleTheOwnersPhotostreamAndTheLicenceDeed() throws {
        let guide = try WebGuide()

        let page = try guide.client.navigate("/photos/\(WebGuide.eiffel)").text

        let rel = "rel=\"noopener noreferrer\""
        #expect(
            page.contains(
                "<p class=\"credit\"><a href=\"https://www.flickr.com/photos/91220385@N06/\(WebGuide.eiffel)\" \(rel)>"
                    + "Eiffel Tower from Trocadéro</a> by <a href=\"https://www.flickr.com/photos/91220385@N06/\" \(rel)>"
                    + "bkwalker</a> (<a href=\"https://creativecommons.org/licenses/by/2.0/\" \(rel)>CC BY 2.0</a>)"
            ))
        #expect(page.contains(Self.notice))
    }

    @Test func aHostileOwnerNameIsEscapedInTheCreditAndTheAltText() throws {
        let guide = try WebGuide()

        let page = try guide.client.navigate("/photos/xss1").text

        #expect(page.contains(">&lt;b&gt;owner&lt;/b&gt;</a>"))
        #expect(page.contains("by &lt;b&gt;owner&lt;/b&gt;\">"))
        #expect(!page.contains("<b>owner"))
    }

    /// The list a refresh stores names the licence on the next page served, escaped; a stored
    /// URL that is not http(s) links nowhere.
    @Test func theStoredLicenceListNamesTheLicenceOnThePhotoPage() throws {
        let guide = try WebGuide()
        _ = try SQLiteShell.run(
            guide.storePath,
            """
            INSERT INTO photo_licenses (id, name, url, position)
            VALUES ('4', 'Fetched <b>BY</b>', 'javascript:alert(1)', 0)
            """)

        let page = try guide.client.navigate("/photos/\(WebGuide.eiffel)").text

        #expect(page.contains("bkwalker</a> (Fetched &lt;b&gt;BY&lt;/b&gt;) · "), "\(page)")
        #expect(!page.contains("javascript:") && !page.contains("CC BY 2.0"))
    }

    @Test func everyPageCarriesTheFlickrNotice() throws {
        let guide = try WebGuide()

        for path in [
            "/", "/places/\(WebGuide.paris)", "/photos/\(WebGuide.eiffel)", "/recents", "/attractions",
        ] {
            #expect(try guide.client.navigate(path).text.contains(Self.notice), "\(path)")
        }
    }
}
