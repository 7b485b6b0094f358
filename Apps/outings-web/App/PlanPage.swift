import Domain
import Presentation

/// `/plans/ID` (and the read-only `/shared/TOKEN`): the day as a timetable in the plan's order,
/// each finding beside its stop with the button that fixes it, the route on a map, and for owners
/// and editors the forms that change the day. Every value is escaped here.
enum PlanPage {
    struct Content {
        let plan: PlanViewModel
        /// The route map's markup, already escaped.
        let routeMap: String
        let mayChange: Bool
        /// The share link's path for a page opened by it (its calendar and print links hang off
        /// it); nil for a member's page.
        let sharedBase: String?
        /// Every attraction's name, suggested while typing a stop.
        let attractionNames: [String]
        /// What the day may be changed to: the household's places and children, the guide's members
        /// (id, name); empty on a page that changes nothing.
        var places: [String] = []
        var children: [String] = []
        var members: [(id: String, name: String)] = []
        var problem: String?
        var typed: [String: String] = [:]
        /// A share link just made, shown on this answer only, and its QR code.
        var shareLink: String?
        var shareQR: String?
    }

    static func render(_ content: Content, csrf: String, once: String, signedIn: RequestContext?) -> String {
        let plan = content.plan
        let base = content.sharedBase ?? "/plans/\(HTML.pathSegment(plan.id))"
        let change = content.mayChange && content.sharedBase == nil
        return PageLayout(
            title: plan.name,
            content: """
                \(FormMarkup.alert(content.problem))\(shared(content, csrf: csrf))<p class="subtitle">\(HTML.text(summary(plan)))</p>
                \(verdict(plan))
                <ol class="plan-stops">
                \(plan.stops.map { stop(plan, $0, change: change, linked: content.sharedBase == nil, csrf: csrf) }.joined(separator: "\n"))
                </ol>
                \(ending(plan))
                <p class="hint">\(HTML.text(PlanViewModel.estimateNote))</p>
                \(content.routeMap)
                <p class="actions"><a class="button" href="\(base).ics">Add to my calendar</a> \
                <a class="button" href="\(base)/print">Print</a></p>
                \(change ? editing(content, csrf: csrf, once: once) : "")
                """,
            signedIn: signedIn, current: content.sharedBase == nil ? .plans : nil,
            navigation: content.sharedBase == nil
        ).render()
    }

    /// "Saturday 12 Dec 2026 · leave Home at 09:30 by car · Ana (5), Ben (13) · back by 15:00".
    static func summary(_ plan: PlanViewModel) -> String {
        let from =
            plan.startPlace.isEmpty ? "start at \(plan.start)" : "leave \(plan.startPlace) at \(plan.start)"
        return
            ([
                plan.day,
                "\(from) \(PlansPage.travelWords(TravelMode(rawValue: plan.travelMode) ?? .car).lowercased())",
            ]
            + (plan.children.isEmpty ? [] : [plan.childrenText])
            + (plan.until.map { ["back by \($0)"] } ?? [])).joined(separator: " · ")
    }

    private static func verdict(_ plan: PlanViewModel) -> String {
        guard !plan.stops.isEmpty else { return "<p>No stops yet.</p>" }
        let count = plan.findings.count
        return count == 0
            ? "<p class=\"notice\" role=\"status\">Nothing to fix: the day fits.</p>"
            : "<p class=\"error\" role=\"status\">\(count == 1 ? "1 thing" : "\(count) things") to fix, shown with each stop.</p>"
    }

    private static func stop(
        _ plan: PlanViewModel, _ stop: PlanViewModel.Stop, change: Bool, linked: Bool, csrf: String
    ) -> String {
        let title =
            linked && stop.attractionID != nil
            ? "<a href=\"/attractions/\(HTML.pathSegment(stop.attractionID ?? ""))\">\(HTML.text(stop.title))</a>"
            : HTML.text(stop.title)
        let facts = [stop.hours, stop.ages, stop.cost].filter { !$0.isEmpty }
        let pinned = stop.pinned.map { " <span class=\"small\">(fixed time \(HTML.text($0)))</span>" } ?? ""
        var lines = [
            "<li id=\"stop-\(stop.number)\"><h2><span class=\"time\">\(stop.start)–\(stop.leave)</span> \(title)\(pinned)</h2>",
            "<p class=\"small\">\(HTML.text(stop.number == 1 && plan.startPlace.isEmpty ? stop.travel : "Travel before: \(stop.travel)"))</p>",
        ]
        if !facts.isEmpty {
            lines.append("<p class=\"facts\">\(HTML.text(facts.joined(separator: " · ")))</p>")
        }
        if !stop.address.isEmpty { lines.append("<p class=\"small\">\(HTML.text(stop.address))</p>") }
        if !stop.notes.isEmpty { lines.append("<p>Notes: \(HTML.text(stop.notes))</p>") }
        for finding in stop.findings {
            let fix =
                change ? finding.fix.map { fixButton($0, plan: plan, stop: stop, csrf: csrf) } ?? "" : ""
            lines.append(
                "<div class=\"finding\"><p class=\"error\">\(HTML.text(finding.text))</p>\(fix)</div>")
        }
        if change { lines.append(stopActions(plan, stop, csrf: csrf)) }
        return lines.joined(separator: "\n") + "</li>"
    }

