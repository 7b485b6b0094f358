import AppSupport
import Domain
import Foundation
import Presentation
import SystemTimeZones
import TestSupport
import Testing
import UseCases

/// A written calendar read back by Debian's python3-icalendar (Tests/Calendar/check_ics.py): each
/// event's start and end, read in the zone, are the wall times written and the instants they
/// mean, across daylight-saving changes, by the zone's name, by the file's VTIMEZONE and by
/// dateutil's own reading of it.
@Suite struct CalendarFilePythonTests {
    struct Expected: Encodable {
        struct Time: Encodable {
            let wall: String
            let utc: String
        }

        let uid: String
        let zone: String
        let summary: String
        let location: String?
        let description: String?
        let url: String?
        let geo: [Double]?
        let start: Time
        let end: Time
    }

    /// Wall time and UTC, from tzdata's rules as published (not computed by Outings).
    static let denver: [(start: String, end: String, startUTC: String, endUTC: String)] = [
        ("2026-03-07T10:00", "2026-03-07T11:30", "2026-03-07T17:00", "2026-03-07T18:30"),
        ("2026-03-09T10:00", "2026-03-09T12:00", "2026-03-09T16:00", "2026-03-09T18:00"),
        ("2026-11-01T00:30", "2026-11-01T03:00", "2026-11-01T06:30", "2026-11-01T10:00"),
        ("2026-01-10T09:00", "2026-01-10T09:45", "2026-01-10T16:00", "2026-01-10T16:45"),
    ]
    static let berlin: [(start: String, end: String, startUTC: String, endUTC: String)] = [
        ("2026-10-24T10:00", "2026-10-24T12:00", "2026-10-24T08:00", "2026-10-24T10:00"),
        ("2026-10-25T01:00", "2026-10-25T04:00", "2026-10-24T23:00", "2026-10-25T03:00"),
        ("2026-10-26T10:00", "2026-10-26T12:00", "2026-10-26T09:00", "2026-10-26T11:00"),
        ("2026-03-28T23:30", "2026-03-29T04:00", "2026-03-28T22:30", "2026-03-29T02:00"),
    ]

    @Test(arguments: [("America/Denver", denver), ("Europe/Berlin", berlin)])
    func pythonsICalendarReadsTheTimesBackInTheZone(
        zone: String, times: [(start: String, end: String, startUTC: String, endUTC: String)]
    ) throws {
        let events = times.enumerated().map { index, time in
            CalendarEvent(
                uid: "stop-\(index)@outings", sequence: index, start: Self.wallTime(time.start),
                end: Self.wallTime(time.end), summary: "Stop \(index); the zoo, then lunch",
                location: "1 Main St, Fort Collins, CO",
                geo: GeoCoordinate(latitude: 40.5853, longitude: -105.0844),
                url: "https://outings.example/plans/3#stop-\(index)",
                description: "Open 9:00-17:00\nAges 2-10\nNotes: bring hats\\sun cream; snacks, water ✓")
        }
        let expected = zip(events, times).map { event, time in
            Expected(
                uid: event.uid, zone: zone, summary: event.summary, location: event.location,
                description: event.description, url: event.url, geo: [40.5853, -105.0844],
                start: .init(wall: time.start + ":00", utc: time.startUTC + ":00"),
                end: .init(wall: time.end + ":00", utc: time.endUTC + ":00"))
        }
        let file = CalendarFile(
            name: "Saturday", zone: try LocalTimeConverter(timeZoneIdentifier: zone).zone, events: events,
            stamp: 1_796_653_350)

        let result = try Self.check(file, expected: expected)

        #expect(result.events == events.count)
        #expect(result.problems == [])
    }

    struct Result: Decodable {
        let events: Int
        let problems: [String]
    }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Calendar/check_ics.py")

    /// Runs check_ics.py on `file` with Debian's Python in a temporary folder and a made-up
    /// environment; fails with a clear message when python3-icalendar is not installed.
    static func check(_ file: CalendarFile, expected: [Expected]) throws -> Result {
        let folder = try TemporaryFolder()
        try Data(file.bytes).write(to: folder.url.appendingPathComponent("plan.ics"))
        try JSONEncoder().encode(expected).write(to: folder.url.appendingPathComponent("expected.json"))
        let probe = try run(["-I", "-c", "import icalendar, dateutil"], in: folder)
        guard probe.status == 0 else {
            throw Failure(
                "/usr/bin/python3 cannot import icalendar: install Debian's python3-icalendar "
                    + "(Scripts/install-deps does): \(String(decoding: probe.errors, as: UTF8.self))")
        }
        let finished = try run(
            ["-I", script.path, folder.path("plan.ics"), folder.path("expected.json")], in: folder)
        guard finished.status == 0 else {
            throw Failure(
                "check_ics.py could not read the file: \(String(decoding: finished.errors, as: UTF8.self))")
        }
        return try JSONDecoder().decode(Result.self, from: finished.output)
    }

    static func run(_ arguments: [String], in folder: TemporaryFolder) throws -> FinishedProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        // -I: no PYTHON* variables, no user site-packages; the environment is built from scratch.
        process.arguments = arguments
        process.environment = ["HOME": folder.path("home"), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        process.currentDirectoryURL = folder.url
        return try FinishedProcess(running: process)
    }

    static func wallTime(_ text: String) -> LocalDateTime {
        let date = CalendarDate(text: String(text.prefix(10)))!
        return LocalDateTime(
            date: date, hour: Int(text.dropFirst(11).prefix(2))!, minute: Int(text.suffix(2))!)!
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
