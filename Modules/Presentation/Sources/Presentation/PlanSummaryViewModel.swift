import Domain

/// One plan as a list shows it, the same in every app. `Encodable` with the keys `outings plan
/// list --json` documents: `number`, `id`, `name`, `date` (YYYY-MM-DD), `day` ("Saturday 12 Dec
/// 2026"), `start` (HH:MM), `travel`, `stops` (how many) and `shared`.
public struct PlanSummaryViewModel: Equatable, Sendable, Encodable {
    public let number: Int
    public let id: String
    public let name: String
    public let date: String
    public let day: String
    public let start: String
    public let travel: String
    public let stops: Int
    public let shared: Bool

    public init(_ plan: Plan, number: Int) {
        self.number = number
        id = plan.id
        name = plan.name
        date = plan.date.description
        day = Self.day(plan.date)
        start = plan.start.text
        travel = plan.travel.rawValue
        stops = plan.stops.count
        shared = !plan.shareDigest.isEmpty
    }

    public static func list(_ plans: [Plan]) -> [PlanSummaryViewModel] {
        plans.enumerated().map { PlanSummaryViewModel($1, number: $0 + 1) }
    }

    /// "Saturday 12 Dec 2026": a plan's day, never relative (a printed plan is read later).
    public static func day(_ date: CalendarDate) -> String {
        "\(date.weekday.name) \(date.day) \(date.month.abbreviation) \(date.year)"
    }

    /// "3 stops", "1 stop", "no stops yet".
    public var stopsText: String {
        stops == 0 ? "no stops yet" : stops == 1 ? "1 stop" : "\(stops) stops"
    }

    public static let noPlans = "No plans yet. Make one with 'outings plan new NAME --date YYYY-MM-DD'."
}
