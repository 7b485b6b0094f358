import Domain
import UseCases

/// Draws a plan's day as a `PlanRouteMapViewModel`, in the order and with the numbers of its
/// `PlanViewModel`: the start place, the stops with a location, the end place.
public enum PlanRouteMapPresenter {
    public static func map(_ report: PlanReport) -> PlanRouteMapViewModel {
        map(PlanViewModel(report), household: report.household)
    }

    /// `household`: where the day's start and end places are found by name.
    public static func map(_ plan: PlanViewModel, household: Household) -> PlanRouteMapViewModel {
        typealias Visit = (location: GeoCoordinate, stop: Int?, title: String)
        let place = { (name: String) -> Visit? in
            guard !name.isEmpty, let found = household.place(named: name) else { return nil }
            return (found.location, nil, found.name)
        }
        let stops = plan.stops.compactMap { stop -> Visit? in
            guard let latitude = stop.latitude, let longitude = stop.longitude,
                let location = GeoCoordinate(latitude: latitude, longitude: longitude)
            else { return nil }
            return (location, stop.number, stop.title)
        }
        let unlocated = plan.stops.map(\.number).filter { number in !stops.contains { $0.stop == number } }
        let start = place(plan.startPlace)
        let end = place(plan.endPlace)
        let endsAtStart = start != nil && end?.title == start?.title
        let visits = [start].compactMap { $0 } + stops + (endsAtStart ? [] : [end].compactMap { $0 })
        guard let projection = MapProjection(visits.map(\.location)) else {
            let summary = plan.stops.isEmpty ? "No stop to show." : "None of the stops has a location."
            return PlanRouteMapViewModel(
                points: [], route: [], scaleBar: nil, summary: summary, unlocatedNote: nil)
        }
        let points = visits.map { visit in
            let (x, y) = projection.project(visit.location)
            return PlanRouteMapViewModel.Point(stop: visit.stop, title: visit.title, x: x, y: y)
        }
        let route = endsAtStart && points.count > 1 ? points + [points[0]] : points
        let bar = PhotoMapPresenter.scaleBar(metresPerUnit: projection.metresPerUnit)
        let shown = stops.count == 1 ? "1 stop" : "\(stops.count) stops"
        return PlanRouteMapViewModel(
            points: points, route: route, scaleBar: bar,
            summary: "Map of the day's route, \(shown) in order; the scale bar is \(bar.label).",
            unlocatedNote: note(unlocated))
    }

    private static func note(_ numbers: [Int]) -> String? {
        guard let last = numbers.last else { return nil }
        guard numbers.count > 1 else { return "Stop \(last) has no location, so it is not on the map." }
        let others = numbers.dropLast().map(String.init).joined(separator: ", ")
        return "Stops \(others) and \(last) have no location, so they are not on the map."
    }
}
