import Domain
import Foundation
import Testing
import UseCases

/// `child`: each named household child must be suited at their age on the day asked about (the
/// `open-at` day, else today in the guide's zone), counted by `HouseholdChild.age(on:)`.
struct ChildFilterTests {
    /// Ana turns 5 on Saturday 12 December 2026; Ben is 7 all month.
    static let household = Household(children: [
        HouseholdChild(name: "Ana", born: CalendarDate(year: 2021, month: 12, day: 12)!),
        HouseholdChild(name: "Ben", born: CalendarDate(year: 2019, month: 3, day: 1)!),
    ])
    /// Monday 7 December 2026, 12:00 UTC.
    static let monday = Date(timeIntervalSince1970: 1_796_644_800)

    static let store: AttractionStoreSpy = {
        let store = AttractionStoreSpy()
        store.stored = [
            try! Attraction(id: "tots", name: "Tots").setting(.ages, to: "0-4").setting(.hours, to: "24/7"),
            try! Attraction(id: "kids", name: "Kids").setting(.ages, to: "5-10").setting(.hours, to: "24/7"),
            try! Attraction(id: "all", name: "All").setting(.ages, to: "all").setting(.hours, to: "24/7"),
            Attraction(id: "unknown", name: "Ages not known"),
        ]
        return store
    }()

    static func matches(_ parameters: [(String, String)]) throws -> [String] {
        let sut = FilterAttractions(
            store: store, timeZone: { try LocalTimeConverter(timeZoneIdentifier: "UTC") }, now: { monday },
            household: { household })
        var ids: [String] = []
        try sut.forEachMatch(try AttractionFilter(parameters: parameters.map { ($0.0, $0.1) })) {
            ids.append($0.id)
        }
        return ids
    }

    @Test(arguments: [
        // Today Ana is 4: the under-5s' place suits her, the 5-10s' does not yet.
        ([("child", "ana")], ["tots", "all"]),
        // On Saturday she is 5.
        ([("child", "Ana"), ("open-at", "sat 10am")], ["kids", "all"]),
        ([("child", "Ana"), ("open-at", "2026-12-11T10:00")], ["tots", "all"]),
        // Every child named must be suited.
        ([("child", "Ana"), ("child", "Ben"), ("open-at", "sat 10am")], ["kids", "all"]),
        ([("child", "Ana"), ("child", "Ben")], ["all"]),
    ])
    func eachChildIsSuitedOnTheDayAskedAbout(parameters: [(String, String)], expected: [String]) throws {
        #expect(try Self.matches(parameters) == expected)
    }

    @Test func aNameTheHouseholdDoesNotHaveIsRefusedNamingItsChildren() throws {
        #expect(
            throws: AttractionFilterError(.child, "names no child of the household (its children: Ana, Ben)")
        ) { try Self.matches([("child", "Cleo")]) }
    }

    @Test func aChildNotBornOnTheDayIsRefused() throws {
        #expect(throws: AttractionFilterError.self) {
            try Self.matches([("child", "Ana"), ("open-at", "2021-12-01T10:00")])
        }
    }
}
