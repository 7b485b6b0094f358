import Domain
import Presentation
import Testing
import UseCases

/// Opening hours in the words of the attraction's page and card, in a zone without clock changes.
/// Monday 5 January 2026 starts the week the moments are in.
struct HoursTextTests {
    struct SteadyZone: ZoneOffsets {
        let identifier = "Test/Steady"
        func secondsFromUTC(at seconds: Int64) -> Int { -7 * 3600 }
    }

    private let zone = LocalTimeConverter(zone: SteadyZone())

    private func moment(_ day: Int, _ hour: Int, _ minute: Int = 0, month: Int = 1) throws -> LocalDateTime {
        try #require(LocalDateTime(year: 2026, month: month, day: day, hour: hour, minute: minute))
    }

    @Test func theWeekIsEveryDayInWords() throws {
        let hours = try OpeningHours(text: "Tu-Sa 10:00-17:00; Su 09:30-12:00,13:00-16:00")

        #expect(
            HoursText.week(hours) == [
                "Monday: closed", "Tuesday: 10:00-17:00", "Wednesday: 10:00-17:00", "Thursday: 10:00-17:00",
                "Friday: 10:00-17:00", "Saturday: 10:00-17:00", "Sunday: 9:30-12:00, 13:00-16:00",
            ])
        #expect(HoursText.week(try OpeningHours(text: "24/7"))?.first == "Monday: all day")
        #expect(HoursText.week(try OpeningHours(text: "Jun-Aug Mo-Su 09:00-20:00")) == nil)
    }

    @Test(arguments: [
        ("Mo-Fr 09:00-17:00", 5, "Open 9:00-17:00"),
        ("Mo-Fr 09:00-17:00", 10, "Closed Saturday"),
        ("24/7", 7, "Open all day"),
        ("Mo 08:00-12:00,13:00-17:30", 5, "Open 8:00-12:00, 13:00-17:30"),
    ])
    func aCardGivesTheDaysHours(text: String, day: Int, expected: String) throws {
        let date = try #require(CalendarDate(year: 2026, month: 1, day: day))

        #expect(HoursText.day(try OpeningHours(text: text), on: date) == expected)
    }

    @Test(arguments: [
        ("Mo-Fr 09:00-17:00", 5, 10, "Open now, closes 17:00"),
        ("Mo-Fr 09:00-17:00", 5, 8, "Opens today 9:00"),
        ("Mo-Fr 09:00-17:00", 5, 18, "Opens Tuesday 9:00"),
        ("Mo-Fr 09:00-17:00", 10, 12, "Opens Monday 9:00"),
        ("Tu-Su 10:00-17:00", 5, 12, "Opens Tuesday 10:00"),
        ("Fr 20:00-02:00", 9, 23, "Open now, closes Saturday 2:00"),
        ("24/7", 7, 3, "Open now, all day every day"),
        ("Feb Mo-Su 10:00-12:00", 7, 9, "Opens 1 Feb 10:00"),
        ("Mo off", 5, 9, "Closed"),
    ])
    func thePageSaysWhetherItIsOpenAndUntilWhen(text: String, day: Int, hour: Int, expected: String) throws {
        let state = HoursText.state(try OpeningHours(text: text), at: try moment(day, hour), in: zone)

        #expect(state == expected)
    }

    @Test func withoutHoursItSaysSo() throws {
        #expect(HoursText.state(nil, at: try moment(5, 9), in: zone) == "Hours not known")
    }
}
