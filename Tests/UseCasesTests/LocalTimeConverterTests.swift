import Domain
import Foundation
import SystemTimeZones
import Testing
import UseCases

/// Instants and wall times checked with GNU date (`TZ=America/Denver date -d @SECONDS`): Denver
/// springs forward at 02:00 on 8 March 2026 and falls back at 02:00 on 1 November; Berlin
/// springs forward at 02:00 on 29 March and falls back at 03:00 on 25 October.
@Suite struct LocalTimeConverterTests {
    @Test(arguments: [
        ("America/Denver", 1_772_958_600, "2026-03-08 01:30"),  // 08:30Z, standard time
        ("America/Denver", 1_772_960_400, "2026-03-08 03:00"),  // 09:00Z, the first daylight minute
        ("America/Denver", 1_793_518_200, "2026-11-01 01:30"),  // 07:30Z, daylight time
        ("America/Denver", 1_793_521_800, "2026-11-01 01:30"),  // 08:30Z, the same hour again
        ("Europe/Berlin", 1_774_745_940, "2026-03-29 01:59"),
        ("Europe/Berlin", 1_774_746_000, "2026-03-29 03:00"),
        ("Europe/Berlin", 1_792_888_200, "2026-10-25 02:30"),  // 00:30Z, summer time
        ("Europe/Berlin", 1_792_891_800, "2026-10-25 02:30"),  // 01:30Z, the repeated hour
    ])
    func anInstantShowsItsZonesWallTime(zone: String, seconds: Int, wallTime: String) throws {
        let converter = try LocalTimeConverter(timeZoneIdentifier: zone)

        let local = converter.localTime(at: Date(timeIntervalSince1970: TimeInterval(seconds)))

        #expect(local == (try Self.localTime(wallTime)))
    }

    @Test(arguments: [
        ("America/Denver", "2026-03-08 01:00", 1_772_956_800),
        // Skipped in spring: read with standard time, it lands at 03:30 daylight time (09:30Z).
        ("America/Denver", "2026-03-08 02:30", 1_772_962_200),
        ("America/Denver", "2026-03-08 04:00", 1_772_964_000),
        // Repeated in autumn: the first of the two.
        ("America/Denver", "2026-11-01 01:30", 1_793_518_200),
        ("Europe/Berlin", "2026-03-29 02:30", 1_774_747_800),
        ("Europe/Berlin", "2026-10-25 02:30", 1_792_888_200),
    ])
    func aWallTimeIsTheInstantItFirstShows(zone: String, wallTime: String, seconds: Int) throws {
        let converter = try LocalTimeConverter(timeZoneIdentifier: zone)

        let instant = converter.instant(at: try Self.localTime(wallTime))

        #expect(instant == Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    /// Opening hours read wall time: on the spring-forward day `01:00-04:00` is open from 08:00Z to
    /// 10:00Z, two hours, and is open across the skipped hour.
    @Test func hoursOnTheSpringForwardDayFollowTheWallClock() throws {
        let denver = try LocalTimeConverter(timeZoneIdentifier: "America/Denver")
        let hours = try OpeningHours(text: "Mo-Su 01:00-04:00")
        func isOpen(_ seconds: Int) -> Bool {
            hours.isOpen(at: denver.localTime(at: Date(timeIntervalSince1970: TimeInterval(seconds))))
        }

        #expect(!isOpen(1_772_956_740))  // 07:59Z, 00:59 MST
        #expect(isOpen(1_772_958_600))  // 08:30Z, 01:30 MST
        #expect(isOpen(1_772_962_200))  // 09:30Z, 03:30 MDT
        #expect(!isOpen(1_772_964_000))  // 10:00Z, 04:00 MDT
        let closing = try #require(
            hours.nextChange(after: denver.localTime(at: Date(timeIntervalSince1970: 1_772_958_600))))
        #expect(closing.state == .closed)
        #expect(denver.instant(at: closing.at) == Date(timeIntervalSince1970: 1_772_964_000))
    }

