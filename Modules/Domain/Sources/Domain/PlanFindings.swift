/// Everything to fix about a plan's day, in the order of its stops, the day-wide findings last,
/// and what the day costs. Nothing here blocks saving a plan: the plan shows its findings.
///
/// For each stop, on the timetable's times: a stop no longer in the guide (nothing else is said
/// of it), its opening hours over the whole visit `[start, departure)` with the household's
/// public holidays (unknown hours are never taken as open), each child going against its ages on
/// the plan's date, and a pinned stop that overlaps the stop before or cannot be reached. For the
/// day: ending after `plan.end`. The sentences are `PlanFinding`'s.
public struct PlanFindings: Equatable, Sendable {
    public let findings: [PlanFinding]
    public let cost: PlanCost
    public let timetable: PlanTimetable

    public init(plan: Plan, attractions: [String: Attraction], household: Household) {
        self.init(
            timetable: PlanTimetable(plan: plan, attractions: attractions, household: household), plan: plan,
            attractions: attractions, household: household)
    }

    /// The findings on `timetable`, which must be `plan`'s.
    public init(timetable: PlanTimetable, plan: Plan, attractions: [String: Attraction], household: Household)
    {
        self.timetable = timetable
        cost = PlanCost(plan: plan, attractions: attractions)
        let day = PlanDay(plan: plan, household: household)
        let holidays = household.holidayDates
        let children = plan.children.compactMap { name in
            household.child(named: name).flatMap { child in child.age(on: plan.date).map { (child.name, $0) }
            }
        }
        let days = timetable.endMinute / PlanOpenTimes.wholeDay + 1
        var findings: [PlanFinding] = []
        for (index, row) in timetable.rows.enumerated() {
            let stop = row.stop
            if row.isMissingFromGuide {
                findings.append(.notInGuide(stop.id))
                continue
            }
            if let attraction = row.attraction {
                if let hours = attraction.hours {
                    let open = PlanOpenTimes(hours: hours, from: plan.date, days: days, holidays: holidays)
                    if let problem = open.problem(start: row.startMinute, end: row.departureMinute) {
                        findings.append(
                            .hours(
                                problem, stop: stop, start: row.startMinute, day: day,
                                holidays: household.holidays))
                    }
                } else {
                    findings.append(.hoursUnknown(stop.id))
                }
                if let ages = attraction.ages {
                    findings += children.compactMap {
                        .age(child: $0.0, age: $0.1, ages: ages, stop: stop.id)
                    }
                }
            }
            if let pinned = stop.pinned {
                let previousEnd = index > 0 ? timetable.rows[index - 1].departureMinute : nil
                if let previousEnd, previousEnd > row.startMinute {
                    findings.append(
                        .overlap(
                            minutes: previousEnd - row.startMinute, before: timetable.rows[index - 1].title,
                            stop: stop.id))
                } else if let late = row.lateBy {
                    findings.append(.late(minutes: late, pinned: pinned, stop: stop.id))
                }
            }
        }
        if let planned = plan.end, timetable.endMinute > planned.minuteOfDay {
            findings.append(.endsLate(at: timetable.end, planned: planned, on: plan.date))
        }
        self.findings = findings
    }

    /// The findings about the stop `id`.
    public func findings(forStop id: String) -> [PlanFinding] { findings.filter { $0.stopID == id } }

    /// The findings about the whole day.
    public var dayFindings: [PlanFinding] { findings.filter { $0.stopID == nil } }
}
