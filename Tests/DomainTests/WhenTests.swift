import Domain
import Testing

/// Moments as families type them, placed against Wednesday 2 December 2026, 14:00.
@Suite struct WhenTests {
    static let now = LocalDateTime(year: 2026, month: 12, day: 2, hour: 14, minute: 0)!

    @Test(arguments: [
        // Weekdays: the next moment with that day and time; today (Wednesday) from now on, now included.
        ("sat 10am", 2026, 12, 5, 10, 0), ("Saturday 10:00", 2026, 12, 5, 10, 0),
        ("SA 10:00", 2026, 12, 5, 10, 0), ("sat 10", 2026, 12, 5, 10, 0), ("sat 10 am", 2026, 12, 5, 10, 0),
        ("wed 9am", 2026, 12, 9, 9, 0), ("wed 13:59", 2026, 12, 9, 13, 59), ("wed 2pm", 2026, 12, 2, 14, 0),
        ("wednesday 23:59", 2026, 12, 2, 23, 59),
        ("tue 2:30pm", 2026, 12, 8, 14, 30), ("thurs 12am", 2026, 12, 3, 0, 0),
        ("mon 12pm", 2026, 12, 7, 12, 0),
        ("su 00:00", 2026, 12, 6, 0, 0),
        // Today, tomorrow, and a time alone (today).
        ("tomorrow 2pm", 2026, 12, 3, 14, 0), ("today 14:05", 2026, 12, 2, 14, 5),
        ("Today 9:05", 2026, 12, 2, 9, 5),
        ("10", 2026, 12, 2, 10, 0), ("10:30", 2026, 12, 2, 10, 30), ("2pm", 2026, 12, 2, 14, 0),
        ("  11PM ", 2026, 12, 2, 23, 0), ("0", 2026, 12, 2, 0, 0),
        // A date: that date.
        ("2026-12-05T10:00", 2026, 12, 5, 10, 0), ("2028-02-29T00:30", 2028, 2, 29, 0, 30),
        ("2026-12-05 10am", 2026, 12, 5, 10, 0), ("2025-01-01 08:15", 2025, 1, 1, 8, 15),
        ("now", 2026, 12, 2, 14, 0), ("NOW", 2026, 12, 2, 14, 0),
    ])
    func aTypedMomentIsPlacedFromNow(text: String, year: Int, month: Int, day: Int, hour: Int, minute: Int)
        throws
    {
        let expected = LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute)!

        #expect(try When(text: text).moment(from: Self.now) == expected)
    }

    @Test func tomorrowCrossesTheEndOfTheYear() throws {
        let lastDay = LocalDateTime(year: 2026, month: 12, day: 31, hour: 20, minute: 0)!

        #expect(
            try When(text: "tomorrow 9am").moment(from: lastDay)
                == LocalDateTime(year: 2027, month: 1, day: 1, hour: 9, minute: 0)!)
        // 31 December 2026 is a Thursday: "fri" is the next day, in the next year.
        #expect(
            try When(text: "fri 9am").moment(from: lastDay)
                == LocalDateTime(year: 2027, month: 1, day: 1, hour: 9, minute: 0)!)
    }

    @Test(arguments: [
        ("", WhenError.empty), ("   ", .empty), ("sat", .noTime), ("tomorrow", .noTime),
        ("2026-12-05", .noTime),
        ("sat 25:00", .badTime), ("sat 10:60", .badTime), ("sat 13pm", .badTime), ("sat 0am", .badTime),
        ("sat 10:5", .badTime), ("s 10:00", .form), ("funday 10:00", .form), ("24", .form), ("10.30", .form),
        ("1030", .form), ("2026-02-30T10:00", .form), ("2026-12-5T10:00", .form), ("sat 10 am pm", .form),
        ("next sat 10am", .form), ("-1", .form), ("\u{661}\u{660}", .form), ("10:00:00", .form),
    ])
    func unreadableTextIsRefusedWithItsReason(text: String, expected: WhenError) {
        #expect(throws: expected) { try When(text: text) }
    }

    @Test func aRefusalSaysWhatToWrite() {
        #expect(WhenError.noTime.description == "give a time after the day, e.g. sat 10am or sat 10:00")
        #expect(WhenError.form.description.hasPrefix("expected a day and a time (sat 10am, "))
    }
}
