import Domain
import FlickrJSON
import Foundation
import Testing

/// `FlickrResponseDecoder.decodeEntries`, the reader `photos import` uses: entries one at a time,
/// the same rules per entry, no page limit on how many.
struct StreamingDecoderTests {
    private struct Streamed {
        var entries: [FlickrEntry] = []
        var error: (any Error)?
    }

    /// Every entry handed over before the decoder returned or threw, and what it threw.
    private func stream(_ json: String) -> Streamed {
        var streamed = Streamed()
        do {
            let count = try FlickrResponseDecoder.decodeEntries(Data(json.utf8)) {
                streamed.entries.append($0)
            }
            #expect(count == streamed.entries.count)
        } catch {
            streamed.error = error
        }
        return streamed
    }

    private func path(of error: (any Error)?) -> String? {
        guard case FlickrJSONError.wrongShape(let path, _)? = error as? FlickrJSONError else { return nil }
        return path
    }

    @Test(arguments: [
        #"{"photos":{"pages":"3","photo":[{"id":"1","title":"One","place_id":"p"},{"id":2,"tags":"a b"}]},"stat":"ok"}"#,
        #"{"stat":"ok","photos":{"photo":[{"id":"1","title":"One","place_id":"p"},{"id":"2","tags":"a b"}]}}"#,
        #"[{"id":"1","title":"One","place_id":"p"},{"id":"2","tags":"a b"}]"#,
    ])
    func handsOverEachPhotoInOrder(json: String) {
        let streamed = stream(json)

        #expect(streamed.error == nil)
        #expect(
            streamed.entries == [
                .photo(Photo(id: "1", title: "One", placeID: "p")), .photo(Photo(id: "2", tags: ["a", "b"])),
            ])
    }

    @Test func handsOverPlaces() {
        let streamed = stream(
            #"{"places":{"place":[{"place_id":"p1","_content":"Paris","photo_count":"12"}]},"stat":"ok"}"#)

        #expect(streamed.error == nil)
        #expect(streamed.entries == [.place(Place(id: "p1", name: "Paris", photoCount: 12))])
    }

    /// A page holds at most `maxEntries`; an imported file many more.
    @Test func takesFarMoreEntriesThanOnePage() {
        let count = FlickrResponseDecoder.maxEntries * 2 + 1
        let json = "[" + (0..<count).map { #"{"id":"\#($0)"}"# }.joined(separator: ",") + "]"

        let streamed = stream(json)

        #expect(streamed.error == nil)
        #expect(streamed.entries.count == count)
        #expect(streamed.entries.last == .photo(Photo(id: "\(count - 1)")))
    }

    /// The caller rolls back what it was handed: the error names the bad entry, even the last.
    @Test func aBadLastEntryFailsWithItsPathAfterTheOthers() {
        let streamed = stream(#"{"photos":{"photo":[{"id":"1"},{"id":"2"},{"id":""}]}}"#)

        #expect(streamed.entries.count == 2)
        #expect(path(of: streamed.error) == "photos.photo[2].id")
    }

    /// `stat` may come after the entries; a failed response still fails.
    @Test func aFailedResponseFailsEvenAfterItsEntries() {
        let streamed = stream(
            #"{"photos":{"photo":[{"id":"1"}]},"stat":"fail","code":100,"message":"Invalid key"}"#)

        guard case FlickrJSONError.failed(let code, let message)? = streamed.error as? FlickrJSONError else {
            Issue.record("expected failed, got \(String(describing: streamed.error))")
            return
        }
        #expect(code == "100")
        #expect(message == "Invalid key")
    }

    @Test(arguments: [
        (#"{"photos":{"photo":[]},"places":{"place":[]}}"#, "$"),
        (#"{"photos":{"photo":{"id":"1"}}}"#, "photos"),
        (#"{"other":[]}"#, "$"),
        (#"[{"id":"1"},2]"#, "$[1]"),
        (#"[{"id":"1","tags":"\#(Array(repeating: "t", count: 76).joined(separator: " "))"}]"#, "$[0].tags"),
        (#"[{"id":"\#(String(repeating: "9", count: 257))"}]"#, "$[0].id"),
        (#"[{"id":"1","title":"a\u0000b"}]"#, "$[0].title"),
    ])
    func wrongShapesAreRefusedWithTheirPath(json: String, expectedPath: String) {
        #expect(path(of: stream(json).error) == expectedPath)
    }

    @Test(arguments: [
        "[" + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "]",
        #"[{"id":"1"},{"id":"2"}"#,
        #"[{"id":"1"}] x"#,
        #"[{"id":"\ud800"}]"#,
    ])
    func malformedInputIsRefused(json: String) {
        guard case FlickrJSONError.malformed? = stream(json).error as? FlickrJSONError else {
            Issue.record("expected malformed for \(json.prefix(40))")
            return
        }
    }

    @Test func invalidUTF8InAnEntryIsRefused() {
        let bytes = Data(#"[{"id":"1"},{"id":"2","title":""#.utf8) + Data([0xFF, 0xFE]) + Data(#""}]"#.utf8)

        #expect {
            try FlickrResponseDecoder.decodeEntries(bytes) { _ in }
        } throws: { error in
            guard case FlickrJSONError.malformed = error else { return false }
            return true
        }
    }

    /// Each entry has its own text budget: two entries that together exceed one page's text are
    /// taken, one entry over it alone is refused.
    @Test func textIsBoundedPerEntry() {
        let most = String(repeating: "t", count: FlickrResponseDecoder.entryMaxTextBytes - 64)

        let two = stream(#"[{"id":"1","title":"\#(most)"},{"id":"2","title":"\#(most)"}]"#)
        let tooMuch = stream(#"[{"id":"1","title":"\#(most)","description":"\#(most)"}]"#)

        #expect(two.error == nil)
        #expect(two.entries.count == 2)
        guard case FlickrJSONError.tooLarge? = tooMuch.error as? FlickrJSONError else {
            Issue.record("expected tooLarge, got \(String(describing: tooMuch.error))")
            return
        }
    }

    @Test func errorsFromTheReceiverPassThroughAndStopReading() {
        struct Stop: Error {}
        var seen = 0

        #expect(throws: Stop.self) {
            try FlickrResponseDecoder.decodeEntries(Data(#"[{"id":"1"},{"id":"2"},{"id":"3"}]"#.utf8)) { _ in
                seen += 1
                if seen == 2 { throw Stop() }
            }
        }
        #expect(seen == 2)
    }
}
