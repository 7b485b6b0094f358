import Domain
import Testing
import UseCases

/// `withStoredChoices` reads an empty stored text without parsing it: the result must be what
/// `set(_:to:)` gives for that text, whatever the attraction held before.
struct StoredChoicesTests {
    private static let full: Attraction = {
        var attraction = Attraction(id: "a", name: "A")
        try? attraction.set(.ages, to: "3-10")
        try? attraction.set(.cost, to: "5 USD")
        try? attraction.set(.hours, to: "Mo-Fr 09:00-17:00")
        try? attraction.set(.tags, to: "indoor, playground")
        attraction.unreadable[.ages] = "??"
        attraction.unreadable[.tags] = "!!"
        return attraction
    }()

    @Test(arguments: [
        StoredChoices(),
        StoredChoices(ages: "4-8"),
        StoredChoices(cost: "free", hours: "Sa 10:00-12:00"),
        StoredChoices(ages: "not ages", tags: "zoo"),
        StoredChoices(hours: " ", tags: " "),
        StoredChoices(address: "1 Main St", tags: "bad tag!"),
    ])
    func readsAsSettingEachField(stored: StoredChoices) throws {
        for start in [Attraction(id: "a", name: "A"), Self.full] {
            var expected = start
            expected.address = stored.address
            for (field, text) in [
                (AttractionField.ages, stored.ages), (.cost, stored.cost), (.hours, stored.hours),
                (.tags, stored.tags),
            ] {
                do { try expected.set(field, to: text) } catch { expected.unreadable[field] = text }
            }
            #expect(start.withStoredChoices(stored) == expected)
        }
    }
}
