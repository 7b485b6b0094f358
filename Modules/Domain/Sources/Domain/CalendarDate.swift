/// A day of the proleptic Gregorian calendar, as a wall calendar shows it: no time zone, no time.
/// Its weekday and the next and previous days are computed here so Domain needs no Foundation
/// calendar for rules that only read wall time (opening hours).
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Month
    public let day: Int

    /// Nil unless the day exists in that month (29 February only in leap years); years 1 to 9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), let month = Month(rawValue: month),
            (1...Self.length(of: month, in: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    private init(unchecked year: Int, _ month: Month, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    public static func length(of month: Month, in year: Int) -> Int {
        switch month {
        case .february: isLeapYear(year) ? 29 : 28
        case .april, .june, .september, .november: 30
        default: 31
        }
    }

    /// Days since 1 January of year 1 (a Monday), counting whole years, then whole months.
    var ordinal: Int {
        let yearsBefore = year - 1
        // Floored divisions, so year 0 (the day before year 1, which `previous` can reach) counts
        // as the leap year it is.
        func leapDaysEvery(_ years: Int) -> Int {
            yearsBefore >= 0 ? yearsBefore / years : (yearsBefore + 1) / years - 1
        }
        var days = yearsBefore * 365 + leapDaysEvery(4) - leapDaysEvery(100) + leapDaysEvery(400)
        for earlier in Month.allCases where earlier < month {
            days += Self.length(of: earlier, in: year)
        }
        return days + day - 1
    }

    /// Days since 1 January 1970 (negative before), the count an instant's seconds divide into.
    public var daysSince1970: Int { ordinal - Self.ordinalOf1970 }

    /// The day `days` after 1 January 1970; nil outside years 1 to 9999.
    public init?(daysSince1970 days: Int) {
        let ordinal = days + Self.ordinalOf1970
        guard ordinal >= 0, ordinal < 3_652_059 else { return nil }
        // 146,097 days in 400 years: the estimate is at most one year off.
        var year = ordinal * 400 / 146_097 + 1
        while CalendarDate(unchecked: year, .january, 1).ordinal > ordinal { year -= 1 }
        while year < 9999, CalendarDate(unchecked: year + 1, .january, 1).ordinal <= ordinal { year += 1 }
        var month = Month.january
        var day = ordinal - CalendarDate(unchecked: year, .january, 1).ordinal + 1
        while day > Self.length(of: month, in: year) {
            day -= Self.length(of: month, in: year)
            month = month.next
        }
        self.init(unchecked: year, month, day)
    }

    private static let ordinalOf1970 = CalendarDate(unchecked: 1970, .january, 1).ordinal

    /// Floored remainder: year 0 has negative ordinals.
    public var weekday: Weekday { Weekday(rawValue: (ordinal % 7 + 7) % 7 + 1)! }

    public var next: CalendarDate {
        if day < Self.length(of: month, in: year) { return CalendarDate(unchecked: year, month, day + 1) }
        if month != .december { return CalendarDate(unchecked: year, month.next, 1) }
        return CalendarDate(unchecked: year + 1, .january, 1)
    }

    public var previous: CalendarDate {
        if day > 1 { return CalendarDate(unchecked: year, month, day - 1) }
        if month != .january {
            let earlier = Month(rawValue: month.rawValue - 1)!
            return CalendarDate(unchecked: year, earlier, Self.length(of: earlier, in: year))
        }
        return CalendarDate(unchecked: year - 1, .december, 31)
    }

    /// `2026-03-08`.
    public var description: String {
        "\(DecimalText.padded(year, width: 4))-\(DecimalText.padded(month.rawValue, width: 2))-\(DecimalText.padded(day, width: 2))"
    }

    public static func < (left: CalendarDate, right: CalendarDate) -> Bool {
        (left.year, left.month.rawValue, left.day) < (right.year, right.month.rawValue, right.day)
    }
}
