import Domain
import Testing

/// The one rule for an attraction id: what Outings could have written, nothing a terminal or a
/// store's key would stumble on.
struct AttractionIDTests {
    @Test(arguments: [
        "6f1d2c3a-0001-4d6b-9a51-0a1f2e3d4c01", "3E48D1C7-0D12-4329-9A5A-D8AFC4D597DE", "a1", "zoo", "é",
        String(repeating: "x", count: 256), String(repeating: "é", count: 128),
    ])
    func anIDOutingsCouldHaveWrittenHasNoProblem(id: String) {
        #expect(AttractionID.problem(id) == nil)
    }

    @Test(arguments: [
        ("", "is empty"), (String(repeating: "x", count: 257), "is longer than 256 bytes"),
        (String(repeating: "x", count: 300), "is longer than 256 bytes"),
        (String(repeating: "é", count: 129), "is longer than 256 bytes"),
        ("a\u{0}b", "holds a white space"), ("a\u{7F}", "holds a white space"),
        ("\u{85}x", "holds a white space"),
        ("a\u{202E}b", "holds a white space"), ("a\u{2066}b", "holds a white space"),
        ("a\u{200F}b", "holds a white space"), ("a\u{200B}b", "holds a white space"),
        ("a b", "holds a white space"), ("a\u{A0}b", "holds a white space"),
        ("a\u{2028}b", "holds a white space"),
        ("a\tb", "holds a white space"), ("\u{FEFF}a", "holds a white space"),
    ])
    func anIDOutingsNeverWritesIsNamedWithWhatIsWrong(id: String, problem: String) throws {
        let line = try #require(AttractionID.problem(id))
        #expect(line.hasPrefix("attraction id \"\(id)\" \(problem)"))
    }
}
