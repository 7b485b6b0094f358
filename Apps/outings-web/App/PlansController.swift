import AppSupport
import Domain
import HTTPServer
import Presentation
import UseCases

/// `/plans` and a plan's pages, its calendar file and its printed sheet; the share link and the
/// calendar feed, which open without signing in. Every change goes through `ManagePlans`; a
/// refused one shows the page again with its one line and the error's status. Who may change
/// plans (owners and editors) is the route's need; the pages offer the forms to them only.
struct PlansController: Sendable {
    let plans: ManagePlans
    let reports: PlanReports
    let sharing: PlanSharing
    let signedIn: RequestContext?
    let csrf: CSRFToken
    let once: FormOnce
    let zone: LocalTimeConverter
    let now: @Sendable () -> Int64
    let today: @Sendable () -> CalendarDate
    /// Where links handed out (share link, feed) are absolute; nil: paths.
    let linkBase: PublicURL?
    let household: @Sendable () throws -> Household
    /// The attractions a stop may be chosen from, by name, for the form's suggestions.
    let attractionNames: @Sendable () throws -> [String]
    let members: @Sendable () throws -> [Member]
    /// The attraction with this id, if any.
    let attraction: @Sendable (String) throws -> Attraction?

    private var mayChange: Bool { signedIn.map { $0.member.role != .viewer } ?? true }

    // MARK: The list

    func list(problem: String? = nil, typed: [String: String] = [:], status: Int = 200, feed: String? = nil)
        throws -> HTTPResponse
    {
        let content = PlansPage.Content(
            plans: PlanSummaryViewModel.list(try plans.plans()), household: try household(),
            members: signedIn == nil ? [] : try members(), me: signedIn?.member.id, today: today(),
            mayChange: mayChange, problem: problem, typed: typed,
            hasFeed: try signedIn.map { try sharing.hasFeed($0.member.id) } ?? false, feedLink: feed)
        return Responses.html(
            PlansPage.render(content, csrf: csrf.value, once: once.field(), signedIn: signedIn),
            status: status)
    }

    /// `GET /api/plans`: the shape of `outings plan list --json`.
    func listJSON() throws -> HTTPResponse {
        Responses.json(PlanSummaryViewModel.list(try plans.plans()))
    }

    /// `POST /plans`: a new plan, then its page. With `attraction` fields (the home page's "Plan
    /// this day"), those attractions are its first stops.
    func create(_ form: FormBody) throws -> HTTPResponse {
        // Sent again (a double tap on "Plan this day", a reload): the plan it made is in the list.
        guard once.firstUse(form[FormOnce.name]) else { return Responses.seeOther("/plans") }
        // The home page's "Plan this day" names the plan by its day: a second click makes another.
        let name = form["name"] ?? ""
        let draft = ManagePlans.Draft(
            name: form["numbered"] == "1" ? PlanRules.freeName(name, among: try plans.plans()) : name,
            date: form["date"] ?? "", start: form["start"] ?? "",
            end: form["until"] ?? "", travel: form["travel"] ?? "", startPlace: form["from"] ?? "",
            children: form.all("child"), members: form.all("member"))
        do {
            let plan = try plans.create(
                draft, attractions: Array(form.all("attraction").prefix(PlanRules.maximumStops)))
            return Responses.seeOther("/plans/\(HTML.pathSegment(plan.id))")
        } catch let error where !(error is WebFailure) {
            let mapped = WebErrorMapping.map(error)
            guard mapped.status < 500 else { throw error }
            return try list(problem: mapped.message, typed: form.fields, status: mapped.status)
        }
    }

    // MARK: One plan

    /// `GET /plans/ID` (the page) and `GET /plans/ID.ics` (its calendar).
    func show(_ id: String) throws -> HTTPResponse {
        if id.hasSuffix(".ics") { return try calendar(report(String(id.dropLast(4)))) }
        return try page(try report(id))
    }

    /// `GET /api/plans/ID`: the shape of `outings plan show --json`.
    func json(_ id: String) throws -> HTTPResponse {
        Responses.json(PlanViewModel(try report(id)))
    }

    func print(_ id: String, paper: String?) throws -> HTTPResponse {
        printed(try report(id), paper: paper)
    }

    func addStop(_ id: String, _ form: FormBody) throws -> HTTPResponse {
        try change(id, typed: form.fields) {
            let stay = form["stay"] ?? ""
            let at = form["at"] ?? ""
            if form["free"] == "on" {
                try plans.addFreeStop(to: id, label: form["stop"] ?? "", stay: stay, at: at)
            } else {
                try plans.addStop(to: id, attraction: form["stop"] ?? "", stay: stay, at: at)
            }
        }
    }

    /// `POST /plans/ID/stops/STOP/move` with `to` (a place in the day, 1 first).
    func moveStop(_ id: String, _ stop: String, _ form: FormBody) throws -> HTTPResponse {
        try change(id) {
            guard let to = Int(form["to"] ?? "") else {
                throw PlanInputError.position(count: PlanRules.maximumStops)
            }
            try plans.moveStop(in: id, stop: stop, to: to)
        }
    }

