import Domain
import Testing
import UseCases

/// The one parser the CLI's options and the API's query go through.
struct AttractionFilterParametersTests {
    @Test func everyParameterIsReadIntoItsCondition() throws {
        let sut = try AttractionFilter(parameters: [
            ("age", "4"), ("free", "1"), ("max-cost", "12.50 USD"), ("open-at", "Sat 10:00"), ("inside", "1"),
            ("near", "40.5853, -105.0844"), ("within", "2.5km"), ("tag", "Playground"), ("tag", "restrooms"),
            ("search", "  musée "), ("not-visited", "1"), ("page", "ignored"),
        ])

        var expected = AttractionFilter()
        expected.age = 4
        expected.free = true
        expected.maxCost = try Cost.Amount(text: "12.50 USD")
        expected.open = .next(.saturday, hour: 10, minute: 0)
        expected.inside = true
        expected.near = .point(GeoCoordinate(latitude: 40.5853, longitude: -105.0844)!)
        expected.within = 2500
        expected.tags = ["playground", "restrooms"]
        expected.search = "musée"
        expected.notVisited = true
        #expect(sut == expected)
    }

    @Test(arguments: [
        ("mo 00:00", AttractionFilter.OpenMoment.next(.monday, hour: 0, minute: 0)),
        ("tue 09:05", .next(.tuesday, hour: 9, minute: 5)),
        ("SUNDAY 23:59", .next(.sunday, hour: 23, minute: 59)),
        ("2026-12-05T10:00", .at(LocalDateTime(year: 2026, month: 12, day: 5, hour: 10, minute: 0)!)),
        ("2028-02-29T00:30", .at(LocalDateTime(year: 2028, month: 2, day: 29, hour: 0, minute: 30)!)),
    ])
    func openAtReadsAWeekdayAndTimeOrADateAndTime(text: String, moment: AttractionFilter.OpenMoment) throws {
        #expect(try AttractionFilter(parameters: [("open-at", text)]).open == moment)
    }

    @Test func nearTextThatIsNoPointNamesAnAttraction() throws {
        #expect(try AttractionFilter(parameters: [("near", "city park")]).near == .attraction("city park"))
        #expect(try AttractionFilter(parameters: [("near", "3")]).near == .attraction("3"))
    }

    @Test(
        arguments: [
            [("age", "")], [("age", "-1")], [("age", "100")], [("age", "4.5")], [("age", "four")],
            [("age", "+4")],
            [("free", "")], [("free", "yes")], [("inside", "true")], [("not-visited", "0")],
            [("max-cost", "10")], [("max-cost", "10 usd")], [("max-cost", "-1 USD")], [("max-cost", "free")],
            [("open-at", "")], [("open-at", "sat")], [("open-at", "sat 25:00")], [("open-at", "sat 10:60")],
            [("open-at", "s 10:00")], [("open-at", "funday 10:00")], [("open-at", "sat 10")],
            [("open-at", "2026-02-30T10:00")], [("open-at", "2026-12-05 10:00")],
            [("open-at", "2026-12-5T10:00")],
            [("near", "")], [("near", " ")], [("near", "1,2"), ("within", "10")],
            [("near", "1,2"), ("within", "-1km")],
            [("within", "10km")], [("tag", "")], [("tag", "-a")], [("tag", "a b")], [("tag", "café")],
            [("search", "")], [("search", "   ")], [("search", String(repeating: "a", count: 201))],
            [("inside", "1"), ("outside", "1")], [("open-now", "1"), ("open-at", "sat 10:00")],
            [("age", "3"), ("age", "4")], [("search", "a"), ("search", "b")],
        ] as [[(String, String)]])
    func aBadValueOrCombinationIsRefused(parameters: [(String, String)]) {
        #expect(throws: AttractionFilterError.self) {
            try AttractionFilter(parameters: parameters.map { (name: $0.0, value: $0.1) })
        }
    }

    @Test func theErrorNamesTheParameter() {
        #expect(throws: AttractionFilterError(.age, "expected an age in years, 0 to 99")) {
            try AttractionFilter(parameters: [("age", "x")])
        }
        #expect(
            AttractionFilterError(.maxCost, "expected an amount and a currency, e.g. 10 USD").description
                == "max-cost: expected an amount and a currency, e.g. 10 USD")
    }

    @Test func noParameterIsTheEmptyFilter() throws {
        #expect(try AttractionFilter(parameters: [("unknown", "x")]).isEmpty)
        #expect(try !AttractionFilter(parameters: [("tag", "a")]).isEmpty)
    }
}
