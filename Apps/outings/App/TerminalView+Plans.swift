import Domain
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

extension TerminalView {
    /// Text: the day as a timetable, each stop's findings under it ("! ..."), the way home, the
    /// cost and the day's findings; the travel estimate note last. JSON: `PlanViewModel`.
    func display(plan: PlanViewModel) {
        emit(json: plan) { planLines(plan) }
    }

    /// Text: "ok: nothing to fix" or the findings, one line each with their stop. JSON: an object
    /// with `plan`, `clear` and `findings`.
    func display(check plan: PlanViewModel) {
        emit(json: PlanCheckJSON(plan: plan.name, clear: plan.isClear, findings: plan.findings)) {
            guard !plan.isClear else { return [StyledLine("ok: nothing to fix in \(plan.name)")] }
            return plan.findings.map { finding in
                let stop = finding.stop.map { number in
                    "stop \(number) (\(plan.stops[number - 1].title)): "
                }
                return "\(stop ?? "the day: ")\(finding.text, .bold)"
            }
        }
    }

    /// Text: whether the order changes, then the day in that order. JSON: an object with
    /// `changesOrder`, `exact`, `applied` and `plan` (the day in the suggested order).
    func display(suggestion plan: PlanViewModel, changesOrder: Bool, isExact: Bool, applied: Bool) {
        let json = PlanSuggestionJSON(
            changesOrder: changesOrder, exact: isExact, applied: applied && changesOrder, plan: plan)
        emit(json: json) {
            let how =
                isExact
                ? "" : " (found by a shortcut: more than \(PlanOrderSuggestion.exactLimit) stops to order)"
            let head: StyledLine =
                !changesOrder
                ? "The plan's order is already the best\(how)."
                : applied
                    ? "Saved this order\(how):"
                    : "A better order\(how); 'plan suggest \(plan.name) --apply' saves it:"
            return [head] + planLines(plan)
        }
    }

    private func planLines(_ plan: PlanViewModel) -> [StyledLine] {
        let from = plan.startPlace.isEmpty ? "" : " from \(plan.startPlace)"
        let with = plan.children.isEmpty ? "" : ", with \(plan.childrenText)"
        let until = plan.until.map { ", back by \($0)" } ?? ""
        var lines: [StyledLine] = [
            "\(plan.name, .bold): \(plan.day), \(plan.start)\(from) by \(plan.travelMode)\(with)\(until)"
        ]
        if plan.stops.isEmpty { lines.append(StyledLine("No stops yet: add one with 'outings plan add'.")) }
        for stop in plan.stops {
            let pinned = stop.pinned == nil ? "" : " (pinned)"
            let facts = [stop.hours, stop.ages, stop.cost].filter { !$0.isEmpty }.joined(separator: " · ")
            lines.append(
                "\(String(stop.number).leftPadded(to: 2))  \("\(stop.start)-\(stop.leave)", .bold)  \(stop.title, .bold)\(pinned)"
            )
            lines.append("      \("travel: \(stop.travel)", .dim)")
            if !facts.isEmpty { lines.append("      \(facts)") }
            if !stop.address.isEmpty { lines.append("      \(stop.address, .dim)") }
            if !stop.notes.isEmpty { lines.append("      notes: \(stop.notes)") }
            for finding in stop.findings { lines.append("      ! \(finding.text, .bold)") }
        }
        if let ending = plan.endingText { lines.append(StyledLine(ending)) }
        if !plan.costText.isEmpty { lines.append("Cost: \(plan.costText)") }
        for finding in plan.findings where finding.stop == nil { lines.append("! \(finding.text, .bold)") }
        lines.append("\(PlanViewModel.estimateNote, .dim)")
        return lines
    }
}

/// `plan suggest --json`.
private struct PlanSuggestionJSON: Encodable {
    let changesOrder: Bool
    let exact: Bool
    let applied: Bool
    let plan: PlanViewModel
}

/// `plan check --json`.
private struct PlanCheckJSON: Encodable {
    let plan: String
    let clear: Bool
    let findings: [PlanViewModel.Finding]
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