    func removeStop(_ id: String, _ stop: String) throws -> HTTPResponse {
        try change(id) { try plans.removeStop(from: id, stop: stop) }
    }

    /// `POST /plans/ID/stops/STOP/change`: `stay`, `at` ("" unpins) and `notes`, each when sent.
    func changeStop(_ id: String, _ stop: String, _ form: FormBody) throws -> HTTPResponse {
        try change(id, typed: form.fields) {
            try plans.changeStop(in: id, stop: stop, stay: form["stay"], at: form["at"], notes: form["notes"])
        }
    }

    /// `POST /plans/ID/stops/STOP/fix`: a finding's own fix (`action`: pin with `time`, stay with
    /// `minutes`, unpin, remove).
    func fix(_ id: String, _ stop: String, _ form: FormBody) throws -> HTTPResponse {
        try change(id) {
            switch form["action"] {
            case "pin": try plans.changeStop(in: id, stop: stop, at: form["time"] ?? "")
            case "stay": try plans.changeStop(in: id, stop: stop, stay: form["minutes"] ?? "")
            case "unpin": try plans.changeStop(in: id, stop: stop, at: "")
            case "remove": try plans.removeStop(from: id, stop: stop)
            default: throw WebFailure.badRequest("a fix is pin, stay, unpin or remove")
            }
        }
    }

    /// `POST /plans/ID/suggest`: the suggested order, saved.
    func suggest(_ id: String) throws -> HTTPResponse {
        try change(id) {
            let report = try reports.report(named: id)
            try plans.reorder(id, stopIDs: report.suggestion.stops.map(\.id))
        }
    }

    /// `POST /plans/ID/edit`: the whole day as the form has it (no place and no child mean none).
    func editDay(_ id: String, _ form: FormBody) throws -> HTTPResponse {
        try change(id, typed: form.fields) {
            var draft = ManagePlans.draft(of: try plans.plan(named: id))
            draft.name = form["name"] ?? ""
            draft.date = form["date"] ?? ""
            draft.start = form["start"] ?? ""
            draft.end = form["until"] ?? ""
            draft.travel = form["travel"] ?? ""
            draft.startPlace = form["from"] ?? ""
            draft.children = form.all("child")
            if signedIn != nil { draft.members = form.all("member") }
            try plans.edit(id, to: draft)
        }
    }

    func delete(_ id: String) throws -> HTTPResponse {
        try plans.delete(id)
        return Responses.seeOther("/plans")
    }

    /// `POST /plans/ID/share`: a new read-only link, shown on this answer only.
    func share(_ id: String, _ form: FormBody) throws -> HTTPResponse {
        guard once.firstUse(form[FormOnce.name]) else { return Responses.seeOther(path(id)) }
        let token = try sharing.share(id)
        let link = "/shared/" + token
        return try page(try report(id), shareLink: linkBase.map { $0.link(link) } ?? link)
    }

    func unshare(_ id: String) throws -> HTTPResponse {
        try sharing.unshare(id)
        return Responses.seeOther(path(id))
    }

    /// `GET /attractions/ID/plan`: the plans to add the attraction to, nearest day first.
    func chooser(attraction id: String, problem: String? = nil, status: Int = 200) throws -> HTTPResponse {
        let attraction = try attractionNamed(id)
        let content = AddToPlanPage.Content(
            attractionID: attraction.id, attractionName: attraction.name,
            plans: PlanSummaryViewModel.list(try plans.plans()), problem: problem)
        return Responses.html(
            AddToPlanPage.render(content, csrf: csrf.value, signedIn: signedIn), status: status)
    }

    /// `POST /attractions/ID/plan` with `plan` (its id): the attraction as the plan's last stop.
    func add(attraction id: String, _ form: FormBody) throws -> HTTPResponse {
        let plan = form["plan"] ?? ""
        do {
            try plans.addStop(to: plan, attraction: try attractionNamed(id).id)
            return Responses.seeOther(path(plan))
        } catch let error where !(error is WebFailure) {
            let mapped = WebErrorMapping.map(error)
            guard mapped.status < 500 else { throw error }
            return try chooser(attraction: id, problem: mapped.message, status: mapped.status)
        }
    }

    // MARK: Opened without signing in

    /// `GET /shared/TOKEN`, `/shared/TOKEN.ics`: the shared plan, read-only; 404 once revoked.
    func shared(_ token: String) throws -> HTTPResponse {
        let calendarFile = token.hasSuffix(".ics")
        guard let plan = try sharing.sharedPlan(token: calendarFile ? String(token.dropLast(4)) : token)
        else {
            throw WebFailure.notFound("this link does not open a plan any more: ask for a new one")
        }
        let report = try reports.report(plan)
        if calendarFile { return calendar(report) }
        return Responses.html(
            PlanPage.render(
                PlanPage.Content(
                    plan: PlanViewModel(report), routeMap: Self.routeMap(report),
                    mayChange: false, sharedBase: "/shared/\(HTML.pathSegment(token))",
                    attractionNames: []),
                csrf: "", once: "", signedIn: nil))
    }

