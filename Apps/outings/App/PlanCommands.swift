import AppSupport
import Domain
import Presentation
import UseCases

/// The `plan` commands. Typed values are read before the store is opened, so bad input creates
/// nothing; names that do not exist are found by the use case.
struct PlanCommands {
    let command: ParsedCommand
    let plans: () throws -> ManagePlans
    let reports: () throws -> PlanReports
    let view: TerminalView

    /// Refuses a malformed value (exit 65) before the store is opened.
    static func checkArguments(_ command: ParsedCommand) throws {
        switch Array(command.spec.words.dropFirst()) {
        case ["new"]:
            _ = try command.required("date")
            // The household is read later; an empty one checks the rest of the draft.
            var draft = draft(command)
            draft.startPlace = ""
            draft.endPlace = ""
            draft.children = []
            _ = try ManagePlans.read(draft, household: Household())
        case ["add"]:
            if let stay = command.value("stay") { _ = try PlanRules.stay(stay) }
            if let at = command.value("at") { _ = try ManagePlans.time(at) }
            _ = try PlanRules.notes(command.value("notes") ?? "")
        default: break
        }
    }

    /// `plan new NAME --date DATE [--start PLACE] [--at 10:00] [--child NAME]... [--by MODE]`.
    func create() throws {
        let plan = try plans().create(Self.draft(command))
        let children = plan.children.isEmpty ? "" : " with \(plan.children.joined(separator: ", "))"
        let from = plan.startPlace.isEmpty ? "" : " from \(plan.startPlace)"
        view.display(
            StatusViewModel(
                message:
                    "made the plan \(plan.name): \(PlanSummaryViewModel.day(plan.date)) \(plan.start.text)\(from)\(children), by \(plan.travel.rawValue)"
            ))
    }

    /// `plan list [--json]`.
    func list() throws {
        view.display(plans: PlanSummaryViewModel.list(try plans().plans()))
    }

    /// `plan add PLAN ATTRACTION [--stay 90m] [--at 14:00] [--notes TEXT] [--free]`.
    func add() throws {
        let manage = try plans()
        let stay = command.value("stay") ?? ""
        let at = command.value("at") ?? ""
        let notes = command.value("notes") ?? ""
        let added =
            command.has("free")
            ? try manage.addFreeStop(
                to: command.argument(0), label: command.argument(1), stay: stay, at: at, notes: notes)
            : try manage.addStop(
                to: command.argument(0), attraction: command.argument(1), stay: stay, at: at, notes: notes)
        let pinned = added.stop.pinned.map { " at \($0.text)" } ?? ""
        view.display(
            StatusViewModel(
                message:
                    "added stop \(added.plan.stops.count) to \(added.plan.name)\(pinned), staying \(added.stop.stay) min"
            ))
    }

    /// `plan move PLAN STOP --to N`.
    func move() throws {
        let position = try command.integer("to", in: 1...PlanRules.maximumStops) ?? 1
        let plan = try plans().moveStop(in: command.argument(0), stop: command.argument(1), to: position)
        view.display(StatusViewModel(message: "moved the stop to place \(position) of \(plan.name)"))
    }

    /// `plan remove PLAN STOP`.
    func remove() throws {
        let plan = try plans().plan(named: command.argument(0))
        try plans().removeStop(from: plan.id, stop: command.argument(1))
        view.display(StatusViewModel(message: "removed the stop from \(plan.name)"))
    }

    /// `plan show PLAN [--json]`.
    func show() throws {
        view.display(plan: PlanViewModel(try reports().report(named: command.argument(0))))
    }

    /// `plan check PLAN [--json]`: exit 0 with nothing to fix, 1 with findings.
    func check() throws {
        let plan = PlanViewModel(try reports().report(named: command.argument(0)))
        view.display(check: plan)
        guard plan.isClear else {
            let count = plan.findings.count
            throw CLIError(
                code: .findings, message: "\(plan.name) has \(count) \(count == 1 ? "thing" : "things") to fix")
        }
    }

    /// `plan suggest PLAN [--apply] [--json]`: the suggested day; `--apply` saves its order.
    func suggest() throws {
        let report = try reports().report(named: command.argument(0))
        let suggestion = report.suggestion
        if command.has("apply"), suggestion.changesOrder {
            try plans().reorder(report.plan.id, stopIDs: suggestion.stops.map(\.id))
        }
        view.display(
            suggestion: PlanViewModel(report.suggested), changesOrder: suggestion.changesOrder,
            isExact: suggestion.isExact, applied: command.has("apply"))
    }

    /// `plan delete PLAN`.
    func delete() throws {
        let plan = try plans().delete(command.argument(0))
        view.display(StatusViewModel(message: "deleted the plan \(plan.name)"))
    }

    static func draft(_ command: ParsedCommand) -> ManagePlans.Draft {
        ManagePlans.Draft(
            name: command.argument(0), date: command.value("date") ?? "", start: command.value("at") ?? "",
            end: command.value("until") ?? "", travel: command.value("by") ?? "",
            startPlace: command.value("start") ?? "", endPlace: command.value("end") ?? "",
            children: command.all("child"))
    }
}
