import AppSupport
import Domain
import Foundation
import Presentation
import Testing
import UseCases

/// Holidays read from an iCalendar file: dates and all-day spans, names unfolded and unescaped,
/// and files that are not calendars, or too large, refused with the line at fault.
@Suite struct HolidayCalendarReaderTests {
    static let sample = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Example//Holidays//EN",
        "BEGIN:VTIMEZONE",
        "TZID:Europe/Berlin",
        "BEGIN:STANDARD",
        "DTSTART:19701025T030000",
        "TZOFFSETFROM:+0200",
        "TZOFFSETTO:+0100",
        "END:STANDARD",
        "END:VTIMEZONE",
        "BEGIN:VEVENT",
        "UID:1",
        "DTSTART;VALUE=DATE:20261003",
        "SUMMARY:Tag der Deutschen Einheit\\, bundesweit: a name long enough to be fol",
        " ded",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "DTSTART;VALUE=DATE:20261225",
        "DTEND;VALUE=DATE:20261227",
        "SUMMARY:Weihnachten",
        "BEGIN:VALARM",
        "DTSTART:20261224T180000",
        "END:VALARM",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "DTSTART;TZID=Europe/Berlin:20261231T140000",
        "DTEND;TZID=Europe/Berlin:20270101T020000",
        "SUMMARY:Silvester\\nhalf day",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "DTSTART;VALUE=DATE:20270101",
        "DTEND;VALUE=DATE:20270102",
        "SUMMARY:Neujahr",
        "END:VEVENT",
        "END:VCALENDAR",
    ]

    @Test func everyEventGivesItsDaysAndItsName() throws {
        let holidays = try Self.read(Self.sample.joined(separator: "\r\n") + "\r\n")

        #expect(
            holidays == [
                Holiday(
                    date: Self.day(2026, 10, 3),
                    name: "Tag der Deutschen Einheit, bundesweit: a name long enough to be folded"),
                Holiday(date: Self.day(2026, 12, 25), name: "Weihnachten"),
                Holiday(date: Self.day(2026, 12, 26), name: "Weihnachten"),
                Holiday(date: Self.day(2026, 12, 31), name: "Silvester half day"),
                Holiday(date: Self.day(2027, 1, 1), name: "Neujahr"),
            ])
    }

    @Test func linesEndedByLineFeedsAloneAndAByteOrderMarkAreRead() throws {
        let holidays = try Self.read("\u{FEFF}" + Self.sample.joined(separator: "\n"))

        #expect(holidays.count == 5)
    }

    @Test func theWritersOwnFileIsRead() throws {
        let event = CalendarEvent(
            uid: "1", start: LocalDateTime(year: 2026, month: 5, day: 1, hour: 10, minute: 0)!,
            end: LocalDateTime(year: 2026, month: 5, day: 1, hour: 12, minute: 0)!,
            summary: "Maifeiertag; \\ Tag der Arbeit, " + String(repeating: "ä", count: 40))
        let file = CalendarFile(
            name: "x", zone: FixedZone(), events: [event], stamp: 0)

        let holidays = try HolidayCalendarReader.holidays(in: Data(file.bytes))

        #expect(holidays == [Holiday(date: Self.day(2026, 5, 1), name: event.summary)])
    }

    @Test(arguments: [
        ("Name,Date\r\n2026-12-25,Christmas\r\n", HolidayCalendarError.notICalendar(line: 1)),
        ("\r\n\r\nBEGIN:VEVENT\r\n", .notICalendar(line: 3)),
        ("", .notICalendar(line: 1)),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:2026-12-25\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
            .malformed(
                line: 3,
                problem:
                    "DTSTART \"2026-12-25\" is neither a date (YYYYMMDD) nor a date-time (YYYYMMDDTHHMMSS)")
        ),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
            .malformed(line: 4, problem: "an event without DTSTART")
        ),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20261225\r\n",
            .malformed(line: 3, problem: "the file ends before END:VEVENT")
        ),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VCALENDAR\r\n",
            .malformed(line: 3, problem: "END:VCALENDAR where END:VEVENT was expected")
        ),
        (
            "BEGIN:VCALENDAR\r\nthis is not a content line\r\nEND:VCALENDAR\r\n",
            .malformed(line: 2, problem: "expected NAME:VALUE")
        ),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20261225\r\nRRULE:FREQ=YEARLY\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
            .malformed(
                line: 4,
                problem: "a repeating event (RRULE) is not read; list each holiday as an event of its own")
        ),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20260101\r\nDTEND;VALUE=DATE:20280101\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
            .malformed(line: 4, problem: "an event of 730 days; a holiday lasts at most 366")
        ),
    ])
    func aFileThatIsNotAHolidayCalendarIsRefusedWithItsLine(text: String, error: HolidayCalendarError) {
        #expect(throws: error) { try Self.read(text) }
    }

    @Test func textThatIsNotUTF8IsRefusedWithItsLine() {
        let bytes = Array("BEGIN:VCALENDAR\r\nSUMMARY:".utf8) + [0xFF, 0x0D, 0x0A]

        #expect(throws: HolidayCalendarError.malformed(line: 2, problem: "not UTF-8 text")) {
            try HolidayCalendarReader.holidays(in: Data(bytes))
        }
    }

    @Test func aFileOverAMegabyteIsRefusedUnread() {
        let data = Data(repeating: 0x41, count: HolidayCalendarReader.maximumBytes + 1)

        #expect(throws: HolidayCalendarError.tooLarge(bytes: 1_000_001)) {
            try HolidayCalendarReader.holidays(in: data)
        }
    }

    @Test func moreThanAThousandEventsAreRefused() {
        let event = "BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20261225\r\nEND:VEVENT\r\n"
        let text = "BEGIN:VCALENDAR\r\n" + String(repeating: event, count: 1001) + "END:VCALENDAR\r\n"

        #expect(throws: HolidayCalendarError.tooManyEvents) { try Self.read(text) }
    }

    @Test func errorsSayTheLineInOneLine() {
        let error = HolidayCalendarError.malformed(line: 12, problem: "an event without DTSTART")

        #expect(error.description == "line 12 of the calendar file: an event without DTSTART")
        #expect(HolidayCalendarError.notICalendar(line: 1).description.contains("BEGIN:VCALENDAR"))
    }

    static func read(_ text: String) throws -> [Holiday] {
        try HolidayCalendarReader.holidays(in: Data(text.utf8))
    }

    static func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
        CalendarDate(year: year, month: month, day: day)!
    }
}

/// UTC: a zone that never changes.
private struct FixedZone: ZoneOffsets {
    var identifier: String { "UTC" }

    func secondsFromUTC(at seconds: Int64) -> Int { 0 }
}