    private static func fixButton(
        _ fix: PlanViewModel.Fix, plan: PlanViewModel, stop: PlanViewModel.Stop, csrf: String
    ) -> String {
        var fields = "<input type=\"hidden\" name=\"action\" value=\"\(HTML.attribute(fix.action))\">"
        if let time = fix.time {
            fields += "<input type=\"hidden\" name=\"time\" value=\"\(HTML.attribute(time))\">"
        }
        if let minutes = fix.minutes {
            fields += "<input type=\"hidden\" name=\"minutes\" value=\"\(minutes)\">"
        }
        return FormMarkup.button(fix.label, action: stopPath(plan, stop) + "/fix", csrf: csrf, fields: fields)
    }

    private static func stopActions(_ plan: PlanViewModel, _ stop: PlanViewModel.Stop, csrf: String) -> String
    {
        let path = stopPath(plan, stop)
        let move = { (label: String, to: Int) in
            FormMarkup.button(
                label, action: path + "/move", csrf: csrf,
                fields: "<input type=\"hidden\" name=\"to\" value=\"\(to)\">")
        }
        var buttons: [String] = []
        if stop.number > 1 { buttons.append(move("Earlier", stop.number - 1)) }
        if stop.number < plan.stops.count { buttons.append(move("Later", stop.number + 1)) }
        buttons.append(FormMarkup.button("Remove", action: path + "/remove", csrf: csrf))
        let id = "stop-\(stop.number)-change"
        return """
            <div class="card-actions">\(buttons.joined(separator: " "))</div>
            <details class="more"><summary>Change the stay, time or notes</summary>
            <form class="edit" method="post" action="\(HTML.attribute(path))/change">\(FormMarkup.csrfField(csrf))
            <label for="\(id)-stay">Stay (minutes, or 1h30m)</label>
            <input type="text" id="\(id)-stay" name="stay" inputmode="numeric" value="\(stop.stay)">
            <label for="\(id)-at">Fixed start time (empty: right after the stop before)</label>
            <input type="time" id="\(id)-at" name="at" value="\(HTML.formValue(stop.pinned ?? ""))">
            <label for="\(id)-notes">Notes</label>
            <input type="text" id="\(id)-notes" name="notes" maxlength="\(PlanRules.maximumNotesLength)" value="\(HTML.formValue(stop.notes))">
            <p><button type="submit">Save the stop</button></p>
            </form></details>
            """
    }

    private static func ending(_ plan: PlanViewModel) -> String {
        var lines: [String] = []
        if let ending = plan.endingText { lines.append("<p><strong>\(HTML.text(ending))</strong></p>") }
        if !plan.costText.isEmpty { lines.append("<p>Cost: \(HTML.text(plan.costText))</p>") }
        for finding in plan.findings where finding.stop == nil {
            lines.append("<p class=\"error\">\(HTML.text(finding.text))</p>")
        }
        return lines.joined(separator: "\n")
    }

    private static func shared(_ content: Content, csrf: String) -> String {
        guard let link = content.shareLink else {
            return content.sharedBase == nil
                ? "" : "<p class=\"notice\">A plan shared with you: read only.</p>\n"
        }
        return """
            <div class="notice" role="status"><p>The share link (shown only now): anyone with it can read this plan, \
            its calendar and its printed page, without an account.</p>
            <p><a href="\(HTML.attribute(link))">\(HTML.text(link))</a></p>\(content.shareQR ?? "")</div>

            """
    }

