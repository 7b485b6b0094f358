import Domain
import Testing

@Suite struct CalendarDateTests {
    /// Weekdays as GNU `date -d DAY +%a` prints them.
    @Test(arguments: [
        (2026, 12, 4, Weekday.friday), (2000, 1, 1, .saturday), (2024, 2, 29, .thursday),
        (1970, 1, 1, .thursday), (2026, 3, 8, .sunday), (2026, 10, 25, .sunday), (2100, 3, 1, .monday),
        (2026, 12, 31, .thursday), (2027, 1, 1, .friday), (1, 1, 1, .monday),
    ])
    func theWeekdayIsTheCalendars(year: Int, month: Int, day: Int, expected: Weekday) throws {
        #expect(try #require(CalendarDate(year: year, month: month, day: day)).weekday == expected)
    }

    /// Opening hours look at the day before; before 1 January of year 1 is a Sunday, not a crash.
    @Test func theDayBeforeTheFirstHasAWeekday() throws {
        #expect(try #require(CalendarDate(year: 1, month: 1, day: 1)).previous.weekday == .sunday)
    }

    @Test(arguments: [
        ((2024, 2, 28), (2024, 2, 29)), ((2023, 2, 28), (2023, 3, 1)), ((2026, 12, 31), (2027, 1, 1)),
        ((2100, 2, 28), (2100, 3, 1)), ((2000, 2, 28), (2000, 2, 29)), ((2026, 4, 30), (2026, 5, 1)),
    ])
    func nextAndPreviousCrossMonthsYearsAndLeapDays(day: (Int, Int, Int), following: (Int, Int, Int)) throws {
        let date = try #require(CalendarDate(year: day.0, month: day.1, day: day.2))
        let next = try #require(CalendarDate(year: following.0, month: following.1, day: following.2))

        #expect(date.next == next)
        #expect(next.previous == date)
    }

    @Test(arguments: [(2026, 2, 29), (2100, 2, 29), (2026, 13, 1), (2026, 4, 31), (0, 1, 1), (2026, 1, 0)])
    func aDayThatDoesNotExistIsNoDate(year: Int, month: Int, day: Int) {
        #expect(CalendarDate(year: year, month: month, day: day) == nil)
    }

    @Test func aLocalTimeIsWithinOneDay() {
        #expect(LocalDateTime(year: 2026, month: 12, day: 4, hour: 24, minute: 0) == nil)
        #expect(LocalDateTime(year: 2026, month: 12, day: 4, hour: 23, minute: 60) == nil)
        #expect(
            LocalDateTime(year: 2026, month: 12, day: 4, hour: 9, minute: 5)?.description
                == "2026-12-04 09:05")
    }
}
