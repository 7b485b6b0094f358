import Domain
import Testing
import UseCases

/// `near`'s one rule: a point in any written form, else a whole name, named places before
/// attractions; never part of a name.
struct NearPlaceTests {
    static let home = GeoCoordinate(latitude: 40.55, longitude: -105.1)!
    static let park = GeoCoordinate(latitude: 40.5836, longitude: -105.1006)!
    static let museum = GeoCoordinate(latitude: 40.5925, longitude: -105.0754)!

    static let attractions: [NearPlace.Candidate] = [
        .init(name: "City Park", location: park),
        .init(name: "Fort Collins Museum of Discovery", location: museum),
        .init(name: "Café Élan", location: museum), .init(name: "Plain Field", location: nil),
    ]

    @Test(arguments: [
        ("40.5836,-105.1006", "40.5836,-105.1006"), ("geo:40.5836,-105.1006?z=15", "40.5836,-105.1006"),
        ("https://www.openstreetmap.org/#map=17/40.5836/-105.1006", "40.5836,-105.1006"),
    ])
    func aPointIsUsedAsWrittenAndSaidAsCoordinates(text: String, label: String) throws {
        let near = try NearPlace.resolve(text, attractions: Self.attractions)

        #expect(near == NearPlace(label: label, point: Self.park))
    }

    @Test(arguments: [
        (" city PARK ", "City Park"), ("cafe elan", "Café Élan"),
        ("FORT COLLINS MUSEUM OF DISCOVERY", "Fort Collins Museum of Discovery"),
    ])
    func aWholeNameIgnoringCaseAndAccentsNamesItsAttraction(text: String, name: String) throws {
        let near = try NearPlace.resolve(text, attractions: Self.attractions)

        #expect(near.label == name)
        #expect(near.point == Self.attractions.first { $0.name == name }?.location)
    }

    @Test func aNamedPlaceComesBeforeAnAttractionOfTheSameName() throws {
        let places: [NearPlace.Candidate] = [.init(name: "Home", location: Self.home)]
        let attractions = Self.attractions + [.init(name: "home", location: Self.museum)]

        let near = try NearPlace.resolve("HOME", places: places, attractions: attractions)

        #expect(near == NearPlace(label: "Home", point: Self.home))
        // The places are only looked at first: an attraction's name still works beside them.
        #expect(
            try NearPlace.resolve("city park", places: places, attractions: attractions).point == Self.park)
    }

    @Test func partOfANameIsRefusedWithTheNamesThatContainIt() {
        #expect(
            throws: AttractionFilterError(
                .near,
                "names no attraction (did you mean \"City Park\"?); expected a whole name, or \(GeoCoordinate.readForms)"
            )
        ) { try NearPlace.resolve("park", attractions: Self.attractions) }
        #expect(
            throws: AttractionFilterError(
                .near, "names no place or attraction; expected a whole name, or \(GeoCoordinate.readForms)")
        ) {
            try NearPlace.resolve(
                "Fort Collins", places: [.init(name: "Home", location: Self.home)], attractions: [])
        }
    }

    @Test func aNameWithoutALocationOrNamingTwoIsRefused() {
        #expect(throws: AttractionFilterError(.near, "names an attraction without a location")) {
            try NearPlace.resolve("plain field", attractions: Self.attractions)
        }
        #expect(throws: AttractionFilterError(.near, "names a place without a location")) {
            try NearPlace.resolve("home", places: [.init(name: "Home", location: nil)], attractions: [])
        }
        let twins = Self.attractions + [.init(name: "CITY PARK", location: Self.museum)]
        #expect(
            throws: AttractionFilterError(
                .near, "names several places (\"City Park\", \"CITY PARK\"); give coordinates instead")
        ) { try NearPlace.resolve("City Park", attractions: twins) }
    }

    /// `FilterAttractions` looks names up in its places first, and asks for them only for a name.
    @Test func filteringUsesThePlacesGivenAndSaysWhichPointItUsed() throws {
        let store = AttractionStoreSpy()
        store.stored = [
            Attraction(id: "park", name: "City Park", location: Self.park),
            Attraction(id: "museum", name: "Museum", location: Self.museum),
        ]
        let asked = Counter()
        let sut = FilterAttractions(
            store: store, timeZone: { try LocalTimeConverter(timeZoneIdentifier: "UTC") },
            household: {
                _ = asked.next()
                return Household(places: [HouseholdPlace(name: "Home", location: Self.museum)])
            })

        var ids: [String] = []
        let used = try sut.forEachMatch(try AttractionFilter(parameters: [("near", "home")])) {
            ids.append($0.id)
        }
        let point = try sut.forEachMatch(try AttractionFilter(parameters: [("near", "40.5836,-105.1006")])) {
            _ in
        }

        #expect(used == NearPlace(label: "Home", point: Self.museum))
        #expect(ids == ["museum", "park"])
        #expect(point?.label == "40.5836,-105.1006")
        // Asked once, for the name only: the next number it gives is 1.
        #expect(asked.next() == 1)
    }

    /// What the guide cannot answer (a `near` naming nothing, a bare `max-cost` without a
    /// currency) is reported together, before any row.
    @Test func everyProblemTheGuideFindsIsReportedAtOnce() throws {
        let store = AttractionStoreSpy()
        store.stored = [Attraction(id: "park", name: "City Park", location: Self.park)]
        let sut = FilterAttractions(
            store: store, timeZone: { try LocalTimeConverter(timeZoneIdentifier: "UTC") })
        let filter = try AttractionFilter(parameters: [("max-cost", "10"), ("near", "nowhere")])

        var rows = 0
        #expect(throws: AttractionFilterError.self) { try sut.forEachMatch(filter) { _ in rows += 1 } }
        do {
            try sut.forEachMatch(filter) { _ in rows += 1 }
        } catch let error as AttractionFilterError {
            #expect(error.problems.map(\.parameter) == [.near, .maxCost])
            #expect(error.reason(for: .maxCost)?.hasPrefix("write the currency with the amount") == true)
        }
        #expect(rows == 0)
    }
}
