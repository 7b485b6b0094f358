import AppSupport
import Domain
import Foundation
import Presentation
import SystemTimeZones
import Testing
import UseCases

/// The iCalendar writer's lines: CRLF, folding at 75 octets, escaped text, the calendar's and each
/// event's properties.
@Suite struct CalendarFileTests {
    @Test func everyLineEndsInCRLF() throws {
        let text = try Self.makeSUT(events: [Self.event(summary: "Zoo\nthen lunch")]).text

        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        #expect(
            !text.utf8.enumerated().contains { index, byte in
                byte == 0x0A && (index == 0 || Array(text.utf8)[index - 1] != 0x0D)
            })
        #expect(
            !text.utf8.enumerated().contains { index, byte in
                byte == 0x0D && (index + 1 == text.utf8.count || Array(text.utf8)[index + 1] != 0x0A)
            })
    }

    @Test func aLineOfExactly75OctetsIsNotFolded() throws {
        // "SUMMARY:" is 8 octets; 67 more make 75.
        let lines = try Self.lines(summary: String(repeating: "a", count: 67))

        #expect(lines.contains("SUMMARY:" + String(repeating: "a", count: 67)))
    }

    @Test func aLineFoldsBeforeAMultiByteCharacterThatWouldPassOctet75() throws {
        // 66 octets of "a" leave one octet on the first line: "é" (two octets) moves to the next.
        let lines = try Self.lines(summary: String(repeating: "a", count: 66) + "é" + "b")

        let first = try #require(lines.firstIndex { $0.hasPrefix("SUMMARY:") })
        #expect(lines[first].utf8.count == 74)
        #expect(lines[first + 1] == " éb")
    }

    @Test(arguments: ["ü", "€", "🎡", "👨‍👩‍👧"])
    func foldedLinesNeverSplitAUTF8SequenceAndUnfoldToTheLine(character: String) throws {
        let summary = "Fair " + String(repeating: character, count: 80)
        let text = try Self.makeSUT(events: [Self.event(summary: summary)]).text

        let physical = text.components(separatedBy: "\r\n").dropLast()
        #expect(physical.allSatisfy { $0.utf8.count <= 75 })
        let bytes = Array(text.utf8)
        let continuations = bytes.indices.dropLast(3).filter { bytes[$0] == 0x0D && bytes[$0 + 2] == 0x20 }
        #expect(!continuations.isEmpty)
        #expect(continuations.allSatisfy { bytes[$0 + 3] & 0xC0 != 0x80 })
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("SUMMARY:" + summary + "\r\n"))
    }

    @Test func textIsEscaped() throws {
        let event = Self.event(
            summary: #"Lunch; then, \ the park"#, location: "1 Main St, Fort Collins",
            description: "Hours 9-17\r\nAges 2-10\nBring: hats; sun cream")
        let lines = try Self.makeSUT(events: [event]).text.replacingOccurrences(of: "\r\n ", with: "")
            .components(separatedBy: "\r\n")

        #expect(lines.contains(#"SUMMARY:Lunch\; then\, \\ the park"#))
        #expect(lines.contains(#"LOCATION:1 Main St\, Fort Collins"#))
        #expect(lines.contains(#"DESCRIPTION:Hours 9-17\nAges 2-10\nBring: hats\; sun cream"#))
    }

    @Test func theCalendarSaysWhatItIsAndWhatItIsCalled() throws {
        let lines = try Self.lines(summary: "Zoo", calendarName: "Saturday, the zoo")

        #expect(
            Array(lines.prefix(6)) == [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Outings//Outings//EN", "CALSCALE:GREGORIAN",
                "METHOD:PUBLISH", #"X-WR-CALNAME:Saturday\, the zoo"#,
            ])
    }

    @Test func anEventHoldsItsTimesInTheZoneAndItsStampInUTC() throws {
        let event = CalendarEvent(
            uid: "stop-7@outings", sequence: 3, start: Self.time(2026, 3, 7, 10, 0),
            end: Self.time(2026, 3, 7, 11, 30),
            summary: "Zoo", location: "Zoo Road", geo: GeoCoordinate(latitude: 40.5853, longitude: -105.0844),
            url: "https://outings.example/plans/1", description: "Hours")
        let text = try Self.makeSUT(events: [event]).text
        let lines = text.components(separatedBy: "\r\n")
        let begin = try #require(lines.firstIndex(of: "BEGIN:VEVENT"))

        #expect(
            Array(lines[begin...].prefix(12)) == [
                "BEGIN:VEVENT", "UID:stop-7@outings", "SEQUENCE:3", "DTSTAMP:20261207T142230Z",
                "DTSTART;TZID=America/Denver:20260307T100000", "DTEND;TZID=America/Denver:20260307T113000",
                "SUMMARY:Zoo", "LOCATION:Zoo Road", "GEO:40.5853;-105.0844",
                "URL:https://outings.example/plans/1",
                "DESCRIPTION:Hours", "END:VEVENT",
            ])
    }

    @Test func aURLCannotEndItsLine() throws {
        var event = Self.event(summary: "Zoo")
        event.url = "https://outings.example/\r\nX-INJECTED:1"

        #expect(!(try Self.lines(events: [event]).contains("X-INJECTED:1")))
    }

    @Test func aFeedHoldsSeveralPlansEventsInOrderUnderOneTimeZone() throws {
        let saturday = [
            Self.event(uid: "plan-1-stop-1", summary: "Zoo"),
            Self.event(uid: "plan-1-stop-2", summary: "Park"),
        ]
        let sunday = [
            Self.event(
                uid: "plan-2-stop-1", summary: "Farm", start: Self.time(2027, 4, 4, 10, 0),
                end: Self.time(2027, 4, 4, 12, 0))
        ]
        let lines = try Self.lines(events: saturday + sunday)

        #expect(
            lines.filter { $0.hasPrefix("UID:") } == [
                "UID:plan-1-stop-1", "UID:plan-1-stop-2", "UID:plan-2-stop-1",
            ])
        #expect(lines.filter { $0 == "BEGIN:VTIMEZONE" }.count == 1)
        #expect(lines.contains("DTSTART:20270314T020000"))
    }

    @Test func anEmptyFeedStillHoldsAComponent() throws {
        let lines = try Self.lines(events: [])

        #expect(lines.contains("BEGIN:VTIMEZONE"))
        #expect(lines.contains("DTSTART:20261101T020000"))
        #expect(!lines.contains("BEGIN:VEVENT"))
    }

    static let stamp: Int64 = 1_796_653_350  // 2026-12-07 14:22:30 UTC

    static func makeSUT(
        zone: String = "America/Denver", name: String = "Saturday", events: [CalendarEvent]
    ) throws -> CalendarFile {
        CalendarFile(
            name: name, zone: try LocalTimeConverter(timeZoneIdentifier: zone).zone, events: events,
            stamp: stamp)
    }

    static func lines(summary: String, calendarName: String = "Saturday") throws -> [String] {
        try makeSUT(name: calendarName, events: [event(summary: summary)]).text.components(
            separatedBy: "\r\n")
    }

    static func lines(events: [CalendarEvent]) throws -> [String] {
        try makeSUT(events: events).text.components(separatedBy: "\r\n")
    }

    static func event(
        uid: String = "stop-1", summary: String, location: String = "", description: String = "",
        start: LocalDateTime = time(2026, 3, 7, 10, 0), end: LocalDateTime = time(2026, 3, 7, 11, 0)
    ) -> CalendarEvent {
        CalendarEvent(
            uid: uid, start: start, end: end, summary: summary, location: location, description: description)
    }

    static func time(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> LocalDateTime {
        LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute)!
    }
}
