/// When an attraction is open, in the subset of OpenStreetMap's `opening_hours` that families'
/// attractions need: `Mo-Fr 09:00-12:00,13:00-17:00; Sa,Su 10:00-16:00`, `Jun-Aug Mo-Su
/// 10:00-20:00`, `off`, `24/7`, spans past midnight (`Fr 20:00-02:00`) and `24:00` as an end.
///
/// Public holidays are `PH`, read as the specification reads it: beside weekdays with a comma it
/// adds the holidays (`Sa,PH 10:00-16:00`), before them with a space it narrows to holidays on
/// those weekdays (`PH Mo-Fr off`). Which dates are holidays is the caller's (`holidays:`); the
/// methods without it know none, so a `PH` rule never applies there.
///
/// As in OpenStreetMap (and its reference evaluator, opening_hours.js), a later rule replaces
/// earlier ones on every day it selects (`Mo-Su 10:00-18:00; We off` is closed on Wednesdays).
/// The part of a span after midnight counts as its rule's hours for the next day, placed where
/// the rule stands: `Fr 20:00-02:00` is open until 02:00 on Saturday, `Fr 20:00-02:00; Sa off`
/// closes at midnight (the later rule replaces all of Saturday), `Sa off; Fr 20:00-02:00` does
/// not.
///
/// Evaluated on wall time (`LocalDateTime`): the time zone is the caller's concern.
public struct OpeningHours: Hashable, Sendable, CustomStringConvertible {
    /// How opening hours are written: what `init(text:)` reads and what a person is told to give.
    public static let textForm =
        "OpenStreetMap opening_hours, e.g. Mo-Fr 09:00-17:00; Sa,Su 10:00-16:00; Jun-Aug Mo-Su 10:00-20:00"

    /// The longest text read, as OpenStreetMap limits a tag's value; it also bounds the work
    /// `nextChange(after:)` does per day.
    public static let maximumLength = 255

    let rules: [Rule]

    /// Refuses anything outside the subset with the 1-based column of the problem.
    public init(text: String) throws(OpeningHoursError) {
        // A text has at most as many characters as UTF-8 bytes: only a long one is counted.
        guard text.utf8.count <= Self.maximumLength || text.count <= Self.maximumLength else {
            throw OpeningHoursError(
                column: Self.maximumLength + 1, reason: "at most \(Self.maximumLength) characters")
        }
        var parser = OpeningHoursParser(text)
        rules = try parser.rules()
        // The limit holds for the text kept (`text`), which pads times and spaces out rules: what
        // is stored must read back. That text is ASCII and at most doubles what was typed (a test
        // binds this), so only a text over half the limit can outgrow it.
        if text.utf8.count > Self.maximumLength / 2, case let stored = self.text.utf8.count,
            stored > Self.maximumLength
        {
            throw OpeningHoursError(
                column: Self.maximumLength + 1,
                reason:
                    "at most \(Self.maximumLength) characters as stored (times as HH:MM, rules joined by \"; \"); these hours would be \(stored)"
            )
        }
    }

    /// The canonical text (names capitalised, times as `HH:MM`, rules joined by `; `), which
    /// `init(text:)` reads back to the same hours.
    public var text: String {
        var text = ""
        text.reserveCapacity(64)  // most hours' text: grown once, not per rule
        Self.write(rules, separator: "; ", to: &text) { $0.write(to: &$1) }
        return text
    }

    public var description: String { text }

    public enum State: Hashable, Sendable {
        case open, closed
    }

    /// The moment the state next changes, and the state from then on.
    public struct Change: Hashable, Sendable {
        public let state: State
        public let at: LocalDateTime

        public init(state: State, at: LocalDateTime) {
            self.state = state
            self.at = at
        }
    }

    /// Whether it is open at `moment` on a calendar without public holidays.
    public func isOpen(at moment: LocalDateTime) -> Bool { isOpen(at: moment, holidays: []) }

    /// Whether it is open at `moment`, the dates in `holidays` being public holidays (`PH`).
    public func isOpen(at moment: LocalDateTime, holidays: Set<CalendarDate>) -> Bool {
        isOpen(on: moment.date, minute: moment.minuteOfDay, holidays: holidays)
    }

    public func state(at moment: LocalDateTime) -> State { isOpen(at: moment) ? .open : .closed }

    /// `nextChange(after:holidays:)` on a calendar without public holidays.
    public func nextChange(after moment: LocalDateTime) -> Change? {
        nextChange(after: moment, holidays: [])
    }

    /// The first change strictly after `moment`, the dates in `holidays` being public holidays,
    /// looking up to a little over a year ahead (every rule repeats within a year); nil when the
    /// state never changes within it (`24/7`, or all `off`). A span ending at `24:00` closes at
    /// 00:00 of the next day.
    public func nextChange(after moment: LocalDateTime, holidays: Set<CalendarDate>) -> Change? {
        let current = isOpen(at: moment, holidays: holidays)
        var date = moment.date
        for _ in 0..<Self.daysLookedAhead {
            let boundaries = openIntervals(on: date, holidays: holidays)
                .flatMap { [$0.lowerBound, $0.upperBound] }.sorted()
            for minute in boundaries where date != moment.date || minute > moment.minuteOfDay {
                let candidate = LocalDateTime(date: date, minuteOfDay: minute)
                if isOpen(at: candidate, holidays: holidays) != current {
                    return Change(state: current ? .closed : .open, at: candidate)
                }
            }
            date = date.next
        }
        return nil
    }

    static let daysLookedAhead = 400

    private func isOpen(on date: CalendarDate, minute: Int, holidays: Set<CalendarDate>) -> Bool {
        openIntervals(on: date, holidays: holidays).contains { $0.contains(minute) }
    }

    /// The minutes of `date` during which it is open. Rules are read in order: one selecting
    /// `date` replaces what came before with its spans (cut at midnight); one selecting the day
    /// before adds the part after midnight of its spans.
    func openIntervals(on date: CalendarDate, holidays: Set<CalendarDate>) -> [Range<Int>] {
        let wholeDay = 24 * 60
        let yesterday = date.previous
        let todayIsHoliday = !holidays.isEmpty && holidays.contains(date)
        let yesterdayWasHoliday = !holidays.isEmpty && holidays.contains(yesterday)
        var intervals: [Range<Int>] = []
        for rule in rules {
            if rule.applies(to: date, isHoliday: todayIsHoliday) {
                intervals = rule.hours.spans.map { $0.start..<($0.wrapsMidnight ? wholeDay : $0.end) }
            }
            if rule.applies(to: yesterday, isHoliday: yesterdayWasHoliday) {
                intervals += rule.hours.spans.filter(\.wrapsMidnight).map { 0..<$0.end }
            }
        }
        return intervals
    }
}
