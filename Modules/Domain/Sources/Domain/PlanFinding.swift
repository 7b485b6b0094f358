/// Something about a plan's day that a family should fix, with one plain sentence that says what
/// is wrong and what to do. The sentences, with the plan's values in place of the examples:
///
/// - `notInGuide`: "no longer in the guide: remove this stop"
/// - `closed`: "closed on Saturday 12 December: choose another day or remove this stop"
/// - `closedOnHoliday`: "closed on public holidays (Christmas Day): choose another day or remove
///   this stop" (without the brackets when the holiday has no name)
/// - `closedThen`: "not open at 17:00 (open 10:00-16:00 that day): move this stop into those hours"
/// - `closesDuringVisit`: "closes at 16:00, 30 minutes into your visit: start by 14:30", or "...:
///   stay at most 30 minutes" when starting earlier would be before it opens
/// - `opensAfterArrival`: "opens at 10:00, after you arrive at 09:40: arrive at 10:00 or later"
/// - `hoursUnknown`: "opening hours not known: check before you go"
/// - `tooOld`: "Ben (13) is older than 2-10"; `tooYoung`: "Ana (1) is younger than 3+"
/// - `overlap`: "overlaps the stop before by 20 min: shorten Museum's stay or move this stop later"
/// - `late`: "late by 20 min: the day cannot reach 14:00 (travel is an estimate)"
/// - `endsLate` (day-wide): "the day ends at 17:40, after 17:00: remove a stop or shorten a stay"
///   (with " on Sunday 13 December" after the time when the day runs past midnight)
public struct PlanFinding: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, CaseIterable, Sendable {
        case notInGuide, closed, closedOnHoliday, closedThen, closesDuringVisit, opensAfterArrival
        case hoursUnknown, tooOld, tooYoung, overlap, late, endsLate

        /// Whether the visit breaks the stop's opening hours at the time the day gives it: what
        /// the order suggestion avoids. Unknown hours are not broken by any order.
        public var breaksHours: Bool {
            switch self {
            case .closed, .closedOnHoliday, .closedThen, .closesDuringVisit, .opensAfterArrival: true
            default: false
            }
        }
    }

    /// The change a finding's sentence suggests, for a view that offers it as one action.
    public enum Fix: Equatable, Sendable {
        /// Pin the stop at this time ("start by 14:30", "arrive at 10:00 or later").
        case pin(When.TimeOfDay)
        /// Stay this many minutes ("stay at most 30 minutes").
        case stay(Int)
        /// Let the stop follow the one before ("late by 20 min").
        case unpin
        /// Remove the stop (closed that day, ages that do not suit, gone from the guide).
        case remove
    }

    /// The stop found about; nil for a finding about the whole day.
    public let stopID: String?
    public let kind: Kind
    public let text: String
    /// What the sentence suggests, when one change does it; nil when the family must choose.
    public let fix: Fix?

    public init(stopID: String?, kind: Kind, text: String, fix: Fix? = nil) {
        self.stopID = stopID
        self.kind = kind
        self.text = text
        self.fix = fix
    }

    public var description: String { text }
}

extension PlanFinding {
    static func notInGuide(_ stop: String) -> PlanFinding {
        PlanFinding(
            stopID: stop, kind: .notInGuide, text: "no longer in the guide: remove this stop", fix: .remove)
    }

    static func hoursUnknown(_ stop: String) -> PlanFinding {
        PlanFinding(stopID: stop, kind: .hoursUnknown, text: "opening hours not known: check before you go")
    }

