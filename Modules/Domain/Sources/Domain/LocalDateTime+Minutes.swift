extension CalendarDate {
    /// The day `days` after this one (before it when negative), within years 1 to 9999.
    func adding(days: Int) -> CalendarDate {
        CalendarDate(daysSince1970: daysSince1970 + days) ?? self
    }

    /// `Saturday 12 December`: the weekday, the day and the month in English, as findings say it.
    public var dayAndMonthText: String { "\(weekday.name) \(day) \(month.name)" }
}

extension LocalDateTime {
    /// The moment `minutes` (0 or more) after the start of `date`, carried into later days.
    init(date: CalendarDate, minutesAfterMidnight minutes: Int) {
        let wholeDay = 24 * 60
        self.init(date: date.adding(days: minutes / wholeDay), minuteOfDay: minutes % wholeDay)
    }

    /// `HH:MM`, the time of day alone.
    public var timeText: String {
        DecimalText.padded(hour, width: 2) + ":" + DecimalText.padded(minute, width: 2)
    }
}

extension LocalDateTime {
    /// The time of day alone.
    public var timeOfDay: When.TimeOfDay? { When.TimeOfDay(hour: hour, minute: minute) }
}
