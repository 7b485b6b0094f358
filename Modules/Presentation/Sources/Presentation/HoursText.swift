import Domain
import UseCases

/// Opening hours in words a family reads: a day's hours ("Open 9:00-17:00", "Closed Saturday"),
/// the state at a moment ("Open now, closes 17:00", "Opens Tuesday 10:00"), and the week
/// ("Monday: closed", "Tuesday: 10:00-17:00"). Times are the guide's wall time, hours without a
/// leading zero.
public enum HoursText {
    /// "Monday" ... "Sunday".
    public static func dayName(_ weekday: Weekday) -> String { weekday.name }

    /// "9:00", "17:30"; 1440 is "24:00".
    public static func time(minutes: Int) -> String {
        "\(minutes / 60):\(DecimalText.padded(minutes % 60, width: 2))"
    }

    /// "6 Dec".
    public static func date(_ date: CalendarDate) -> String { "\(date.day) \(date.month.abbreviation)" }

    /// "9:00-17:00", spans joined by ", "; "all day" for the whole day.
    static func spans(_ spans: [OpeningHours.DaySpan]) -> String {
        if spans == [OpeningHours.DaySpan(start: 0, end: 24 * 60)] { return "all day" }
        return spans.map { "\(time(minutes: $0.start))-\(time(minutes: $0.end))" }.joined(separator: ", ")
    }

    /// The hours of `date` for a card's facts: "Open 9:00-17:00", "Open all day", "Closed Saturday";
    /// on one of `holidays`, as the hours' `PH` rule says.
    public static func day(_ hours: OpeningHours, on date: CalendarDate, holidays: Set<CalendarDate> = [])
        -> String
    {
        let spans = hours.spans(on: date, holidays: holidays)
        return spans.isEmpty ? "Closed \(dayName(date.weekday))" : "Open \(Self.spans(spans))"
    }

    /// The week, Monday first: "Monday: closed", "Tuesday: 10:00-17:00"; nil when the hours do not
    /// repeat each week or do not read as days (`OpeningHours.week`): show their text then.
    public static func week(_ hours: OpeningHours) -> [String]? {
        hours.week?.map { day in
            "\(dayName(day.weekday)): \(day.spans.isEmpty ? "closed" : spans(day.spans))"
        }
    }

    /// Whether it is open at `moment` and until when, or when it opens: "Open now, closes 17:00",
    /// "Open now, closes Saturday 2:00", "Open now, all day every day", "Opens today 10:00",
    /// "Opens Tuesday 10:00" (within the week), "Opens 24 Dec 10:00", "Closed" (it never opens
    /// again), "Hours not known". The next opening is the zone's (`LocalTimeConverter.nextOpening`).
    public static func state(
        _ hours: OpeningHours?, at moment: LocalDateTime, in zone: LocalTimeConverter
    ) -> String {
        guard let hours else { return "Hours not known" }
        if hours.isOpen(at: moment) {
            guard let change = hours.nextChange(after: moment) else { return "Open now, all day every day" }
            return "Open now, closes \(when(change.at, from: moment, today: ""))"
        }
        guard let opens = zone.nextOpening(of: hours, after: moment) else { return "Closed" }
        return "Opens \(when(opens, from: moment, today: "today "))"
    }

    /// "17:00" (with `today` before it) on the same day, "Tuesday 10:00" within the week,
    /// "24 Dec 10:00" further off.
    private static func when(_ time: LocalDateTime, from moment: LocalDateTime, today: String) -> String {
        let clock = Self.time(minutes: time.minuteOfDay)
        let days = time.date.daysSince1970 - moment.date.daysSince1970
        if days == 0 { return today + clock }
        if days < 7 { return "\(dayName(time.weekday)) \(clock)" }
        return "\(date(time.date)) \(clock)"
    }
}