    /// The finding for a visit that breaks its hours; `day` turns minutes from the plan date's
    /// midnight into moments.
    static func hours(
        _ problem: PlanHoursProblem, stop: PlanStop, start: Int, day: PlanDay, holidays: [Holiday]
    ) -> PlanFinding {
        let time = { (minutes: Int) in day.moment(minutes).timeText }
        switch problem {
        case .closesDuringVisit(let closing, let opened):
            let startsInTime = closing - stop.stay >= opened
            let fix =
                startsInTime
                ? "start by \(time(closing - stop.stay))" : "stay at most \(closing - start) minutes"
            return PlanFinding(
                stopID: stop.id, kind: .closesDuringVisit,
                text: "closes at \(time(closing)), \(closing - start) minutes into your visit: \(fix)",
                fix: startsInTime
                    ? day.moment(closing - stop.stay).timeOfDay.map(Fix.pin) : .stay(closing - start))
        case .opensAfterArrival(let opening):
            return PlanFinding(
                stopID: stop.id, kind: .opensAfterArrival,
                text:
                    "opens at \(time(opening)), after you arrive at \(time(start)): arrive at \(time(opening)) or later",
                fix: day.moment(opening).timeOfDay.map(Fix.pin))
        case .closedAllDay(let offset):
            return PlanFinding(
                stopID: stop.id, kind: .closed,
                text:
                    "closed on \(day.date.adding(days: offset).dayAndMonthText): choose another day or remove this stop",
                fix: .remove)
        case .closedForHoliday(let offset):
            let date = day.date.adding(days: offset)
            let holidayName = holidays.first { $0.date == date }?.name ?? ""
            let name = holidayName.isEmpty ? "" : " (\(holidayName))"
            return PlanFinding(
                stopID: stop.id, kind: .closedOnHoliday,
                text: "closed on public holidays\(name): choose another day or remove this stop", fix: .remove
            )
        case .closedThen(let spans):
            let open = spans.map { span in
                OpeningHours.TimeSpan(start: span.lowerBound, end: span.upperBound).text
            }
            return PlanFinding(
                stopID: stop.id, kind: .closedThen,
                text:
                    "not open at \(time(start)) (open \(open.joined(separator: ", ")) that day): move this stop into those hours",
                fix: Self.startInside(spans, staying: stop.stay, day: day).map(Fix.pin))
        }
    }

    /// The start of the first span that holds the whole stay, else of the longest span: the pin
    /// that moves a visit into the day's hours.
    private static func startInside(_ spans: [Range<Int>], staying stay: Int, day: PlanDay) -> When.TimeOfDay?
    {
        let span = spans.first { $0.count >= stay } ?? spans.max { $0.count < $1.count }
        return span.flatMap { day.moment($0.lowerBound).timeOfDay }
    }

    static func age(child: String, age: Int, ages: AgeRange, stop: String) -> PlanFinding? {
        if age < ages.youngest {
            return PlanFinding(
                stopID: stop, kind: .tooYoung, text: "\(child) (\(age)) is younger than \(ages.text)",
                fix: .remove)
        }
        if let oldest = ages.oldest, age > oldest {
            return PlanFinding(
                stopID: stop, kind: .tooOld, text: "\(child) (\(age)) is older than \(ages.text)",
                fix: .remove)
        }
        return nil
    }

    static func overlap(minutes: Int, before: String, stop: String) -> PlanFinding {
        let shorten = before.isEmpty ? "shorten the stop before" : "shorten \(before)'s stay"
        return PlanFinding(
            stopID: stop, kind: .overlap,
            text: "overlaps the stop before by \(minutes) min: \(shorten) or move this stop later",
            fix: .unpin)
    }

    static func late(minutes: Int, pinned: When.TimeOfDay, stop: String) -> PlanFinding {
        PlanFinding(
            stopID: stop, kind: .late,
            text: "late by \(minutes) min: the day cannot reach \(pinned.text) (travel is an estimate)",
            fix: .unpin)
    }

    static func endsLate(at end: LocalDateTime, planned: When.TimeOfDay, on date: CalendarDate) -> PlanFinding
    {
        let day = end.date == date ? "" : " on \(end.date.dayAndMonthText)"
        return PlanFinding(
            stopID: nil, kind: .endsLate,
            text:
                "the day ends at \(end.timeText)\(day), after \(planned.text): remove a stop or shorten a stay"
        )
    }
}

extension OpeningHours.TimeSpan {
    /// `10:00-16:00`.
    var text: String {
        var text = ""
        write(to: &text)
        return text
    }
}
