import Domain
import PlatformFoundation

/// A named time zone's offsets from UTC, as the system's time-zone database gives them (the
/// composition root supplies one: AppSupport reads the database).
public protocol ZoneOffsets: Sendable {
    /// `America/Denver`.
    var identifier: String { get }
    /// Seconds east of UTC at `seconds` since 1970.
    func secondsFromUTC(at seconds: Int64) -> Int
}

/// Wall time in one time zone: what an attraction's clock shows at an instant, and back. Opening
/// hours are written in wall time, so they are evaluated on `localTime(at:)`.
public struct LocalTimeConverter: Sendable {
    public let zone: any ZoneOffsets

    public init(zone: any ZoneOffsets) {
        self.zone = zone
    }

    /// The wall time at `instant` (to the minute); in the hour repeated in autumn two instants show
    /// the same time. Instants outside years 1 to 9999 show the first or last minute of that range.
    public func localTime(at instant: Date) -> LocalDateTime {
        localTime(
            atSecondsSince1970: Int64(max(-1e14, min(1e14, instant.timeIntervalSince1970)).rounded(.down)))
    }

    /// The wall time `stamp` seconds after 1970-01-01 00:00 UTC, as `localTime(at:)`: what stored
    /// stamps (sessions, edits) are counted in.
    public func localTime(atSecondsSince1970 stamp: Int64) -> LocalDateTime {
        let seconds = max(-100_000_000_000_000, min(100_000_000_000_000, stamp))
        let local = seconds + Int64(zone.secondsFromUTC(at: seconds))
        let days = local >= 0 ? local / 86_400 : (local + 1) / 86_400 - 1
        let minuteOfDay = Int(local - days * 86_400) / 60
        guard let date = CalendarDate(daysSince1970: Int(days)) else {
            return days < 0 ? Self.first : Self.last
        }
        return LocalDateTime(date: date, hour: minuteOfDay / 60, minute: minuteOfDay % 60) ?? Self.last
    }

    private static let first = LocalDateTime(year: 1, month: 1, day: 1, hour: 0, minute: 0)!
    private static let last = LocalDateTime(year: 9999, month: 12, day: 31, hour: 23, minute: 59)!

    /// The instant a clock shows `local`. In the hour repeated in autumn, the first of the two; in
    /// the hour skipped in spring, the time is read with the offset before the change, which lands
    /// as far past the change as `local` is past its start (02:30 in Denver on the spring day is
    /// 03:30 daylight time).
    public func instant(at local: LocalDateTime) -> Date {
        let asIfUTC = Int64(local.date.daysSince1970) * 86_400 + Int64(local.minuteOfDay) * 60
        let day: Int64 = 86_400
        let offsetBefore = Int64(zone.secondsFromUTC(at: asIfUTC - day))
        let offsetAfter = Int64(zone.secondsFromUTC(at: asIfUTC + day))
        let shown = [offsetBefore, offsetAfter].map { asIfUTC - $0 }.filter { candidate in
            Int64(zone.secondsFromUTC(at: candidate)) == asIfUTC - candidate
        }
        return Date(timeIntervalSince1970: TimeInterval(shown.min() ?? asIfUTC - offsetBefore))
    }

    /// `local` when a clock shows it; in the hour skipped in spring, the first wall time shown
    /// after it (02:30 in Denver on the spring day is 03:00), which is when something the hours
    /// open at 02:30 does open.
    public func firstShown(atOrAfter local: LocalDateTime) -> LocalDateTime {
        let asIfUTC = Int64(local.date.daysSince1970) * 86_400 + Int64(local.minuteOfDay) * 60
        let day: Int64 = 86_400
        let before = Int64(zone.secondsFromUTC(at: asIfUTC - day))
        let after = Int64(zone.secondsFromUTC(at: asIfUTC + day))
        // The instants read with either offset: shown before `local` at the first, at or after it
        // at the last. The first instant shown at or after `local` lies between them.
        var early = asIfUTC - max(before, after)
        var late = asIfUTC - min(before, after)
        guard localTime(at: Self.date(early)) < local else { return localTime(at: Self.date(early)) }
        while late - early > 1 {
            let middle = early + (late - early) / 2
            if localTime(at: Self.date(middle)) < local { early = middle } else { late = middle }
        }
        return localTime(at: Self.date(late))
    }

    private static func date(_ seconds: Int64) -> Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }
}

/// A time-zone name the system's time-zone database does not have.
public enum LocalTimeError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownTimeZone(String)

    public var description: String {
        switch self {
        case .unknownTimeZone: "time zone: expected a name such as America/Denver or Europe/Berlin"
        }
    }
}