    private static func editing(_ content: Content, csrf: String, once: String) -> String {
        let plan = content.plan
        let path = "/plans/\(HTML.pathSegment(plan.id))"
        let names = content.attractionNames.map { "<option value=\"\(HTML.attribute($0))\"></option>" }
            .joined()
        let typed = content.typed
        let share =
            plan.shared
            ? """
            <p>This plan has a share link.</p>
            \(FormMarkup.button("Stop the share link", action: path + "/unshare", csrf: csrf))
            <form class="inline" method="post" action="\(path)/share">\(FormMarkup.csrfField(csrf))\(once)<button type="submit">Make a new share link</button></form>
            """
            : """
            <p>A share link lets someone without an account (the babysitter) read this plan.</p>
            <form class="inline" method="post" action="\(path)/share">\(FormMarkup.csrfField(csrf))\(once)<button type="submit">Make a share link</button></form>
            """
        return """
            <h2>Change the day</h2>
            \(plan.stops.count > 1 ? FormMarkup.button("Suggest an order", action: path + "/suggest", csrf: csrf) + "<p class=\"hint\">Puts the stops without a fixed time in the order that fits their opening hours and travels least.</p>" : "")
            <form class="edit" method="post" action="\(path)/stops">\(FormMarkup.csrfField(csrf))
            <h3>Add a stop</h3>
            <label for="stop-name">Attraction (its name or number), or your own stop</label>
            <input type="text" id="stop-name" name="stop" required list="attraction-names" autocomplete="off" value="\(HTML.formValue(typed["stop"] ?? ""))">
            <datalist id="attraction-names">\(names)</datalist>
            <label class="check"><input type="checkbox" name="free"\(typed["free"] == "on" ? " checked" : "")> It is my own stop ("lunch at home"), not an attraction</label>
            <label for="stop-stay">Stay (optional: minutes, or 1h30m)</label>
            <input type="text" id="stop-stay" name="stay" inputmode="numeric" value="\(HTML.formValue(typed["stay"] ?? ""))">
            <label for="stop-at">Fixed start time (optional)</label>
            <input type="time" id="stop-at" name="at" value="\(HTML.formValue(typed["at"] ?? ""))">
            <p><button type="submit" class="primary">Add the stop</button></p>
            </form>
            \(changeDay(content, csrf: csrf))
            <h2>Share</h2>
            \(share)
            <details class="more"><summary>More</summary>
            \(FormMarkup.button("Delete this plan", action: path + "/delete", csrf: csrf))
            </details>
            """
    }

    /// The plan's name, day, times, travel, places and who goes, as one form.
    private static func changeDay(_ content: Content, csrf: String) -> String {
        let plan = content.plan
        let path = "/plans/\(HTML.pathSegment(plan.id))"
        let going = Set(plan.children.map(\.name))
        let options = { (values: [String], selected: String, none: String) in
            ["<option value=\"\"\(selected.isEmpty ? " selected" : "")>\(none)</option>"]
                + values.map { value in
                    "<option\(value == selected ? " selected" : "")>\(HTML.text(value))</option>"
                }
        }
        let modes = TravelMode.allCases.map { mode in
            "<option value=\"\(mode.rawValue)\"\(mode.rawValue == plan.travelMode ? " selected" : "")>\(PlansPage.travelWords(mode))</option>"
        }.joined()
        let children = content.children.map { name in
            PlansPage.check("child", name, label: name, checked: going.contains(name))
        }.joined()
        let members = content.members.map { member in
            PlansPage.check(
                "member", member.id, label: member.name, checked: plan.members.contains(member.id))
        }.joined()
        return """
            <details class="more"><summary>Change the name, day or times</summary>
            <form class="edit" method="post" action="\(path)/edit">\(FormMarkup.csrfField(csrf))
            <label for="edit-name">Name</label>
            <input type="text" id="edit-name" name="name" required maxlength="\(PlanRules.maximumNameLength)" value="\(HTML.formValue(plan.name))">
            <label for="edit-date">Day</label>
            <input type="date" id="edit-date" name="date" required value="\(plan.date)">
            <label for="edit-start">Leave at</label>
            <input type="time" id="edit-start" name="start" value="\(plan.start)">
            <label for="edit-until">Back by (optional)</label>
            <input type="time" id="edit-until" name="until" value="\(plan.until ?? "")">
            <label for="edit-from">From</label>
            <select id="edit-from" name="from">\(options(content.places, plan.startPlace, "Nowhere: start at the first stop").joined())</select>
            <label for="edit-travel">Getting around</label>
            <select id="edit-travel" name="travel">\(modes)</select>
            \(children.isEmpty ? "" : "<fieldset><legend>Children going</legend>\(children)</fieldset>")
            \(members.isEmpty ? "" : "<fieldset><legend>Grown-ups going</legend>\(members)</fieldset>")
            <p><button type="submit">Save the changes</button></p>
            </form></details>
            """
    }

    private static func stopPath(_ plan: PlanViewModel, _ stop: PlanViewModel.Stop) -> String {
        "/plans/\(HTML.pathSegment(plan.id))/stops/\(HTML.pathSegment(stop.id))"
    }
}
