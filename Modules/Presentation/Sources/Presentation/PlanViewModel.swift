import Domain
import UseCases

/// A plan's day as every app shows it, from one `PlanReport`: the page, `plan show`, the calendar
/// and the printed sheet show the same order and the same times. `Encodable` with the keys
/// `outings plan show --json` and `GET /api/plans/ID` document (docs/plans.md).
public struct PlanViewModel: Equatable, Sendable, Encodable {
    public struct Child: Equatable, Sendable, Encodable {
        public let name: String
        /// Whole years on the plan's date; nil for a child not in the household any more.
        public let age: Int?
    }

    /// What one action does to fix a finding (`PlanFinding.Fix`): `pin` with `time`, `stay` with
    /// `minutes`, `unpin` or `remove`.
    public struct Fix: Equatable, Sendable, Encodable {
        public let action: String
        public let time: String?
        public let minutes: Int?
        /// The words of a button that does it: "Start at 14:30", "Stay 30 minutes".
        public let label: String
    }

    public struct Finding: Equatable, Sendable, Encodable {
        /// The stop's number in the day; nil for the whole day.
        public let stop: Int?
        public let stopID: String?
        public let kind: String
        public let text: String
        public let fix: Fix?
    }

    public struct Stop: Equatable, Sendable, Encodable {
        public let number: Int
        public let id: String
        /// nil for a stop of free text.
        public let attractionID: String?
        public let title: String
        public let address: String
        public let latitude: Double?
        public let longitude: Double?
        /// `HH:MM` on the guide's clock.
        public let arrive: String
        public let start: String
        public let leave: String
        /// Minutes.
        public let stay: Int
        public let pinned: String?
        public let lateBy: Int?
        /// The leg before: "28 min (estimate)", or that it is not known.
        public let travel: String
        public let travelMinutes: Int
        /// "5.0 km" in a straight line; nil when not known.
        public let distance: String?
        /// The hours on the plan's date: "Open 10:00-16:00", "Closed Saturday", "Hours not known".
        public let hours: String
        /// "Ages 3-10", "" when not known.
        public let ages: String
        /// "Free", "8 USD a child", "" when not known.
        public let cost: String
        public let notes: String
        public let sequence: Int
        public let findings: [Finding]
    }

    public let id: String
    public let name: String
    public let date: String
    /// "Saturday 12 Dec 2026".
    public let day: String
    public let start: String
    /// When the family wants to be back, `HH:MM`; nil when it does not matter.
    public let until: String?
    public let travelMode: String
    public let startPlace: String
    public let endPlace: String
    public let children: [Child]
    /// The members going, by member id.
    public let members: [String]
    public let stops: [Stop]
    /// The leg home: "28 min (estimate)"; nil without a place to end at.
    public let travelHome: String?
    /// When the day ends, `HH:MM` (with the day when it runs past midnight).
    public let ends: String
    /// Every finding, stops' in the day's order, then the day's.
    public let findings: [Finding]
    /// The known costs for the people going: "24 USD for 3"; "Free" when every stop is free.
    public let cost: String
    public let costPeople: Int
    /// The numbers of the stops whose cost is not known.
    public let costUnknownStops: [Int]
    public let shared: Bool

    /// Said wherever travel times are shown.
    public static let estimateNote =
        "Travel times are estimates from the distance in a straight line (x1.3); allow extra time."

