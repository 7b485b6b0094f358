import Domain
import Testing

/// `PH` against a set of holiday dates, worked out by hand with a calendar: 25 December 2026 is
/// a Friday, 26 December a Saturday.
@Suite struct OpeningHoursHolidayTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let hours: String
        let holidays: [String]
        let moment: String
        let isOpen: Bool
        /// "open 2026-12-28 09:00", or nil when nothing changes within the year looked at.
        let next: String?

        var testDescription: String { "\(hours) at \(moment) with \(holidays)" }
    }

    static let christmas = ["2026-12-25"]

    static let cases: [Case] = [
        Case(
            hours: "Mo-Fr 09:00-17:00; PH off", holidays: christmas, moment: "2026-12-25 10:00",
            isOpen: false,
            next: "open 2026-12-28 09:00"),
        Case(
            hours: "Mo-Fr 09:00-17:00; PH off", holidays: christmas, moment: "2026-12-24 16:00", isOpen: true,
            next: "closed 2026-12-24 17:00"),
        // A rule before `PH off` does not win: the later rule replaces the holiday.
        Case(
            hours: "PH off; Mo-Fr 09:00-17:00", holidays: christmas, moment: "2026-12-25 10:00", isOpen: true,
            next: "closed 2026-12-25 17:00"),
        Case(
            hours: "Sa,PH 10:00-16:00", holidays: christmas, moment: "2026-12-25 11:00", isOpen: true,
            next: "closed 2026-12-25 16:00"),
        Case(
            hours: "Sa,PH 10:00-16:00", holidays: christmas, moment: "2026-12-25 16:00", isOpen: false,
            next: "open 2026-12-26 10:00"),
        Case(
            hours: "PH 10:00-14:00", holidays: christmas, moment: "2026-12-24 12:00", isOpen: false,
            next: "open 2026-12-25 10:00"),
        Case(
            hours: "PH 10:00-14:00", holidays: christmas, moment: "2026-12-25 14:00", isOpen: false, next: nil
        ),
        // `PH Sa,Su`: only holidays on a weekend; Christmas is a Friday, the 26th a Saturday.
        Case(
            hours: "Mo-Su 10:00-18:00; PH Sa,Su off", holidays: ["2026-12-25", "2026-12-26"],
            moment: "2026-12-25 11:00", isOpen: true, next: "closed 2026-12-25 18:00"),
        Case(
            hours: "Mo-Su 10:00-18:00; PH Sa,Su off", holidays: ["2026-12-25", "2026-12-26"],
            moment: "2026-12-26 11:00", isOpen: false, next: "open 2026-12-27 10:00"),
        // A holiday Saturday replaces Friday's night, as a Saturday rule does.
        Case(
            hours: "Fr 20:00-02:00; PH off", holidays: ["2026-12-26"], moment: "2026-12-26 01:00",
            isOpen: false,
            next: "open 2027-01-01 20:00"),
        Case(
            hours: "Dec PH off; Mo-Su 10:00-12:00", holidays: christmas, moment: "2026-12-25 11:00",
            isOpen: true, next: "closed 2026-12-25 12:00"),
        Case(
            hours: "Mo-Su 10:00-12:00; Dec PH off", holidays: ["2027-01-01"], moment: "2027-01-01 11:00",
            isOpen: true, next: "closed 2027-01-01 12:00"),
    ]

    @Test(arguments: cases)
    func aPublicHolidayRuleAppliesOnTheHolidayDates(_ example: Case) throws {
        let hours = try OpeningHours(text: example.hours)
        let moment = try OpeningHoursEvaluationTests.localTime(example.moment)
        let holidays = Set(try example.holidays.map { try #require(CalendarDate(text: $0)) })

        #expect(hours.isOpen(at: moment, holidays: holidays) == example.isOpen)
        let expected = try example.next.map { next in
            let (state, time) = (next.prefix { $0 != " " }, next.drop { $0 != " " }.dropFirst())
            return OpeningHours.Change(
                state: state == "open" ? .open : .closed,
                at: try OpeningHoursEvaluationTests.localTime(String(time)))
        }
        #expect(hours.nextChange(after: moment, holidays: holidays) == expected)
    }

    @Test func withoutHolidaysAPublicHolidayRuleNeverApplies() throws {
        let hours = try OpeningHours(text: "Mo-Fr 09:00-17:00; PH off")
        let christmasMorning = try OpeningHoursEvaluationTests.localTime("2026-12-25 10:00")

        #expect(hours.isOpen(at: christmasMorning))
        #expect(
            hours.nextChange(after: christmasMorning)
                == OpeningHours.Change(
                    state: .closed, at: try OpeningHoursEvaluationTests.localTime("2026-12-25 17:00")))
    }

    @Test func theSpansOfAHolidayFollowItsRule() throws {
        let hours = try OpeningHours(text: "Mo-Fr 09:00-17:00; PH 10:00-14:00")
        let christmas = try #require(CalendarDate(text: "2026-12-25"))

        #expect(
            hours.spans(on: christmas, holidays: [christmas]) == [OpeningHours.DaySpan(start: 600, end: 840)])
        #expect(hours.spans(on: christmas) == [OpeningHours.DaySpan(start: 540, end: 1020)])
    }

    @Test func hoursWithAPublicHolidayRuleHaveNoRepeatingWeek() throws {
        #expect(try OpeningHours(text: "Mo-Fr 09:00-17:00; PH off").week == nil)
        #expect(try OpeningHours(text: "Mo-Fr 09:00-17:00").week != nil)
    }
}
