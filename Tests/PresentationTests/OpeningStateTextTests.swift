import Domain
import Foundation
import Presentation
import Testing
import UseCases

/// "Why closed" in words, on a zone of the test's own: UTC-7 until 2026-03-08 09:00Z, UTC-6 after
/// (the clocks go from 02:00 to 03:00 that morning, as Denver's do).
struct OpeningStateTextTests {
    struct SpringZone: ZoneOffsets {
        let identifier = "Test/Spring"
        func secondsFromUTC(at seconds: Int64) -> Int { seconds < 1_772_960_400 ? -7 * 3600 : -6 * 3600 }
    }

    let zone = LocalTimeConverter(zone: SpringZone())

    private func moment(_ day: Int, _ hour: Int, _ minute: Int) throws -> LocalDateTime {
        try #require(LocalDateTime(year: 2026, month: 3, day: day, hour: hour, minute: minute))
    }

    @Test(arguments: [
        // Sunday 8 March: 02:15 is never shown; it opens when the clocks jump, at 03:00.
        ("Su 02:15-05:00", 8, 1, 0, "opens at 03:00"),
        ("Su 03:30-05:00", 8, 1, 0, "opens at 03:30"),
        ("Su 01:30-05:00", 8, 1, 0, "opens at 01:30"),
        // A span the clocks skip whole never happens: the next real opening is named.
        ("Su 02:00-03:00", 8, 1, 0, "opens 2026-03-15 02:00"),
        ("Su 02:00-03:00", 7, 23, 0, "opens 2026-03-15 02:00"),
        ("Su 02:00-02:30,02:45-03:00", 8, 1, 0, "opens 2026-03-15 02:00"),
        ("Su 02:00-03:00,16:00-17:00", 8, 1, 0, "opens at 16:00"),
        ("Su 02:00-03:00; Mo 09:00-10:00", 8, 1, 0, "opens Mon 09:00"),
        ("Su 02:00-03:01", 8, 1, 0, "opens at 03:00"),
        ("Mar Su 02:00-03:00", 8, 1, 0, "opens 2026-03-15 02:00"),
        // Saturday 7 March, the day before: the next opening is Sunday's.
        ("Su 02:15-05:00", 7, 12, 0, "opens Sun 03:00"),
        ("Sa 10:00-12:00", 7, 9, 0, "opens at 10:00"),
        ("Mo 10:00-12:00", 7, 9, 0, "opens Mon 10:00"),
        ("Apr-May Mo-Su 10:00-12:00", 7, 9, 0, "opens 2026-04-01 10:00"),
        ("Sa off", 7, 9, 0, "closed"),
    ])
    func tellsWhenItOpens(hours: String, day: Int, hour: Int, minute: Int, expected: String) throws {
        let text = OpeningStateText.whyClosed(
            try OpeningHours(text: hours), at: try moment(day, hour, minute), in: zone)

        #expect(text == expected)
    }

    @Test func withoutHoursItSaysSo() throws {
        #expect(
            OpeningStateText.whyClosed(nil, at: try moment(8, 1, 0), in: zone) == "opening hours not known")
    }
}
