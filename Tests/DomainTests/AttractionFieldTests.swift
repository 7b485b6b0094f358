import Domain
import Testing

struct AttractionFieldTests {
    @Test(arguments: [("inside", true), ("Outside", false), ("yes", true), ("no", false), ("true", true)])
    func setting_insideAcceptsWords(word: String, inside: Bool) throws {
        let changed = try Attraction(id: "a", name: "n", inside: !inside).setting(.inside, to: word)

        #expect(changed.inside == inside)
    }

    @Test func setting_insideRejectsOtherWords() {
        #expect(throws: AttractionFieldError(field: .inside, value: "maybe")) {
            try Attraction(id: "a", name: "n").setting(.inside, to: "maybe")
        }
    }

    @Test func setting_changesOnlyTheCopy() throws {
        let original = Attraction(id: "a", name: "Old", type: "Park")

        let changed = try original.setting(.name, to: "New").setting(.website, to: "https://x.org")

        #expect(original.name == "Old")
        #expect(changed == Attraction(id: "a", name: "New", type: "Park", website: "https://x.org"))
    }
}
