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
    /// the hours are not the same every week (a rule selects months) or a span runs past
    /// midnight (a day's hours would not read as one span): those are shown as their text.
    public var week: [(weekday: Weekday, spans: [DaySpan])]? {
        guard rules.allSatisfy({ $0.months.isEmpty }),
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
    /// rest counted on the next day, as `isOpen(at:)` reads it.
    public func spans(on date: CalendarDate) -> [DaySpan] {
        openIntervals(on: date).sorted { $0.lowerBound < $1.lowerBound }
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
