/// The hours as one week that repeats, for a page that lists "Monday: closed".
extension OpeningHours {
    /// A span of one day in minutes since midnight, `end` after `start` (1440 is `24:00`).
    public struct DaySpan: Hashable, Sendable {
        public let start: Int
        public let end: Int

        public init(start: Int, end: Int) {
            self.start = start
            self.end = end
        }
    }

    /// Each weekday, Monday first, with the spans it is open (none: closed that day); nil when
    /// the hours are not the same every week (a rule selects months or public holidays) or a span
    /// runs past midnight (a day's hours would not read as one span): those are shown as their
    /// text, and the form's week never drops a `PH` rule.
    public var week: [(weekday: Weekday, spans: [DaySpan])]? {
        guard rules.allSatisfy({ $0.months.isEmpty && $0.holidays == .none }),
            !rules.contains(where: { rule in rule.hours.spans.contains { $0.wrapsMidnight } })
        else { return nil }
        return Weekday.allCases.map { weekday in
            (weekday, spans(on: Self.sampleWeek[weekday.rawValue - 1]))
        }
    }

    /// Monday 5 January 2026 and the six days after it: any week serves once no rule names months.
    private static let sampleWeek: [CalendarDate] = {
        var dates = [CalendarDate(year: 2026, month: 1, day: 5)!]
        while dates.count < 7 { dates.append(dates[dates.count - 1].next) }
        return dates
    }()

    /// The spans open on `date`, merged and in order: a span past midnight is cut there, its
    /// rest counted on the next day, as `isOpen(at:holidays:)` reads it with the same holidays.
    public func spans(on date: CalendarDate, holidays: Set<CalendarDate> = []) -> [DaySpan] {
        openIntervals(on: date, holidays: holidays).sorted { $0.lowerBound < $1.lowerBound }
            .reduce(into: [DaySpan]()) { merged, interval in
                if let last = merged.last, interval.lowerBound <= last.end {
                    merged[merged.count - 1] = DaySpan(
                        start: last.start, end: max(last.end, interval.upperBound))
                } else {
                    merged.append(DaySpan(start: interval.lowerBound, end: interval.upperBound))
                }
            }
    }
}

/// The hours as the add/edit form's week: each day closed, or open one or two spans (a lunch
/// break between them), written as `opening_hours` text.
extension OpeningHours {
    /// The most spans a day has in the form's week.
    public static let spansPerFormDay = 2

    /// Hours open on each weekday's spans (`days`: Monday first, seven of them; a day without
    /// spans is closed), written with consecutive days that have the same spans as one range
    /// (`Mo-Fr 09:00-12:00,13:00-17:00; Sa 10:00-14:00`); `off` when no day opens.
    public init(week days: [[DaySpan]]) throws(OpeningHoursWeekError) {
        guard days.count == Weekday.allCases.count else { throw .days(days.count) }
        for (weekday, spans) in zip(Weekday.allCases, days) {
            for (index, span) in spans.enumerated() {
                guard span.start >= 0, span.end <= 24 * 60, span.start < span.end else {
                    throw .order(weekday)
                }
                if index > 0, span.start < spans[index - 1].end { throw .overlap(weekday) }
            }
        }
        var rules: [Rule] = []
        var index = 0
        while index < days.count {
            var last = index
            while last + 1 < days.count, days[last + 1] == days[index] { last += 1 }
            if !days[index].isEmpty {
                let first = Weekday.allCases[index]
                rules.append(
                    Rule(
                        months: [], weekdays: [NameRange(first: first, last: Weekday.allCases[last])],
                        hours: .spans(days[index].map { TimeSpan(start: $0.start, end: $0.end) })))
            }
            index = last + 1
        }
        self.rules = rules.isEmpty ? [Rule(months: [], weekdays: [], hours: .off)] : rules
    }

    /// The week for the form: each day's spans when every day has at most `spansPerFormDay`
    /// (`week` gives them, so the hours repeat weekly and no span runs past midnight); nil when
    /// the hours do not fit it, and are then edited as text.
    public var formWeek: [[DaySpan]]? {
        guard let week, week.allSatisfy({ $0.spans.count <= Self.spansPerFormDay }) else { return nil }
        return week.map(\.spans)
    }
}

/// Why a week from the form is no opening hours.
public enum OpeningHoursWeekError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not seven days.
    case days(Int)
    /// A span that does not open before it closes within the day.
    case order(Weekday)
    /// A second span that opens before the first closes.
    case overlap(Weekday)

    public var description: String {
        switch self {
        case .days(let count): "a week has 7 days, not \(count)"
        case .order(let day): "\(day.name): the opening time must be before the closing time"
        case .overlap(let day): "\(day.name): the second period must start after the first ends"
        }
    }
}
