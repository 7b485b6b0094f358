import Domain
import Testing
import UseCases

/// The home page's question: its standard form, what a shared link's query reads as, and the
/// filter it asks the list for.
struct OutingQuestionTests {
    static let household = Household(
        children: [
            HouseholdChild(name: "Ana", born: CalendarDate(year: 2022, month: 5, day: 14)!),
            HouseholdChild(name: "Ben", born: CalendarDate(year: 2019, month: 1, day: 2)!),
        ],
        places: [HouseholdPlace(name: "Home", location: GeoCoordinate(latitude: 40.58, longitude: -105.08)!)])

    /// 7 December 2026 is a Monday; the coming Saturday is the 12th, and a Saturday is its own.
    @Test(arguments: [
        ("2026-12-07", "2026-12-12"), ("2026-12-11", "2026-12-12"), ("2026-12-12", "2026-12-12"),
        ("2026-12-13", "2026-12-19"),
    ])
    func theStandardQuestionIsTheComingSaturdayAtTen(today: String, saturday: String) {
        let question = OutingQuestion.standard(today: CalendarDate(text: today)!, household: Self.household)

        #expect(question.date.description == saturday)
        #expect(question.time == When.TimeOfDay(hour: 10, minute: 0))
        #expect(question.children == ["Ana", "Ben"])
        #expect(question.from == "Home")
    }

    @Test func aSharedLinkReadsAsTheFilterItNames() throws {
        let standard = OutingQuestion.standard(
            today: CalendarDate(text: "2026-12-07")!, household: Self.household)
        let question = try OutingQuestion(
            query: [
                ("date", "2026-12-12"), ("time", "2pm"), ("child", "Ana"), ("from", "Home"),
                ("within", "10km"),
                ("setting", "inside"), ("free", "1"), ("unrelated", "x"),
            ], standard: standard)

        #expect(
            question.filterParameters.map { "\($0.name)=\($0.value)" } == [
                "open-at=2026-12-12T14:00", "child=Ana", "near=Home", "within=10000m", "inside=1", "free=1",
            ])
        // The filter's own parser reads every one of them.
        let filter = try AttractionFilter(parameters: question.filterParameters)
        #expect(filter.children == ["Ana"] && filter.inside == true && filter.free && filter.within == 10_000)
    }

    @Test func nothingChosenAsksForNoChildAndNoPlace() throws {
        let standard = OutingQuestion.standard(
            today: CalendarDate(text: "2026-12-07")!, household: Self.household)
        let question = try OutingQuestion(query: [("now", "1"), ("setting", "either")], standard: standard)

        #expect(question.filterParameters.map(\.name) == ["open-now"])
    }

    @Test func everyUnreadableFieldIsReportedAtOnce() {
        let standard = OutingQuestion.standard(
            today: CalendarDate(text: "2026-12-07")!, household: Household())
        #expect(throws: OutingQuestionError.self) {
            try OutingQuestion(
                query: [("date", "Saturday"), ("time", "25:00"), ("age", "x"), ("setting", "roof")],
                standard: standard)
        }
        do {
            _ = try OutingQuestion(
                query: [("date", "Saturday"), ("time", "25:00"), ("age", "x"), ("setting", "roof")],
                standard: standard)
        } catch {
            #expect(error.problems.map(\.field) == ["date", "time", "age", "setting"])
        }
    }

    @Test func isAskedOnlyByTheFormsOwnFields() {
        #expect(!OutingQuestion.isAsked([("utm_source", "x")]))
        #expect(OutingQuestion.isAsked([("free", "1")]))
    }
}
