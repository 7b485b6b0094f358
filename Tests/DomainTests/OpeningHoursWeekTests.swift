import Domain
import Testing

/// The hours as one repeating week ("Monday: closed"), and one day's spans, as the attraction's
/// page shows them.
struct OpeningHoursWeekTests {
    private typealias Span = OpeningHours.DaySpan

    private func span(_ start: Int, _ end: Int) -> Span { Span(start: start * 60, end: end * 60) }

    @Test func eachWeekdayHasItsSpansMondayFirst() throws {
        let hours = try OpeningHours(text: "Mo-Fr 09:00-12:00,13:00-17:00; Sa 10:00-14:00")

        let week = try #require(hours.week)

        #expect(
            week.map(\.weekday) == [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday])
        #expect(
            week.map(\.spans) == Array(repeating: [span(9, 12), span(13, 17)], count: 5) + [
                [span(10, 14)], [],
            ])
    }

    @Test(arguments: [
        ("24/7", [0, 24]),
        ("Mo-Su 05:00-23:00", [5, 23]),
        ("Mo-Su 09:00-12:00,11:00-14:00", [9, 14]),
    ])
    func everyDayIsTheSame(text: String, bounds: [Int]) throws {
        let week = try #require(try OpeningHours(text: text).week)

        #expect(week.allSatisfy { $0.spans == [span(bounds[0], bounds[1])] })
    }

    /// A rule that selects months, or a span past midnight, is no one week of days.
    @Test(arguments: ["Jun-Aug Mo-Su 09:00-20:00", "Fr 20:00-02:00", "Mo-Fr 09:00-17:00; Dec off"])
    func hoursThatAreNoOneWeekHaveNone(text: String) throws {
        #expect(try OpeningHours(text: text).week == nil)
    }

    /// Friday 9 January 2026 and the Saturday after it: a span past midnight is cut there.
    @Test func aSpanPastMidnightCountsOnTheNextDay() throws {
        let hours = try OpeningHours(text: "Fr 20:00-02:00")
        let friday = try #require(CalendarDate(year: 2026, month: 1, day: 9))
        let saturday = try #require(CalendarDate(year: 2026, month: 1, day: 10))
        let sunday = try #require(CalendarDate(year: 2026, month: 1, day: 11))

        #expect(hours.spans(on: friday) == [span(20, 24)])
        #expect(hours.spans(on: saturday) == [span(0, 2)])
        #expect(hours.spans(on: sunday) == [])
    }

    // The form's week, written as text.

    @Test func aWeekIsWrittenWithEqualNeighboursAsOneRange() throws {
        let lunch = [span(9, 12), span(13, 17)]
        let week = [lunch, lunch, lunch, lunch, lunch, [span(10, 14)], []]

        let hours = try OpeningHours(week: week)

        #expect(hours.text == "Mo-Fr 09:00-12:00,13:00-17:00; Sa 10:00-14:00")
        #expect(try OpeningHours(text: hours.text) == hours)
    }

    @Test(arguments: [
        ([[Int]](repeating: [10, 17], count: 7), "Mo-Su 10:00-17:00"),
        ([[]] + [[Int]](repeating: [10, 17], count: 6), "Tu-Su 10:00-17:00"),
        ([[9, 17], [], [9, 17], [], [9, 17], [], []], "Mo 09:00-17:00; We 09:00-17:00; Fr 09:00-17:00"),
        ([[Int]](repeating: [], count: 7), "off"),
        ([[0, 24]] + [[Int]](repeating: [], count: 6), "Mo 00:00-24:00"),
    ])
    func weeksAsText(bounds: [[Int]], text: String) throws {
        let week = bounds.map { $0.isEmpty ? [] : [span($0[0], $0[1])] }

        #expect(try OpeningHours(week: week).text == text)
    }

    @Test func aSpanThatClosesBeforeItOpensOrOverlapsIsRefusedNamingTheDay() throws {
        let closed = [[Span]](repeating: [], count: 6)

        #expect(throws: OpeningHoursWeekError.order(.tuesday)) {
            try OpeningHours(week: [[], [span(17, 9)]] + closed.dropLast())
        }
        #expect(throws: OpeningHoursWeekError.overlap(.monday)) {
            try OpeningHours(week: [[span(9, 13), span(12, 17)]] + closed)
        }
        #expect(throws: OpeningHoursWeekError.days(6)) { try OpeningHours(week: closed) }
        #expect(
            OpeningHoursWeekError.order(.tuesday).description
                == "Tuesday: the opening time must be before the closing time")
    }

    /// Hours load into the form's week when each day has at most two spans and the week repeats.
    @Test(arguments: [
        ("Mo-Fr 09:00-12:00,13:00-17:00; Sa,Su 10:00-16:00", true),
        ("Mo-Su 10:00-18:00; We off", true),
        ("24/7", true),
        ("Mo 08:00-10:00,11:00-12:00,14:00-16:00", false),
        ("Jun-Aug Mo-Su 10:00-20:00", false),
        ("Fr 20:00-02:00", false),
    ])
    func hoursFitTheFormsWeekWhenTheyReadTheSame(text: String, fits: Bool) throws {
        let hours = try OpeningHours(text: text)

        let week = hours.formWeek

        #expect((week != nil) == fits)
        if let week { #expect(try OpeningHours(week: week).week?.map(\.spans) == hours.week?.map(\.spans)) }
    }
}
