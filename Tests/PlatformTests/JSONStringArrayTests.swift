import Foundation
import Platform
import TestSupport
import Testing

/// The hand-written path must give exactly `JSONEncoder`'s bytes, and the text must read back.
struct JSONStringArrayTests {
    @Test(
        arguments: [
            [], ["kids"], ["museum", "kids", "sunset"], [""], ["a b", "é", "漢字", "🎈"], ["a/b"], ["\"q\""],
            ["back\\slash"], ["tab\there"], ["nul\u{0}"], ["\u{7F}del", "\u{2028}"], ["", "", "x"],
        ] as [[String]])
    func writesWhatJSONEncoderWrites(tags: [String]) throws {
        let expected = tags.isEmpty ? "[]" : String(decoding: try JSONEncoder().encode(tags), as: UTF8.self)

        let text = try JSONStringArray.text(tags, encoder: JSONEncoder())

        #expect(text == expected)
        #expect(JSONStringArray.strings(in: text, decoder: JSONDecoder()) == tags)
    }

    @Test func randomListsReadBackAsWritten() throws {
        var random = SplitMix64(seed: 19)
        let alphabet = Array("ab /\\\"é\u{1}\u{7F}🎈,[]")
        for _ in 0..<500 {
            let tags = (0..<Int(random.next() % 4)).map { _ in
                String(
                    (0..<Int(random.next() % 6)).map { _ in
                        alphabet[Int(random.next() % UInt64(alphabet.count))]
                    })
            }
            let text = try JSONStringArray.text(tags, encoder: JSONEncoder())
            #expect(JSONStringArray.strings(in: text, decoder: JSONDecoder()) == tags)
        }
    }

    @Test(arguments: ["", "[", "{}", "[1]", "[null]", "\"a\""])
    func textThatIsNoListOfStringsReadsAsNil(text: String) {
        #expect(JSONStringArray.strings(in: text, decoder: JSONDecoder()) == nil)
    }
}
