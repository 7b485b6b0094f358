import Domain
import Testing

struct HouseholdChildAgeTests {
    private static func day(_ text: String) -> CalendarDate { CalendarDate(text: text)! }

    /// Whole years completed, counted by hand: the birthday itself is the first day of the new age.
    @Test(arguments: [
        ("2020-06-15", "2026-06-14", 5),
        ("2020-06-15", "2026-06-15", 6),
        ("2020-06-15", "2020-06-15", 0),
        ("2018-12-31", "2026-01-01", 7),
        ("2018-12-31", "2026-12-31", 8),
        // Born on 29 February: a year older on 1 March in other years, on 29 February in leap ones.
        ("2020-02-29", "2025-02-28", 4),
        ("2020-02-29", "2025-03-01", 5),
        ("2020-02-29", "2024-02-28", 3),
        ("2020-02-29", "2024-02-29", 4),
    ])
    func ageOnADay(born: String, on: String, age: Int) {
        #expect(HouseholdChild(name: "Ana", born: Self.day(born)).age(on: Self.day(on)) == age)
    }

    @Test func noAgeBeforeBirth() {
        #expect(
            HouseholdChild(name: "Ana", born: Self.day("2026-06-15")).age(on: Self.day("2026-06-14")) == nil)
    }
}

struct HouseholdRulesTests {
    private static let today = CalendarDate(text: "2026-12-07")!

    @Test(arguments: [("  Grandma Rose ", "Grandma Rose"), ("Zoë", "Zoë"), ("Grandma's", "Grandma's")])
    func namesAreTrimmedAndAnyScriptIsKept(typed: String, kept: String) throws {
        #expect(try HouseholdRules.name(typed) == kept)
    }

    @Test(arguments: [
        "", "   ", "Ana\nBen", "Ana\u{1B}[31m", "Ana\u{202E}neB", String(repeating: "a", count: 41),
    ])
    func namesThatCannotBeKept(typed: String) {
        #expect(throws: HouseholdError.self) { try HouseholdRules.name(typed) }
    }

    @Test(arguments: [
        ("2026-12-07", HouseholdError?.none),
        ("2001-12-07", nil),
        ("2026-12-08", .bornAfterToday),
        ("2000-12-06", .bornTooLongAgo(maximumAge: 25)),
        ("2026-02-30", .bornForm),
        ("7/12/2026", .bornForm),
    ])
    func birthDates(typed: String, error: HouseholdError?) {
        do {
            _ = try HouseholdRules.born(typed, today: Self.today)
            #expect(error == nil)
        } catch let thrown {
            #expect(thrown == error)
        }
    }

    @Test func namesAreUniqueWithinTheirListWhateverTheCase() throws {
        let place = HouseholdPlace(name: "Home", location: GeoCoordinate(latitude: 1, longitude: 2)!)
        let child = HouseholdChild(name: "Home", born: Self.today)
        // A child and a place may share a name; two places may not.
        try HouseholdRules.check(Household(children: [child], places: [place]))
        #expect(throws: HouseholdError.placeExists("HOME")) {
            try HouseholdRules.check(
                Household(places: [place, HouseholdPlace(name: "HOME", location: place.location)]))
        }
        #expect(Household(places: [place]).place(named: " home ") == place)
    }

    @Test func aHouseholdHasAtMostThirtyChildren() {
        let children = (1...31).map { HouseholdChild(name: "Child \($0)", born: Self.today) }
        #expect(throws: HouseholdError.tooMany("children", 30)) {
            try HouseholdRules.check(Household(children: children))
        }
    }
}
