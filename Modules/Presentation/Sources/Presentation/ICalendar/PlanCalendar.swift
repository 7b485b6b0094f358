import Domain
import UseCases

/// A plan's stops as calendar events, in the order and at the times every view shows
/// (`PlanReport`'s timetable): one event per stop, its UID made of the stop's id (stable while
/// the stop exists), its SEQUENCE the stop's, the address as LOCATION, the point as GEO, and a
/// DESCRIPTION with that day's hours, the ages, the cost, the notes and what to fix.
public enum PlanCalendar {
    /// The domain UIDs end in, so they are unique beyond this guide too.
    public static let uidDomain = "outings.plans"

    /// `link`: the plan's page, absolute, or nil when no address is known (the CLI without a
    /// public URL).
    public static func events(_ report: PlanReport, link: String?) -> [CalendarEvent] {
        let view = PlanViewModel(report)
        return zip(report.timetable.rows, view.stops).map { row, stop in
            CalendarEvent(
                uid: "\(row.stop.id)@\(uidDomain)", sequence: row.stop.sequence, start: row.start,
                end: row.departure, summary: stop.title, location: stop.address,
                geo: row.attraction?.location, url: link, description: description(stop, of: view))
        }
    }

    /// One calendar of every plan given (a member's feed, or one plan), named `name`.
    public static func file(
        _ reports: [PlanReport], name: String, zone: any ZoneOffsets, stamp: Int64, link: (Plan) -> String?
    ) -> CalendarFile {
        CalendarFile(
            name: name, zone: zone, events: reports.flatMap { events($0, link: link($0.plan)) }, stamp: stamp)
    }

    private static func description(_ stop: PlanViewModel.Stop, of plan: PlanViewModel) -> String {
        var lines = ["Stop \(stop.number) of \(plan.name), \(plan.day)"]
        if !stop.hours.isEmpty { lines.append("Hours that day: \(stop.hours)") }
        if !stop.ages.isEmpty { lines.append(stop.ages) }
        if !stop.cost.isEmpty { lines.append("Cost: \(stop.cost)") }
        if stop.number > 1 || !plan.startPlace.isEmpty { lines.append("Travel before: \(stop.travel)") }
        if !stop.notes.isEmpty { lines.append("Notes: \(stop.notes)") }
        lines += stop.findings.map { "To fix: \($0.text)" }
        return lines.joined(separator: "\n")
    }
}