    func sharedPrint(_ token: String, paper: String?) throws -> HTTPResponse {
        guard let plan = try sharing.sharedPlan(token: token) else {
            throw WebFailure.notFound("this link does not open a plan any more: ask for a new one")
        }
        return printed(try reports.report(plan), paper: paper)
    }

    /// `GET /calendar/TOKEN.ics`: the plans the feed's member goes on.
    func feed(_ name: String) throws -> HTTPResponse {
        guard name.hasSuffix(".ics"), let feed = try sharing.feed(token: String(name.dropLast(4))) else {
            throw WebFailure.notFound("this calendar link does not work any more: make a new one on Plans")
        }
        let file = PlanCalendar.file(
            try feed.plans.map(reports.report), name: "Outings plans", zone: zone.zone, stamp: now(),
            link: pageLink)
        return Responses.calendar(file.bytes)
    }

    /// `POST /plans/feed`: a new feed link for the signed-in member, shown once.
    func newFeed(_ form: FormBody) throws -> HTTPResponse {
        guard let member = signedIn?.member.id else { return Responses.seeOther("/plans") }
        guard once.firstUse(form[FormOnce.name]) else { return Responses.seeOther("/plans") }
        let link = "/calendar/" + (try sharing.newFeed(for: member)) + ".ics"
        return try list(feed: linkBase.map { $0.link(link) } ?? link)
    }

    func revokeFeed() throws -> HTTPResponse {
        if let member = signedIn?.member.id { try sharing.revokeFeed(of: member) }
        return Responses.seeOther("/plans")
    }

    // MARK: Pieces

    private func attractionNamed(_ id: String) throws -> Attraction {
        guard let attraction = try attraction(id) else {
            throw WebFailure.notFound("no attraction with id \(id)")
        }
        return attraction
    }

    private func report(_ id: String) throws -> PlanReport {
        try reports.report(named: id)
    }

    private func path(_ id: String) -> String { "/plans/\(HTML.pathSegment(id))" }

    private func pageLink(_ plan: Plan) -> String? {
        linkBase?.link("/plans/\(HTML.pathSegment(plan.id))")
    }

    private func calendar(_ report: PlanReport) -> HTTPResponse {
        let file = PlanCalendar.file(
            [report], name: report.plan.name, zone: zone.zone, stamp: now(), link: pageLink)
        return Responses.calendar(file.bytes)
    }

    private func printed(_ report: PlanReport, paper: String?) -> HTTPResponse {
        Responses.html(
            PlanPrintDocument.html(report, paper: PlanPrintDocument.Paper(rawValue: paper ?? "") ?? .a4))
    }

    /// The route drawn as the printed page draws it, in the page's map frame.
    static func routeMap(_ report: PlanReport) -> String {
        "<section class=\"map plan-map\">\n" + PlanPrintDocument.routeMap(PlanRouteMapPresenter.map(report))
            + "\n</section>"
    }

    private func page(
        _ report: PlanReport, problem: String? = nil, typed: [String: String] = [:], status: Int = 200,
        shareLink: String? = nil
    ) throws -> HTTPResponse {
        let view = PlanViewModel(report)
        let household = report.household
        let content = PlanPage.Content(
            plan: view, routeMap: Self.routeMap(report), mayChange: mayChange,
            sharedBase: nil, attractionNames: mayChange ? try attractionNames() : [],
            places: household.places.map(\.name), children: household.children.map(\.name),
            members: signedIn == nil || !mayChange
                ? [] : try members().map { ($0.id, MemberRowViewModel($0).displayName) },
            problem: problem, typed: typed, shareLink: shareLink, shareQR: shareLink.flatMap(Self.qrCode))
        return Responses.html(
            PlanPage.render(content, csrf: csrf.value, once: once.field(), signedIn: signedIn), status: status
        )
    }

    /// Runs a change of plan `id`; then the plan's page, or the page again with the refusal.
    private func change(_ id: String, typed: [String: String] = [:], _ change: () throws -> Void) throws
        -> HTTPResponse
    {
        do {
            try change()
            return Responses.seeOther(path(id))
        } catch let error where !(error is WebFailure) {
            let mapped = WebErrorMapping.map(error)
            guard mapped.status < 500 else { throw error }
            return try page(try report(id), problem: mapped.message, typed: typed, status: mapped.status)
        }
    }

    /// The share link as a QR code for a phone's camera; nil for a path or without libqrencode.
    static func qrCode(_ link: String) -> String? {
        guard link.hasPrefix("http") else { return nil }
        return try? QRCodeDrawing.svg(of: link, label: "QR code of the share link")
    }
}
