import Domain

/// How iCalendar writes times (RFC 5545, sections 3.3.5 and 3.3.14): `20260307T100000` for a wall
/// time, `20260307T170000Z` for an instant in UTC, `-0700` for a UTC offset.
enum CalendarTimeText {
    /// `date` as `YYYYMMDD`.
    static func date(_ date: CalendarDate) -> String {
        DecimalText.padded(date.year, width: 4) + DecimalText.padded(date.month.rawValue, width: 2)
            + DecimalText.padded(date.day, width: 2)
    }

    /// A wall time to the minute, as `YYYYMMDDTHHMM00`.
    static func wallTime(_ time: LocalDateTime) -> String {
        wallTime(date: time.date, secondOfDay: time.minuteOfDay * 60)
    }

    /// The wall time `seconds` after 1970-01-01 00:00 of the same clock (a UTC instant plus its
    /// offset), as `YYYYMMDDTHHMMSS`; years outside 1 to 9999 are held to them.
    static func wallTime(secondsSince1970 seconds: Int64) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds + 1) / 86_400 - 1
        let secondOfDay = Int(seconds - days * 86_400)
        let clamped = Int(max(-719_162, min(2_932_896, days)))
        return wallTime(date: CalendarDate(daysSince1970: clamped)!, secondOfDay: secondOfDay)
    }

    /// An instant in UTC, as `YYYYMMDDTHHMMSSZ`.
    static func utc(secondsSince1970 seconds: Int64) -> String {
        wallTime(secondsSince1970: seconds) + "Z"
    }

    /// A UTC offset, as `+HHMM` (`+HHMMSS` when it has seconds); zero is `+0000`, never `-0000`.
    static func offset(_ seconds: Int) -> String {
        let magnitude = abs(seconds)
        let sign = seconds < 0 ? "-" : "+"
        let hoursAndMinutes =
            DecimalText.padded(magnitude / 3600, width: 2)
            + DecimalText.padded(magnitude % 3600 / 60, width: 2)
        let extra = magnitude % 60 == 0 ? "" : DecimalText.padded(magnitude % 60, width: 2)
        return sign + hoursAndMinutes + extra
    }

    private static func wallTime(date: CalendarDate, secondOfDay: Int) -> String {
        Self.date(date) + "T" + DecimalText.padded(secondOfDay / 3600, width: 2)
            + DecimalText.padded(secondOfDay % 3600 / 60, width: 2)
            + DecimalText.padded(secondOfDay % 60, width: 2)
    }
}
