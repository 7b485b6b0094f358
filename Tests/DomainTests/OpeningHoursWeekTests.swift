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
}
