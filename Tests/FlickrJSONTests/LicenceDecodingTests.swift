import Domain
import FlickrJSON
import Foundation
import Testing

/// `flickr.photos.licenses.getInfo` as Flickr answers it: ids as strings or numbers, an empty
/// URL for none, and answers that are failures or not that shape at all.
struct LicenceDecodingTests {
    private func decode(_ entries: String) throws -> [PhotoLicence] {
        try FlickrLicenceDecoder.decode(Data(#"{"licenses":{"license":[\#(entries)]},"stat":"ok"}"#.utf8))
    }

    /// Flickr's documented answer, written out here (not from `PhotoLicence.documented`).
    @Test func everyDocumentedIDIsReadWithItsNameAndURL() throws {
        let answer = """
            {"id":0,"name":"All Rights Reserved","url":""},
            {"id":"1","name":"Attribution-NonCommercial-ShareAlike License","url":"https://creativecommons.org/licenses/by-nc-sa/2.0/"},
            {"id":2,"name":"Attribution-NonCommercial License","url":"https://creativecommons.org/licenses/by-nc/2.0/"},
            {"id":"3","name":"Attribution-NonCommercial-NoDerivs License","url":"https://creativecommons.org/licenses/by-nc-nd/2.0/"},
            {"id":4,"name":"Attribution License","url":"https://creativecommons.org/licenses/by/2.0/"},
            {"id":"5","name":"Attribution-ShareAlike License","url":"https://creativecommons.org/licenses/by-sa/2.0/"},
            {"id":6,"name":"Attribution-NoDerivs License","url":"https://creativecommons.org/licenses/by-nd/2.0/"},
            {"id":"7","name":"No known copyright restrictions","url":"https://www.flickr.com/commons/usage/"},
            {"id":8,"name":"United States Government Work","url":"http://www.usa.gov/copyright.shtml"},
            {"id":"9","name":"Public Domain Dedication (CC0)","url":"https://creativecommons.org/publicdomain/zero/1.0/"},
            {"id":10,"name":"Public Domain Mark","url":"https://creativecommons.org/publicdomain/mark/1.0/"}
            """

        let read = try decode(answer)

        #expect(read.map(\.id) == (0...10).map(String.init))
        #expect(read[0] == PhotoLicence(id: "0", name: "All Rights Reserved", url: nil, permitsReuse: false))
        #expect(
            read[4]
                == PhotoLicence(
                    id: "4", name: "Attribution License", url: "https://creativecommons.org/licenses/by/2.0/",
                    permitsReuse: true))
        #expect(read[8].url == "http://www.usa.gov/copyright.shtml")
        #expect(read.map(\.permitsReuse) == [false] + Array(repeating: true, count: 10))
    }

    @Test func anUnknownIDIsKeptWithItsNameAndJudgedByItsURL() throws {
        let read = try decode(
            #"{"id":"11","name":"CC BY 4.0","url":"https://creativecommons.org/licenses/by/4.0/"},"#
                + #"{"id":12345678901234567890,"name":"Mine","url":"https://example.org/mine"}"#)

        #expect(read.map(\.id) == ["11", "12345678901234567890"])
        #expect(read.map(\.permitsReuse) == [true, false])
    }

    @Test func aMissingURLOrOneThatIsNotAWebAddressIsNone() throws {
        let read = try decode(
            #"{"id":"20","name":"a"},{"id":"21","name":"b","url":null},{"id":"22","name":"c","url":"javascript:alert(1)"}"#
        )

        #expect(read.map(\.url) == [nil, nil, nil])
    }

    @Test func anEntryWithoutANameIsLeftOut() throws {
        let read = try decode(
            #"{"id":"4","url":"https://creativecommons.org/licenses/by/2.0/"},{"id":"5","name":" "},{"id":"6","name":"x"}"#
        )

        #expect(read.map(\.id) == ["6"])
    }

    @Test func hostileTextIsKeptExactlyForTheViewsToMakeSafe() throws {
        let read = try decode(#"{"id":"4","name":"\u001b[31mred <b>x</b>\u202e"}"#)

        #expect(read.first?.name == "\u{1B}[31mred <b>x</b>\u{202E}")
    }

    @Test(arguments: [
        #"{"licenses":{"license":[{"name":"no id"}]},"stat":"ok"}"#,
        #"{"licenses":{"license":[{"id":"4","name":"a\u0000b"}]},"stat":"ok"}"#,
        #"{"licenses":{"license":[{"id":true,"name":"x"}]},"stat":"ok"}"#,
        #"{"licenses":[],"stat":"ok"}"#,
        #"{"photos":{"photo":[]},"stat":"ok"}"#,
        #"{"stat":"fail","code":100,"message":"Invalid API Key"}"#,
        "<html>down</html>",
    ])
    func aWrongAnswerIsRefusedWhole(json: String) {
        #expect(throws: FlickrJSONError.self) { try FlickrLicenceDecoder.decode(Data(json.utf8)) }
    }

    @Test func moreTextThanAnyAnswerOfFlickrsIsRefused() {
        let name = String(repeating: "n", count: FlickrLicenceDecoder.maxTextBytes + 1)
        #expect(throws: FlickrJSONError.self) { try decode(#"{"id":"4","name":"\#(name)"}"#) }
    }
}
