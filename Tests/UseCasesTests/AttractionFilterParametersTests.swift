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
        expected.maxCost = .amount(minorUnits: 1250, currency: .code("USD"))
        expected.open = .weekday(.saturday, When.TimeOfDay(hour: 10, minute: 0)!)
        expected.inside = true
        expected.near = .point(GeoCoordinate(latitude: 40.5853, longitude: -105.0844)!)
        expected.within = 2500
        expected.tags = ["playground", "restrooms"]
        expected.search = "musée"
        expected.notVisited = true
        #expect(sut == expected)
    }

    @Test(arguments: [
        ("mo 00:00", When.weekday(.monday, When.TimeOfDay(hour: 0, minute: 0)!)),
        ("tue 09:05", .weekday(.tuesday, When.TimeOfDay(hour: 9, minute: 5)!)),
        ("SUNDAY 23:59", .weekday(.sunday, When.TimeOfDay(hour: 23, minute: 59)!)),
        ("sat 10am", .weekday(.saturday, When.TimeOfDay(hour: 10, minute: 0)!)),
        ("tomorrow 2pm", .daysAhead(1, When.TimeOfDay(hour: 14, minute: 0)!)),
        ("10", .daysAhead(0, When.TimeOfDay(hour: 10, minute: 0)!)), ("now", .now),
        ("2026-12-05T10:00", .at(LocalDateTime(year: 2026, month: 12, day: 5, hour: 10, minute: 0)!)),
        ("2028-02-29T00:30", .at(LocalDateTime(year: 2028, month: 2, day: 29, hour: 0, minute: 30)!)),
    ])
    func openAtReadsWhatPeopleType(text: String, moment: When) throws {
        #expect(try AttractionFilter(parameters: [("open-at", text)]).open == moment)
    }

    @Test func nearTextThatIsNoPointNamesAnAttraction() throws {
        #expect(try AttractionFilter(parameters: [("near", " city park ")]).near == .name("city park"))
        #expect(try AttractionFilter(parameters: [("near", "3")]).near == .name("3"))
        #expect(
            try AttractionFilter(parameters: [("near", "geo:40.58,-105.08?z=15")]).near
                == .point(GeoCoordinate(latitude: 40.58, longitude: -105.08)!))
    }

    @Test(
        arguments: [
            [("age", "")], [("age", "-1")], [("age", "100")], [("age", "4.5")], [("age", "four")],
            [("age", "+4")],
            [("free", "")], [("free", "yes")], [("inside", "true")], [("not-visited", "0")],
            [("max-cost", "ten")], [("max-cost", "10 dollars")], [("max-cost", "-1 USD")], [("max-cost", "")],
            [("open-at", "")], [("open-at", "sat")], [("open-at", "sat 25:00")], [("open-at", "sat 10:60")],
            [("open-at", "s 10:00")], [("open-at", "funday 10:00")], [("open-at", "sat 13pm")],
            [("open-at", "2026-02-30T10:00")], [("open-at", "2026-12-5T10:00")],
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

    @Test func everyProblemIsReportedAtOnceInTheOrderGiven() {
        #expect(
            throws: AttractionFilterError(problems: [
                .init(.age, "expected an age in years, 0 to 99"),
                .init(.openAt, "give a time after the day, e.g. sat 10am or sat 10:00"),
                .init(.within, "needs near, the point distances are measured from"),
            ])!
        ) {
            try AttractionFilter(parameters: [
                ("age", "four"), ("open-at", "sat"), ("tag", "a"), ("within", "1km"),
            ])
        }
    }

    @Test(arguments: [
        ("10", "10", "USD"), ("$10", "10", "USD"), ("\u{20AC}8", "8", "EUR"), ("10.50 usd", "10.50", "USD"),
    ])
    func maxCostReadsWhatPeopleType(text: String, amount: String, code: String) throws {
        let filter = try AttractionFilter(parameters: [("max-cost", text)])

        #expect(try filter.maxCost?.cost(currency: "USD") == Cost(text: "\(amount) \(code)"))
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
