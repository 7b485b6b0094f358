/// When a stop's attraction is open over the days a plan's day reaches, as merged ranges of
/// minutes from the midnight that starts `plan.date`: the one place a visit is held against its
/// opening hours, for the findings and the order suggestion alike.
struct PlanOpenTimes {
    let intervals: [Range<Int>]
    /// Day offsets (0 is the plan's date) that are public holidays on which the hours' `PH` rule
    /// closes a day that is otherwise open.
    let closedForHoliday: Set<Int>

    static let wholeDay = 24 * 60

    /// `days` days from `date` on, `holidays` being the public holidays.
    init(hours: OpeningHours, from date: CalendarDate, days: Int, holidays: Set<CalendarDate>) {
        var intervals: [Range<Int>] = []
        var closedForHoliday = Set<Int>()
        var day = date
        for offset in 0..<max(1, days) {
            let open = hours.openIntervals(on: day, holidays: holidays)
            if open.isEmpty, holidays.contains(day), !hours.openIntervals(on: day, holidays: []).isEmpty {
                closedForHoliday.insert(offset)
            }
            let base = offset * Self.wholeDay
            intervals += open.map { (base + $0.lowerBound)..<(base + $0.upperBound) }
            day = day.next
        }
        self.intervals = intervals.sorted { $0.lowerBound < $1.lowerBound }
            .reduce(into: [Range<Int>]()) { merged, interval in
                if let last = merged.last, interval.lowerBound <= last.upperBound {
                    merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, interval.upperBound)
                } else {
                    merged.append(interval)
                }
            }
        self.closedForHoliday = closedForHoliday
    }

    /// What is wrong with a visit over `[start, end)` (minutes from the plan date's midnight), or
    /// nil when it lies inside one open interval.
    func problem(start: Int, end: Int) -> PlanHoursProblem? {
        if let open = interval(containing: start) {
            return end <= open.upperBound
                ? nil : .closesDuringVisit(closing: open.upperBound, opened: open.lowerBound)
        }
        if let next = intervals.first(where: { $0.lowerBound > start }), next.lowerBound < end {
            return .opensAfterArrival(opening: next.lowerBound)
        }
        let day = start / Self.wholeDay
        let dayOpen = spans(onDay: day)
        if closedForHoliday.contains(day) { return .closedForHoliday(day: day) }
        return dayOpen.isEmpty ? .closedAllDay(day: day) : .closedThen(dayOpen)
    }

    /// Whether a visit over `[start, end)` breaks the hours: `problem(start:end:) != nil`, without
    /// working out what the problem is (the order suggestion asks this at every step).
    func breaks(start: Int, end: Int) -> Bool {
        guard let open = interval(containing: start) else { return true }
        return end > open.upperBound
    }

    /// The open interval `minute` is in; nil when closed then.
    private func interval(containing minute: Int) -> Range<Int>? {
        intervals.first { $0.contains(minute) }
    }

    /// The open ranges within day `day`, as minutes of that day (1440 is `24:00`).
    func spans(onDay day: Int) -> [Range<Int>] {
        let base = day * Self.wholeDay
        return intervals.compactMap { interval in
            let lower = max(interval.lowerBound, base)
            let upper = min(interval.upperBound, base + Self.wholeDay)
            return lower < upper ? (lower - base)..<(upper - base) : nil
        }
    }
}

/// How a visit breaks its stop's opening hours; minutes are from the plan date's midnight, days
/// are offsets from the plan's date.
enum PlanHoursProblem: Equatable {
    /// Open at the start, closed before the visit ends.
    case closesDuringVisit(closing: Int, opened: Int)
    /// Closed at the start, open before the visit ends.
    case opensAfterArrival(opening: Int)
    /// Closed for the whole day the visit starts on.
    case closedAllDay(day: Int)
    /// Closed for the whole day by the `PH` rule, on a public holiday.
    case closedForHoliday(day: Int)
    /// Closed throughout the visit, open at other times of that day (minutes of that day).
    case closedThen([Range<Int>])
}