    public init(_ report: PlanReport) {
        let plan = report.plan
        let timetable = report.timetable
        let numbers = Dictionary(uniqueKeysWithValues: plan.stops.enumerated().map { ($1.id, $0 + 1) })
        let finding = { (found: PlanFinding) in
            Finding(
                stop: found.stopID.flatMap { numbers[$0] }, stopID: found.stopID, kind: found.kind.rawValue,
                text: found.text, fix: found.fix.map(Self.fix))
        }
        let holidays = report.household.holidayDates
        id = plan.id
        name = plan.name
        date = plan.date.description
        day = PlanSummaryViewModel.day(plan.date)
        start = plan.start.text
        until = plan.end?.text
        travelMode = plan.travel.rawValue
        startPlace = plan.startPlace
        endPlace = plan.homePlace
        children = plan.children.map { name in
            Child(name: name, age: report.household.child(named: name)?.age(on: plan.date))
        }
        members = plan.members
        stops = timetable.rows.enumerated().map { index, row in
            let attraction = row.attraction
            return Stop(
                number: index + 1, id: row.stop.id, attractionID: row.stop.attractionID,
                title: row.isMissingFromGuide ? "(no longer in the guide)" : row.title,
                address: attraction?.address ?? "", latitude: attraction?.location?.latitude,
                longitude: attraction?.location?.longitude, arrive: row.arrival.timeText,
                start: row.start.timeText, leave: row.departure.timeText, stay: row.stop.stay,
                pinned: row.stop.pinned?.text, lateBy: row.lateBy,
                travel: row.legBefore?.text ?? "the day starts here",
                travelMinutes: row.legBefore?.minutes ?? 0,
                distance: row.legBefore?.metres.map(DistanceText.text(metres:)),
                hours: attraction.map { attraction in
                    attraction.hours.map { HoursText.day($0, on: row.start.date, holidays: holidays) }
                        ?? "Hours not known"
                } ?? "",
                ages: attraction?.ages.map(AttractionWords.ages) ?? "",
                cost: attraction?.cost.map(AttractionWords.costInFull) ?? "", notes: row.stop.notes,
                sequence: row.stop.sequence,
                findings: report.findings.findings(forStop: row.stop.id).map(finding))
        }
        travelHome = timetable.legHome?.text
        ends =
            timetable.end.date == plan.date
            ? timetable.end.timeText : "\(timetable.end.timeText) on \(timetable.end.date.dayAndMonthText)"
        findings = stops.flatMap(\.findings) + report.findings.dayFindings.map(finding)
        let cost = report.findings.cost
        costPeople = cost.people
        self.cost =
            cost.totals.isEmpty
            ? (plan.stops.isEmpty ? "" : cost.isComplete ? "Free" : "Not known")
            : cost.totals.map(\.text).joined(separator: " + ") + " for \(cost.people)"
        costUnknownStops = cost.unknownStopIDs.compactMap { numbers[$0] }
        shared = !plan.shareDigest.isEmpty
    }

    /// Whether the day has nothing to fix.
    public var isClear: Bool { findings.isEmpty }

    /// "Ana (5), Ben (13)": the children going with their ages on the day; "" for none.
    public var childrenText: String {
        children.map { child in child.age.map { "\(child.name) (\($0))" } ?? child.name }.joined(
            separator: ", ")
    }

    /// "Back at Home at 16:56 (travel: 11 min (estimate))", or "The day ends at 15:52" without a
    /// place to end at; nil for a day without stops.
    public var endingText: String? {
        guard !stops.isEmpty else { return nil }
        guard let home = travelHome else { return "The day ends at \(ends)" }
        return "Back at \(endPlace) at \(ends) (travel: \(home))"
    }

    /// "29 USD for 2 (not known for stop 3)"; "" when no stop has a cost to count.
    public var costText: String {
        guard !cost.isEmpty, !costUnknownStops.isEmpty else { return cost }
        return "\(cost) (not known for stop \(costUnknownStops.map(String.init).joined(separator: ", ")))"
    }

    private static func fix(_ fix: PlanFinding.Fix) -> Fix {
        switch fix {
        case .pin(let time): Fix(action: "pin", time: time.text, minutes: nil, label: "Start at \(time.text)")
        case .stay(let minutes):
            Fix(action: "stay", time: nil, minutes: minutes, label: "Stay \(minutes) minutes")
        case .unpin: Fix(action: "unpin", time: nil, minutes: nil, label: "Let it follow the stop before")
        case .remove: Fix(action: "remove", time: nil, minutes: nil, label: "Remove this stop")
        }
    }
}
