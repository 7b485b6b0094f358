import AppSupport
import Domain
import Foundation
import Presentation
import SystemTimeZones
import Testing
import UseCases

/// The VTIMEZONE a calendar file carries, made from the zone's offsets for the years its events
/// fall in: an opening observance, then one per change, each starting at the wall time before it.
@Suite struct CalendarTimeZoneTests {
    @Test func denverHasItsMarchAndNovemberChanges() throws {
        let lines = try Self.timeZoneLines(zone: "America/Denver", years: [2026])

        #expect(
            lines == [
                "BEGIN:VTIMEZONE", "TZID:America/Denver",
                "BEGIN:STANDARD", "DTSTART:20260101T000000", "TZOFFSETFROM:-0700", "TZOFFSETTO:-0700",
                "END:STANDARD",
                "BEGIN:DAYLIGHT", "DTSTART:20260308T020000", "TZOFFSETFROM:-0700", "TZOFFSETTO:-0600",
                "END:DAYLIGHT",
                "BEGIN:STANDARD", "DTSTART:20261101T020000", "TZOFFSETFROM:-0600", "TZOFFSETTO:-0700",
                "END:STANDARD",
                "END:VTIMEZONE",
            ])
    }

    @Test func berlinChangesAtTwoInMarchAndThreeInOctober() throws {
        let lines = try Self.timeZoneLines(zone: "Europe/Berlin", years: [2026])

        #expect(lines.contains("DTSTART:20260329T020000"))
        #expect(lines.contains("DTSTART:20261025T030000"))
        #expect(lines.filter { $0 == "BEGIN:DAYLIGHT" }.count == 1)
    }

    @Test func sydneyOpensItsYearInDaylightTime() throws {
        let lines = try Self.timeZoneLines(zone: "Australia/Sydney", years: [2026])

        #expect(
            Array(lines.prefix(7)) == [
                "BEGIN:VTIMEZONE", "TZID:Australia/Sydney", "BEGIN:DAYLIGHT", "DTSTART:20260101T000000",
                "TZOFFSETFROM:+1100", "TZOFFSETTO:+1100", "END:DAYLIGHT",
            ])
        #expect(lines.contains("DTSTART:20260405T030000"))
    }

    @Test(arguments: [("UTC", "+0000"), ("Asia/Tokyo", "+0900"), ("Asia/Kolkata", "+0530")])
    func aZoneWithoutChangesHasOneStandardObservance(zone: String, offset: String) throws {
        let lines = try Self.timeZoneLines(zone: zone, years: [2026])

        #expect(
            lines == [
                "BEGIN:VTIMEZONE", "TZID:\(zone)", "BEGIN:STANDARD", "DTSTART:20260101T000000",
                "TZOFFSETFROM:\(offset)", "TZOFFSETTO:\(offset)", "END:STANDARD", "END:VTIMEZONE",
            ])
    }

    @Test func aChangeIsFoundToTheSecond() throws {
        // 2026-06-01 12:34:56 UTC, from +01:00 to +02:00:30.
        let zone = StepZone(change: 1_780_317_296, before: 3600, after: 7230)
        let lines = try Self.timeZoneLines(zone: zone, years: [2026])

        #expect(lines.contains("DTSTART:20260601T133456"))
        #expect(lines.contains("TZOFFSETTO:+020030"))
    }

    @Test func aFeedOverSeveralYearsOpensEachRunOfYears() throws {
        let lines = try Self.timeZoneLines(zone: "America/Denver", years: [2026, 2027, 2029])

        let starts = lines.filter { $0.hasPrefix("DTSTART:") }
        #expect(
            starts == [
                "DTSTART:20260101T000000", "DTSTART:20260308T020000", "DTSTART:20261101T020000",
                "DTSTART:20270314T020000", "DTSTART:20271107T020000",
                "DTSTART:20290101T000000", "DTSTART:20290311T020000", "DTSTART:20291104T020000",
            ])
    }

    /// The VTIMEZONE lines of a file with one event on 1 July of each of `years`.
    static func timeZoneLines(zone: any ZoneOffsets, years: [Int]) throws -> [String] {
        let events = years.map { year in
            CalendarEvent(
                uid: "\(year)", start: LocalDateTime(year: year, month: 7, day: 1, hour: 10, minute: 0)!,
                end: LocalDateTime(year: year, month: 7, day: 1, hour: 11, minute: 0)!, summary: "Fair")
        }
        let lines = CalendarFile(
            name: "Plans", zone: zone, events: events, stamp: 0
        )
        .text.components(separatedBy: "\r\n")
        let begin = try #require(lines.firstIndex(of: "BEGIN:VTIMEZONE"))
        let end = try #require(lines.firstIndex(of: "END:VTIMEZONE"))
        return Array(lines[begin...end])
    }

    static func timeZoneLines(zone: String, years: [Int]) throws -> [String] {
        try timeZoneLines(zone: LocalTimeConverter(timeZoneIdentifier: zone).zone, years: years)
    }
}

/// A zone whose offset changes once, at `change`.
private struct StepZone: ZoneOffsets {
    let change: Int64
    let before: Int
    let after: Int

    var identifier: String { "Test/Step" }

    func secondsFromUTC(at seconds: Int64) -> Int { seconds < change ? before : after }
}
