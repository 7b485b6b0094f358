import Domain
import PlatformCalendar

/// Wall time in one time zone: what an attraction's clock shows at an instant, and back. Opening
/// hours are written in wall time, so they are evaluated on `localTime(at:)`.
public struct LocalTimeConverter: Sendable {
    public let timeZone: TimeZone
    private let calendar: Calendar

    /// An IANA time zone name such as `America/Denver` or `Europe/Berlin`.
    public init(timeZoneIdentifier: String) throws(LocalTimeError) {
        guard let timeZone = TimeZone(identifier: timeZoneIdentifier) else {
            throw .unknownTimeZone(timeZoneIdentifier)
        }
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The wall time at `instant`; in the hour repeated in autumn two instants show the same time.
    public func localTime(at instant: Date) -> LocalDateTime {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
        // The calendar's components are always a valid gregorian date and time.
        return LocalDateTime(
            year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!)!
    }

    /// The instant a clock shows `local`. In the hour repeated in autumn, the first of the two; in
    /// the hour skipped in spring, the time is read with the offset before the change, which lands
    /// as far past the change as `local` is past its start (02:30 in Denver on the spring day is
    /// 03:30 daylight time).
    public func instant(at local: LocalDateTime) -> Date {
        let asIfUTC = Self.utcCalendar.date(
            from: DateComponents(
                year: local.year, month: local.month.rawValue, day: local.day, hour: local.hour,
                minute: local.minute))!
        let day: TimeInterval = 24 * 60 * 60
        let offsetBefore = TimeInterval(timeZone.secondsFromGMT(for: asIfUTC - day))
        let offsetAfter = TimeInterval(timeZone.secondsFromGMT(for: asIfUTC + day))
        let shown = [offsetBefore, offsetAfter].map { asIfUTC - $0 }.filter { candidate in
            TimeInterval(timeZone.secondsFromGMT(for: candidate)) == asIfUTC.timeIntervalSince(candidate)
        }
        return shown.min() ?? asIfUTC - offsetBefore
    }

    private static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar
    }()
}

public enum LocalTimeError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownTimeZone(String)

    public var description: String {
        switch self {
        case .unknownTimeZone: "time zone: expected a name such as America/Denver or Europe/Berlin"
        }
    }
}

extension LocalTimeConverter {
    /// The zone this machine is set to (`TZ`, else the system's), for a guide that names none.
    public static var system: LocalTimeConverter { LocalTimeConverter(zone: TimeZone.current) }

    private init(zone: TimeZone) {
        timeZone = zone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        self.calendar = calendar
    }
}
