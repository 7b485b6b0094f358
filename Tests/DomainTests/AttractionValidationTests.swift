import Domain
import Testing

struct AttractionValidationTests {
    @Test func validated_trimsTextFields() throws {
        let draft = Attraction(
            id: "a", name: "  City Park \n", type: " Park ", description: " shade ",
            website: " https://example.org ")

        let valid = try draft.validated()

        #expect(valid.name == "City Park")
        #expect(valid.type == "Park")
        #expect(valid.description == "shade")
        #expect(valid.website == "https://example.org")
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func validated_requiresAName(name: String) {
        #expect(throws: AttractionValidationError.nameRequired) {
            try Attraction(id: "a", name: name).validated()
        }
    }

    @Test func validated_acceptsTwoHundredCharactersButNotMore() throws {
        let longest = String(repeating: "é", count: 200)

        #expect(try Attraction(id: "a", name: longest).validated().name == longest)
        #expect(throws: AttractionValidationError.nameTooLong(limit: 200)) {
            try Attraction(id: "a", name: longest + "x").validated()
        }
    }

    @Test(arguments: ["", "http://a.example", "https://fcmod.org/visit?x=1", "HTTPS://EXAMPLE.ORG"])
    func validated_acceptsEmptyOrHTTPWebsites(website: String) throws {
        #expect(try Attraction(id: "a", name: "n", website: website).validated().website == website)
    }

    @Test(arguments: [
        "ftp://example.org", "https://", "http:///path", "https://exa mple.org",
        "javascript:alert(1)", "https://user@example.org",
    ])
    func validated_rejectsOtherWebsites(website: String) {
        #expect(throws: AttractionValidationError.notWebAddress(field: .website, website)) {
            try Attraction(id: "a", name: "n", website: website).validated()
        }
    }

    @Test(arguments: [
        (Attraction(id: "a", name: "nul\u{0}name"), AttractionField.name),
        (Attraction(id: "a", name: "n", type: "esc\u{1B}[2J"), AttractionField.type),
        (Attraction(id: "a", name: "line\nbreak"), AttractionField.name),
        (Attraction(id: "a", name: "n", description: "bell\u{7}"), AttractionField.description),
        (Attraction(id: "a", name: "csi\u{9B}2J"), AttractionField.name),
        (Attraction(id: "a", name: "n", type: "nel\u{85}"), AttractionField.type),
        (Attraction(id: "a", name: "n", description: "first\u{80}"), AttractionField.description),
        (Attraction(id: "a", name: "n", website: "https://a.example/\u{9F}"), AttractionField.website),
        (Attraction(id: "a", name: "abc\u{202E}fdp.exe"), AttractionField.name),
        (Attraction(id: "a", name: "n", description: "ltr\u{202A}"), AttractionField.description),
        (Attraction(id: "a", name: "n", type: "rle\u{202B}x"), AttractionField.type),
        (Attraction(id: "a", name: "pdf\u{202C}"), AttractionField.name),
        (Attraction(id: "a", name: "lro\u{202D}"), AttractionField.name),
    ])
    func validated_rejectsControlCharacters(attraction: Attraction, field: AttractionField) {
        #expect(throws: AttractionValidationError.controlCharacter(field: field)) {
            try attraction.validated()
        }
    }

    /// Neighbours of the refused ranges stay allowed: the rule is exactly C0, DEL, C1 and U+202A-E.
    @Test(arguments: [
        "x\u{A0}y", "\u{A1}", "x\u{2029}y", "x\u{202F}y", "\u{2066}isolate\u{2069}", "שלום", "🎢",
    ])
    func validated_keepsTextNextToTheRefusedRanges(name: String) throws {
        #expect(try Attraction(id: "a", name: name).validated().name == name)
    }

    @Test func validated_allowsLineBreaksAndTabsInTheDescription() throws {
        let description = "Line one\n\tindented"

        #expect(
            try Attraction(id: "a", name: "n", description: description).validated().description
                == description)
    }
}
