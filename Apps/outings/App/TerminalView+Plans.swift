import Presentation

extension TerminalView {
    /// Text: "N  NAME  DAY START  STOPS" a line each. JSON: an array of `PlanSummaryViewModel`.
    func display(plans: [PlanSummaryViewModel]) {
        emit(json: plans) {
            guard !plans.isEmpty else { return [StyledLine(PlanSummaryViewModel.noPlans)] }
            return plans.map { plan in
                let shared = plan.shared ? "  shared" : ""
                return
                    "\(String(plan.number), .dim)  \(plan.name, .bold)  \(plan.day) \(plan.start)  \(plan.stopsText)\(shared, .dim)"
            }
        }
    }
}
