import Domain
import PlatformFoundation
import SystemTimeZones
import UseCases

/// The list filters give the same attractions in the same order on every backend. The guide is
/// six attractions around Fort Collins; "now" is Friday 4 December 2026, 10:00 in Denver.
/// Distances from the skate park (40.5853,-105.0844), worked out by hand: the museum about
/// 0.8 km, City Park about 1.1 km, the pavilion about 79 km; from City Park the skate park is
/// about 1.1 km and the museum about 1.9 km.
struct AttractionFilterContract: ContractSuite {
    let run: ContractRun

    static let now = Date(timeIntervalSince1970: 1_796_403_600)  // 2026-12-04T17:00:00Z

    static func guide() throws -> [Attraction] {
        [
            try Attraction(id: "museum", name: "Museum of Discovery", inside: true).applying([
                (.description, "Hands-on science for rainy days"), (.ages, "0-12"), (.cost, "10 USD"),
                (.hours, "Tu-Su 10:00-17:00"), (.location, "40.5875,-105.075"), (.tags, "indoor, restrooms"),
            ]),
            try Attraction(id: "park", name: "City Park").applying([
                (.ages, "all"), (.cost, "free"), (.hours, "24/7"), (.location, "40.58,-105.095"),
                (.tags, "playground, restrooms"),
            ]),
            try Attraction(id: "crepes", name: "Café Crêpe", inside: true).applying([
                (.description, "Crepes for little ones"), (.ages, "3+"), (.cost, "8 EUR"),
                (.hours, "Mo-Fr 07:00-15:00"),
            ]),
            try Attraction(id: "pavilion", name: "Butterfly Pavilion", inside: true).applying([
                (.ages, "2-99"), (.cost, "12.50 USD"), (.hours, "Mo-Su 09:00-17:00"),
                (.location, "39.8744,-105.069"), (.tags, "animals, indoor"),
            ]),
            Attraction(id: "plain", name: "Plain Field"),
            try Attraction(id: "skate", name: "Night Skate").applying([
                (.ages, "8+"), (.cost, "5 USD"), (.hours, "Fr,Sa 20:00-02:00"),
                (.location, "40.5853,-105.0844"),
                (.tags, "skating"),
            ]),
        ]
    }

    static let cases: [(query: String, ids: [String])] = [
        ("", ["museum", "park", "crepes", "pavilion", "plain", "skate"]),
        ("age=4", ["museum", "park", "crepes", "pavilion"]),
        ("age=1", ["museum", "park"]),
        ("age=40", ["park", "crepes", "pavilion", "skate"]),
        ("free=1", ["park"]),
        ("max-cost=10 USD", ["museum", "park", "skate"]),
        ("max-cost=8 EUR", ["park", "crepes"]),
        ("open-now=1", ["museum", "park", "crepes", "pavilion"]),
        ("open-at=sat 21:00", ["park", "skate"]),
        ("open-at=2026-12-05T01:00", ["park", "skate"]),  // Friday's span past midnight
        ("open-at=mon 12:00", ["park", "crepes", "pavilion"]),
        ("open-at=fri 09:30", ["park", "crepes", "pavilion"]),  // next week's Friday is not asked
        ("inside=1", ["museum", "crepes", "pavilion"]),
        ("outside=1", ["park", "plain", "skate"]),
        ("near=40.5853,-105.0844", ["skate", "museum", "park", "pavilion"]),
        ("near=40.5853,-105.0844&within=2km", ["skate", "museum", "park"]),
        ("near=40.5853,-105.0844&within=900m", ["skate", "museum"]),
        ("near=city park&within=1.5km", ["park", "skate"]),
        ("near=City Park", ["park", "skate", "museum", "pavilion"]),
        ("tag=restrooms", ["museum", "park"]),
        ("tag=restrooms&tag=playground", ["park"]),
        ("tag=INDOOR", ["museum", "pavilion"]),
        ("search=crepe", ["crepes"]),
        ("search=CAFÉ", ["crepes"]),
        ("search=science", ["museum"]),
        ("search=animal", ["pavilion"]),
        ("search=zoo", []),
        ("age=4&free=1&open-at=sat 10:00&near=40.5853,-105.0844&within=10km", ["park"]),
        ("inside=1&max-cost=15 USD&open-now=1", ["museum", "pavilion"]),
        ("outside=1&tag=skating&open-at=fri 23:00", ["skate"]),
        ("not-visited=1", ["crepes", "pavilion", "plain", "skate"]),
        ("not-visited=1&near=40.5853,-105.0844", ["skate", "pavilion"]),
    ]

    func everyFilterAloneAndCombinedKeepsTheExpectedAttractionsInOrder() throws {
        let sut = try makeStores()
        for attraction in try Self.guide() { try sut.attractions.add(attraction) }
        let filtering = FilterAttractions(
            store: sut.attractions,
            timeZone: { try LocalTimeConverter(timeZoneIdentifier: "America/Denver") },
            now: { Self.now }, visitedIDs: { ["museum", "park"] })

        for (query, expected) in Self.cases {
            var ids: [String] = []
            try filtering.forEachMatch(try AttractionFilter(parameters: Self.pairs(query))) {
                ids.append($0.id)
            }
            expect(ids == expected, "\(query)")
        }
    }

    func nearAnAttractionWithoutALocationOrNoneIsRefused() throws {
        let sut = try makeStores()
        for attraction in try Self.guide() { try sut.attractions.add(attraction) }
        let filtering = FilterAttractions(store: sut.attractions, timeZone: { throw Unexpected() })

        for near in ["Plain Field", "nowhere"] {
            expect(throws: AttractionFilterError.self) {
                try filtering.forEachMatch(try AttractionFilter(parameters: [("near", near)])) { _ in }
            }
        }
        expect(
            throws: AttractionFilterError(.notVisited, FilterAttractions.nobodysVisits)
        ) {
            try filtering.forEachMatch(try AttractionFilter(parameters: [("not-visited", "1")])) { _ in }
        }
    }

    /// `a=1&b=2` as name-value pairs (the test's own reading, not the server's).
    static func pairs(_ query: String) -> [(name: String, value: String)] {
        query.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1)
            return (String(parts[0]), String(parts[1]))
        }
    }

    private struct Unexpected: Error {}
}

extension AttractionFilterContract {
    static let specs: [ContractSpec] = [
        spec("everyFilterAloneAndCombinedKeepsTheExpectedAttractionsInOrder") {
            try Self(run: $0).everyFilterAloneAndCombinedKeepsTheExpectedAttractionsInOrder()
        },
        spec("nearAnAttractionWithoutALocationOrNoneIsRefused") {
            try Self(run: $0).nearAnAttractionWithoutALocationOrNoneIsRefused()
        },
    ]
}
