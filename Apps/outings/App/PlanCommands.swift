import AppSupport
import Domain
import Platform
import PlatformFoundation
import Presentation
import UseCases

/// The `plan` commands. Typed values are read before the store is opened, so bad input creates
/// nothing; names that do not exist are found by the use case.
struct PlanCommands {
    let command: ParsedCommand
    let plans: () throws -> ManagePlans
    let reports: () throws -> PlanReports
    /// The guide's time zone, where a plan's times are, and the time now (seconds since 1970).
    let zone: () throws -> LocalTimeConverter
    let now: () -> Int64
    /// The plan's page, absolute, when a public URL is configured.
    let pageLink: () throws -> (Plan) -> String?
    let console: any Console
    /// The guide's own files, which `--output` may not name.
    let storeFiles: () throws -> [String]
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
        case ["edit"]:
            if let name = command.value("name") { _ = try PlanRules.name(name) }
            if let date = command.value("date"), CalendarDate(text: date.trimmingWhitespace) == nil {
                throw PlanInputError.date
            }
            for option in ["at", "until"] {
                if let time = command.value(option), !time.isEmpty { _ = try ManagePlans.time(time) }
            }
            if let by = command.value("by"), TravelMode(rawValue: by.trimmingWhitespace.lowercased()) == nil {
                throw PlanInputError.travel
            }
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

    /// `plan edit PLAN [--name NAME] [--date DATE] [--at TIME] [--until TIME|''] [--start PLACE|'']
    /// [--end PLACE|''] [--by MODE] [--child NAME]...`: what is given changes, the rest stays.
    func edit() throws {
        let manage = try plans()
        let plan = try manage.plan(named: command.argument(0))
        var draft = ManagePlans.draft(of: plan)
        if let name = command.value("name") { draft.name = name }
        if let date = command.value("date") { draft.date = date }
        if let at = command.value("at") { draft.start = at }
        if let until = command.value("until") { draft.end = until }
        if let by = command.value("by") { draft.travel = by }
        if let start = command.value("start") { draft.startPlace = start }
        if let end = command.value("end") { draft.endPlace = end }
        if !command.all("child").isEmpty { draft.children = command.all("child") }
        if command.has("no-children") { draft.children = [] }
        let edited = try manage.edit(plan.id, to: draft)
        view.display(
            StatusViewModel(
                message:
                    "changed \(edited.name): \(PlanSummaryViewModel.day(edited.date)) \(edited.start.text)"))
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
                code: .findings,
                message: "\(plan.name) has \(count) \(count == 1 ? "thing" : "things") to fix")
        }
    }

    /// `plan suggest PLAN [--apply] [--json]`: the suggested day; `--apply` saves its order.
    func suggest() throws {
        let report = try reports().report(named: command.argument(0))
        let suggestion = report.suggestion
        if command.has("apply"), suggestion.changesOrder {
            try plans().reorder(report.plan.id, stopIDs: suggestion.stops.map(\.id))
        }
        let day = PlanViewModel(report.reordered(by: suggestion))
        view.display(
            suggestion: day, changesOrder: suggestion.changesOrder, isExact: suggestion.isExact,
            applied: command.has("apply"))
    }

    /// `plan calendar PLAN [--output FILE]`: the day as an iCalendar file, one event a stop.
    func calendar() throws {
        let report = try reports().report(named: command.argument(0))
        let file = PlanCalendar.file(
            [report], name: report.plan.name, zone: try zone().zone, stamp: now(), link: try pageLink())
        try write(file.bytes)
    }

    /// `bytes` to `--output FILE` (replaced whole or not at all) or to standard output, made
    /// terminal-safe when that is a terminal.
    func write(_ bytes: [UInt8]) throws {
        guard let path = command.outputFile else {
            if console.isTerminal(.output) {
                console.write(
                    TextSanitizer.terminalSafe(
                        String(decoding: bytes, as: UTF8.self).replacing("\r\n", with: "\n"),
                        keeping: .lineBreaksAndTabs))
            } else {
                console.write(data: Data(bytes))
            }
            return try console.stopIfOutputFailed()
        }
        do {
            try AtomicFile.requireReplaceable(path, sparing: try storeFiles())
            try AtomicFile.replace(path, mode: 0o666) { chunks in try chunks.write(bytes) }
        } catch let error as SystemError {
            throw CLIError(code: .ioError, message: error.description)
        }
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