    /// Checked with Python's zoneinfo: Denver and Berlin skip 02:00-03:00 on their spring days,
    /// Lord Howe (half an hour of daylight time) 02:00-02:30 on 4 October 2026.
    @Test(arguments: [
        ("America/Denver", "2026-03-08 02:00", "2026-03-08 03:00"),
        ("America/Denver", "2026-03-08 02:15", "2026-03-08 03:00"),
        ("America/Denver", "2026-03-08 02:59", "2026-03-08 03:00"),
        ("America/Denver", "2026-03-08 01:59", "2026-03-08 01:59"),
        ("America/Denver", "2026-03-08 03:00", "2026-03-08 03:00"),
        ("America/Denver", "2026-11-01 01:30", "2026-11-01 01:30"),
        ("America/Denver", "2026-06-01 12:00", "2026-06-01 12:00"),
        ("Europe/Berlin", "2026-03-29 02:30", "2026-03-29 03:00"),
        ("Europe/Berlin", "2026-10-25 02:30", "2026-10-25 02:30"),
        ("Australia/Lord_Howe", "2026-10-04 02:15", "2026-10-04 02:30"),
        ("Australia/Lord_Howe", "2026-10-04 01:59", "2026-10-04 01:59"),
        ("UTC", "2026-03-08 02:15", "2026-03-08 02:15"),
    ])
    func aSkippedWallTimeIsFirstShownWhenTheClocksJumpedTo(zone: String, asked: String, shown: String) throws
    {
        let converter = try LocalTimeConverter(timeZoneIdentifier: zone)

        #expect(converter.firstShown(atOrAfter: try Self.localTime(asked)) == (try Self.localTime(shown)))
    }

    /// A span the zone's clocks skip whole never happens: the next opening is the next real one.
    /// Skipped hours checked with Python's zoneinfo, as above.
    @Test(arguments: [
        ("America/Denver", "Su 02:00-03:00", "2026-03-08 01:00", "2026-03-15 02:00"),
        ("America/Denver", "Su 02:10-02:50,10:00-11:00", "2026-03-08 01:00", "2026-03-08 10:00"),
        ("America/Denver", "Su 02:30-04:00", "2026-03-08 01:00", "2026-03-08 03:00"),
        ("America/Denver", "Su 01:00-02:00", "2026-11-01 00:30", "2026-11-01 01:00"),
        ("Europe/Berlin", "Su 02:00-03:00", "2026-03-29 00:00", "2026-04-05 02:00"),
        ("Australia/Lord_Howe", "Su 02:00-02:30", "2026-10-04 01:00", "2026-10-11 02:00"),
        ("Australia/Lord_Howe", "Su 02:00-02:31", "2026-10-04 01:00", "2026-10-04 02:30"),
        ("UTC", "Su 02:00-03:00", "2026-03-08 01:00", "2026-03-08 02:00"),
    ])
    func aSpanTheClocksSkipIsNoOpening(zone: String, hours: String, asked: String, opens: String) throws {
        let converter = try LocalTimeConverter(timeZoneIdentifier: zone)

        let opening = converter.nextOpening(
            of: try OpeningHours(text: hours), after: try Self.localTime(asked))

        #expect(opening == (try Self.localTime(opens)))
    }

    @Test func anUnknownZoneIsRefused() {
        #expect(throws: LocalTimeError.unknownTimeZone("Mars/Olympus")) {
            try LocalTimeConverter(timeZoneIdentifier: "Mars/Olympus")
        }
    }

    private static func localTime(_ text: String) throws -> LocalDateTime {
        let numbers = text.split { $0 == "-" || $0 == " " || $0 == ":" }.compactMap { Int($0) }
        try #require(numbers.count == 5)
        return try #require(
            LocalDateTime(
                year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4]))
    }
}
