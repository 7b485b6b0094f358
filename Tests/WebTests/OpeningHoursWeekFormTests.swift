import Testing

@testable import OutingsWebApp

/// The week form's pieces: the times a time input sends, and a week read from its fields.
struct OpeningHoursWeekFormTests {
    @Test(arguments: [
        ("09:00", 540), ("9:00", 540), ("23:59", 1439), ("00:00", 0), ("24:00", nil), ("9:5", nil),
        ("9", nil), ("ab:cd", nil), ("12:60", nil), ("", nil), ("+9:00", nil), ("٩:٠٠", nil),
    ])
    func timesAreHoursAndMinutes(text: String, minutes: Int?) {
        #expect(OpeningHoursWeekForm.minutes(text) == minutes)
    }

    @Test func anEmptyWeekIsNoHoursAndOneClosedDayIsOff() {
        #expect(OpeningHoursWeekForm.read([:]) == .text(""))
        #expect(OpeningHoursWeekForm.read(["hours-mo-closed": "1"]) == .text("off"))
        #expect(
            OpeningHoursWeekForm.read(["hours-sa-from": "10:00", "hours-sa-to": "16:30"])
                == .text("Sa 10:00-16:30"))
    }

    /// Hours load into the fields a day at a time; those that do not fit give none.
    @Test func hoursLoadIntoFields() throws {
        let fields = try #require(
            OpeningHoursWeekForm.fields(for: "Mo-Fr 09:00-12:00,13:00-24:00", typed: nil))

        #expect(fields["hours-mo-from"] == "09:00")
        #expect(fields["hours-fr-to2"] == "00:00")
        #expect(fields["hours-sa-closed"] == "1")
        #expect(fields["hours-mo-closed"] == nil)
        #expect(OpeningHoursWeekForm.fields(for: "Fr 20:00-02:00", typed: nil) == nil)
        #expect(OpeningHoursWeekForm.fields(for: "not hours", typed: nil) == nil)
        #expect(OpeningHoursWeekForm.fields(for: " ", typed: nil) == [:])
    }
}
