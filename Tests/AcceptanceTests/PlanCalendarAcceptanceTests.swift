import Foundation
import TestSupport
import Testing

/// `outings plan calendar`: the file, read by Debian's python3-icalendar (Tests/Calendar/
/// plan_times.py), holds one event per stop whose start and end, in the guide's zone, are the
/// timetable's (`plan show --json`), and whose UTC instants are what Foundation's own time-zone
/// data says those wall times are: on the day daylight saving starts, the day it ends, and in
/// winter.
struct PlanCalendarAcceptanceTests {
    private let cli: ScratchOutings
    private let zone = "America/Denver"

    init() throws {
        cli = try ScratchOutings()
        #expect(try run(["demo"]).status == 0)
        #expect(
            try run(["household", "place", "add", "Home", "--location", "40.5853,-105.0844"]).status == 0)
    }

    private func run(_ arguments: [String]) throws -> ScratchOutings.Result {
        try cli.run(arguments, environment: ["OUTINGS_TIMEZONE": zone])
    }

    @Test(arguments: ["2026-03-08", "2026-11-01", "2026-01-17"])
    func everyEventIsAtTheTimetablesTimesInTheGuidesZone(date: String) throws {
        #expect(
            try run(["plan", "new", "Day out", "--date", date, "--at", "9:30", "--by", "bike"]).status == 0)
        for (stop, extra) in [
            ("1", ["--stay", "1h"]), ("3", []), ("Picnic", ["--free", "--at", "13:15"]), ("5", []),
        ] {
            let added = try run(["plan", "add", "Day out", stop] + extra)
            #expect(added.status == 0, "\(added.stderr)")
        }
        let shown = try run(["plan", "show", "Day out", "--json"])
        let plan = try #require(JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        let stops = try #require(plan["stops"] as? [[String: Any]])
        let file = cli.folder.path("day.ics")
        #expect(try run(["plan", "calendar", "Day out", "--output", file]).status == 0)

        let events = try Self.read(file, in: cli.folder.url)

        #expect(events.count == 4)
        let utc = Self.utcClock(zone: zone)
        for (event, stop) in zip(events, stops) {
            let start = "\(date)T\(stop["start"] as? String ?? "")"
            let end = "\(date)T\(stop["leave"] as? String ?? "")"
            #expect(event["summary"] == stop["title"] as? String)
            #expect(event["tzid"] == zone)
            #expect(event["start"] == start && event["end"] == end, "\(event) against \(stop)")
            #expect(event["startUTC"] == utc(start) && event["endUTC"] == utc(end))
            #expect(event["startUTCByDateutil"] == utc(start) && event["endUTCByDateutil"] == utc(end))
            #expect(event["uid"] == "\(stop["id"] as? String ?? "")@outings.plans")
        }
    }

    @Test func aStopThatChangesKeepsItsUIDAndRaisesItsSequence() throws {
        #expect(try run(["plan", "new", "Day out", "--date", "2026-12-12"]).status == 0)
        #expect(try run(["plan", "add", "Day out", "1"]).status == 0)
        #expect(try run(["plan", "add", "Day out", "2"]).status == 0)
        let file = cli.folder.path("day.ics")
        #expect(try run(["plan", "calendar", "Day out", "--output", file]).status == 0)
        let before = try Self.read(file, in: cli.folder.url)

        #expect(try run(["plan", "move", "Day out", "2", "--to", "1"]).status == 0)
        #expect(try run(["plan", "calendar", "Day out", "--output", file]).status == 0)
        let after = try Self.read(file, in: cli.folder.url)

        #expect(Set(after.map { $0["uid"] }) == Set(before.map { $0["uid"] }))
        for event in after {
            let old = try #require(before.first { $0["uid"] == event["uid"] })
            #expect(Int(event["sequence"] ?? "") ?? 0 > Int(old["sequence"] ?? "") ?? 0, "\(event)")
        }
    }

    /// Each event of the file as plan_times.py reads it, every value as text.
    static func read(_ file: String, in folder: URL) throws -> [[String: String]] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Calendar/plan_times.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-I", script.path, file]
        process.environment = ["HOME": folder.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        process.currentDirectoryURL = folder
        let finished = try FinishedProcess(running: process)
        guard finished.status == 0 else {
            throw CalendarFailure(
                "plan_times.py (Debian's python3-icalendar; Scripts/install-deps installs it) failed: "
                    + String(decoding: finished.errors, as: UTF8.self))
        }
        let rows = try #require(JSONSerialization.jsonObject(with: finished.output) as? [[String: Any]])
        return rows.map { row in row.mapValues { "\($0)" } }
    }

    /// `YYYY-MM-DDTHH:MM` wall time in `zone` to UTC, by Foundation's time-zone data (ICU's), not
    /// Outings' reader of the system's.
    static func utcClock(zone: String) -> (String) -> String {
        var local = Calendar(identifier: .gregorian)
        local.timeZone = TimeZone(identifier: zone)!
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        return { text in
            let numbers = text.split { "-T:".contains($0) }.map { Int($0)! }
            let instant = local.date(
                from: DateComponents(
                    year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4]
                ))!
            let parts = utc.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
            return String(
                format: "%04d-%02d-%02dT%02d:%02d", parts.year!, parts.month!, parts.day!, parts.hour!,
                parts.minute!)
        }
    }
}

struct CalendarFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
