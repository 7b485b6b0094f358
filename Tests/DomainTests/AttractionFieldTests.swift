import Domain
import Testing

struct AttractionFieldTests {
    @Test(arguments: [("inside", true), ("Outside", false), ("yes", true), ("no", false), ("true", true)])
    func setting_insideAcceptsWords(word: String, inside: Bool) throws {
        let changed = try Attraction(id: "a", name: "n", inside: !inside).setting(.inside, to: word)

        #expect(changed.inside == inside)
    }

    @Test func setting_insideRejectsOtherWords() {
        #expect(throws: AttractionFieldError.self) {
            try Attraction(id: "a", name: "n").setting(.inside, to: "maybe")
        }
    }

    @Test func setting_changesOnlyTheCopy() throws {
        let original = Attraction(id: "a", name: "Old", type: "Park")

        let changed = try original.setting(.name, to: "New").setting(.website, to: "https://x.org")

        #expect(original.name == "Old")
        #expect(changed == Attraction(id: "a", name: "New", type: "Park", website: "https://x.org"))
    }

    @Test(arguments: [
        (AttractionField.ages, "12-3"), (.cost, "8"), (.hours, "Mo-Fr 09:00-25:00"), (.location, "91,0"),
        (.tags, "a b"), (.inside, "maybe"),
    ])
    func set_changesNothingWhenItRefuses(field: AttractionField, typed: String) throws {
        let original = try Attraction(id: "a", name: "n").setting(.ages, to: "3+").setting(.cost, to: "free")
            .setting(.hours, to: "24/7").setting(.location, to: "1,2").setting(.tags, to: "x")
        var changed = original

        #expect(throws: AttractionFieldError.self) { try changed.set(field, to: typed) }
        #expect(changed == original)
    }

    @Test func aBareCostTakesTheCurrencyGiven() throws {
        let priced = try Attraction(id: "a", name: "n").setting(.cost, to: "10", currency: "EUR")

        #expect(priced.text(of: .cost) == "10 EUR")
    }

    @Test func set_changesTheFieldInPlace() throws {
        var attraction = Attraction(id: "a", name: "n")

        try attraction.set(.hours, to: " sa 10:00-12:00 ")

        #expect(attraction == Attraction(id: "a", name: "n", hours: try OpeningHours(text: "Sa 10:00-12:00")))
    }

    /// Typed text, then what the field holds afterwards as `text(of:)` gives it back: the
    /// canonical form, or "" when blank text cleared it.
    @Test(
        arguments: [
            (AttractionField.ages, " 0 - 12", "0-12"), (.ages, "0-12", "0-12"), (.ages, "3+", "3+"),
            (.ages, "ALL", "all"), (.ages, "under 5", "0-4"), (.ages, "4", "4-4"), (.ages, "four", nil),
            (.ages, "0+", "all"), (.ages, "  ", ""), (.cost, "free", "free"), (.cost, "8 USD", "8 USD"),
            (.cost, "8 usd", "8 USD"), (.cost, "$8", "8 USD"), (.cost, "8", nil), (.cost, "8 dollars", nil),
            (.location, "geo:40.5853,-105.0844", "40.5853,-105.0844"),
            (.location, "https://www.openstreetmap.org/#map=17/40.5853/-105.0844", "40.5853,-105.0844"),
            (.location, "north", nil),
            (.cost, "0 EUR", "free"), (.cost, "12.5 EUR", "12.50 EUR"), (.cost, "", ""),
            (.hours, "mo-fr 09:00-17:00;sa 10:00-16:00", "Mo-Fr 09:00-17:00; Sa 10:00-16:00"),
            (.hours, "24/7", "24/7"),
            (.hours, " ", ""), (.location, "40.5853, -105.0844", "40.5853,-105.0844"),
            (.location, "40.58531234,-105.0844449", "40.585312,-105.084445"),
            (.location, "0.0000001,0", "0,0"),
            (.location, "-90,180", "-90,180"), (.location, "", ""),
            (.tags, "Stroller, playground,,", "playground, stroller"),
            (.tags, "", ""), (.address, "  1 Main St ", "  1 Main St "),
        ] as [(AttractionField, String, String?)])
    func setting_readsTheFieldsGrammar(field: AttractionField, typed: String, stored: String?) throws {
        guard let stored else {
            #expect(throws: AttractionFieldError.self) {
                try Attraction(id: "a", name: "n").setting(field, to: typed)
            }
            return
        }
        #expect(try Attraction(id: "a", name: "n").setting(field, to: typed).text(of: field) == stored)
    }

    /// Each refusal names the field and says where or what, never echoing the text.
    @Test(
        arguments: [
            (AttractionField.ages, "12-3", "ages: "), (.ages, "100", "ages: "), (.ages, "three", "ages: "),
            (.cost, "8", "cost"), (.cost, "-2 USD", "cost"), (.hours, "Mo-Fr 09:00-25:00", "hours: column "),
            (.hours, "Mo-Fr 9-5", "hours: column "), (.location, "91,0", "location: "),
            (.location, "1e1,2", "location: "),
            (.location, "40.5", "location: "), (.tags, "a b", "tags: "), (.tags, "\u{1B}[2J", "tags: "),
        ] as [(AttractionField, String, String)])
    func setting_refusesTextOutsideTheGrammar(field: AttractionField, typed: String, start: String) {
        do {
            _ = try Attraction(id: "a", name: "n").setting(field, to: typed)
            Issue.record("\(field) took \(typed)")
        } catch {
            #expect(error.field == field)
            #expect(error.message.hasPrefix(start))
            #expect(!error.message.contains("\u{1B}"))
        }
    }

    /// What a store keeps reads back to the same attraction, for every field.
    @Test func textOfEveryField_readsBackToTheSameAttraction() throws {
        let full = try Attraction(id: "a", name: "Zoo")
            .applying([
                (.type, "Animals"), (.inside, "outside"), (.description, "Lions"), (.website, "zoo.org"),
                (.ages, "2+"),
                (.cost, "12.50 USD"), (.hours, "Mo-Su 09:00-17:00; Dec off"), (.address, "1 Zoo Way"),
                (.location, "39.7496,-104.9507"), (.tags, "animals, restrooms"),
            ])
        let copied = try AttractionField.allCases.reduce(Attraction(id: "a", name: "")) {
            try $0.setting($1, to: full.text(of: $1))
        }
        #expect(copied == full)
    }

    /// The free-text fields are the table's key paths: each one is stored as typed, read back as
    /// stored, and trimmed (a web address given its scheme) when saved, without touching another.
    @Test(arguments: AttractionField.allCases.filter { $0.textKeyPath != nil })
    func aFreeTextField_isItsPropertySetReadAndTrimmed(field: AttractionField) throws {
        let keyPath = try #require(field.textKeyPath)
        let draft = try Attraction(id: "a", name: "Zoo").setting(field, to: "  example.org  ")

        #expect(draft[keyPath: keyPath] == "  example.org  ")
        #expect(draft.text(of: field) == "  example.org  ")
        let saved = try draft.validated()
        #expect(saved[keyPath: keyPath] == (field.isWebAddress ? "https://example.org" : "example.org"))
        for other in AttractionField.allCases where other != field {
            #expect(saved.text(of: other) == Attraction(id: "a", name: "Zoo").text(of: other))
        }
    }

    /// Exactly the five free-text fields have a key path; the others are read by their own grammar.
    @Test func theFreeTextFields_areThoseWithAKeyPath() {
        #expect(
            AttractionField.allCases.filter { $0.textKeyPath != nil }
                == [.name, .type, .description, .website, .address])
    }
}
