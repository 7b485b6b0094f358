/// A moment as a clock on the wall shows it where an attraction is: date, hour and minute, with
/// no time zone. Rules such as opening hours are written in wall time; turning an instant into
/// wall time (time zones, daylight saving) happens outside Domain.
public struct LocalDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let date: CalendarDate
    /// 0 to 23.
    public let hour: Int
    /// 0 to 59.
    public let minute: Int

    public var year: Int { date.year }
    public var month: Month { date.month }
    public var day: Int { date.day }
    public var weekday: Weekday { date.weekday }
    /// Minutes since midnight, 0 to 1439.
    public var minuteOfDay: Int { hour * 60 + minute }

    public init?(date: CalendarDate, hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.date = date
        self.hour = hour
        self.minute = minute
    }

    /// Nil unless the date exists and the time is 00:00 to 23:59.
    public init?(year: Int, month: Int, day: Int, hour: Int, minute: Int) {
        guard let date = CalendarDate(year: year, month: month, day: day) else { return nil }
        self.init(date: date, hour: hour, minute: minute)
    }

    /// The moment `minuteOfDay` (0 to 1440) minutes after the start of `date`; 1440 is the next
    /// day's midnight.
    init(date: CalendarDate, minuteOfDay: Int) {
        let wholeDay = 24 * 60
        self.date = minuteOfDay >= wholeDay ? date.next : date
        hour = minuteOfDay % wholeDay / 60
        minute = minuteOfDay % 60
    }

    /// `2026-03-08 01:30`.
    public var description: String {
        "\(date) \(DecimalText.padded(hour, width: 2)):\(DecimalText.padded(minute, width: 2))"
    }

    public static func < (left: LocalDateTime, right: LocalDateTime) -> Bool {
        (left.date, left.minuteOfDay) < (right.date, right.minuteOfDay)
    }
}
