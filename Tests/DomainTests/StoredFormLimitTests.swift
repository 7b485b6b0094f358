import Domain
import Testing

/// A limit applies to what is stored: hours are kept as their canonical text, so the 255
/// characters bound that text, not what was typed, and every value an attraction accepts reads
/// back from its stored text.
@Suite struct StoredFormLimitTests {
    /// Rules written the long way round (`H:MM`, `;` without a space, several spaces), so the
    /// canonical text grows past what was typed.
    static let rules = [
        "Mo 1:00-2:00", "sa,su 9:00-5:00", "off", "24/7", "jun-aug mo-fr 9:00-17:00", "Fr 20:00-2:00",
        "Tu 1:00-2:00,3:00-4:00,5:00-6:00", "dec 24/7", "We  off",
    ]
    static let separators = [";", " ; ", "; ", ";  "]

    /// Texts from about 100 to 280 characters typed, from a fixed pseudo-random sequence.
    static func longTexts() -> [String] {
        var steps = OpeningHoursReadingTests.Steps(state: 255)
        return (0..<3_000).map { _ in
            let target = 100 + steps.next(150)
            var text = rules[steps.next(rules.count)]
            while text.count < target {
                text += separators[steps.next(separators.count)] + rules[steps.next(rules.count)]
            }
            return text
        }
    }

    /// The reference reader (which knows nothing of the stored limit) gives the canonical text;
    /// hours are accepted exactly when that text is at most 255 characters, and then read back.
    @Test func hoursAreAcceptedExactlyWhenTheirStoredTextFitsTheLimit() throws {
        var accepted = 0
        var refused = 0
        for typed in Self.longTexts() {
            guard typed.count <= 255 else { continue }
            let canonical = try CharacterOpeningHoursReader.canonicalText(of: typed)
            let hours = try? OpeningHours(text: typed)
            if canonical.count <= OpeningHours.maximumLength {
                #expect(hours?.text == canonical, "\(typed)")
                #expect(try OpeningHours(text: canonical) == hours)
                accepted += 1
            } else {
                #expect(hours == nil, "\(typed) is \(canonical.count) characters stored")
                refused += 1
            }
            // The reader skips measuring texts of at most half the limit: bind why that is safe.
            #expect(canonical.utf8.count <= 2 * typed.utf8.count)
        }
        #expect(accepted > 100 && refused > 100, "accepted \(accepted), refused \(refused)")
    }

    @Test func theRefusalSaysTheLimitIsOnTheStoredText() {
        let typed = Array(repeating: "1:00-2:00", count: 25).joined(separator: ",")

        #expect(throws: OpeningHoursError.self) { try OpeningHours(text: typed) }
        do {
            _ = try OpeningHours(text: typed)
        } catch {
            #expect(error.description.hasPrefix("hours: column 256: at most 255 characters as stored"))
            #expect(error.description.hasSuffix("these hours would be 299"))
        }
    }

    /// Each field with a grammar, given values near its edges or typed loosely: its stored text
    /// reads back to the same value.
    @Test(arguments: [
        (AttractionField.ages, "0-99"), (.ages, "3+"), (.ages, "all"), (.cost, "free"), (.cost, "12.5 USD"),
        (.location, "90,180"), (.location, "-89.99999999,-179.999999999"),
        (.tags, "Indoor,  rainy-day ,indoor"), (.tags, String(repeating: "a", count: 32)),
        (.hours, Array(repeating: "1:00-2:00", count: 21).joined(separator: ",")),
    ])
    func anAcceptedValueReadsBackFromItsStoredText(field: AttractionField, typed: String) throws {
        let saved = try Attraction(id: "a", name: "Zoo").applying([(field, typed)])
        let stored = saved.text(of: field)

        let read = try Attraction(id: "a", name: "Zoo").setting(field, to: stored)

        #expect(read.text(of: field) == stored)
        #expect(read == saved)
    }

    @Test func aStoredValueThatCouldNotBeReadIsKeptUntilTheFieldIsGivenAValue() throws {
        var damaged = Attraction(id: "a", name: "Zoo")
        damaged.unreadable[.hours] = "25:00-26:00"

        let otherField = try damaged.applying([(.cost, "5 USD")])
        let replaced = try damaged.applying([(.hours, "")])

        #expect(otherField.unreadable == [.hours: "25:00-26:00"])
        #expect(replaced.unreadable.isEmpty)
    }
}
