import Domain
import Presentation

/// `/plans`: the plans, a new plan's form for owners and editors, and the signed-in member's
/// calendar link. Every value is escaped here.
enum PlansPage {
    struct Content {
        let plans: [PlanSummaryViewModel]
        let household: Household
        /// The guide's members (none in a guide without members).
        let members: [Member]
        /// The signed-in member, who goes by default.
        let me: String?
        let today: CalendarDate
        let mayChange: Bool
        var problem: String?
        var typed: [String: String] = [:]
        var hasFeed = false
        /// A calendar link just made, shown on this answer only.
        var feedLink: String?
    }

    static func render(_ content: Content, csrf: String, once: String, signedIn: RequestContext?) -> String {
        PageLayout(
            title: "Plans",
            content: """
                \(FormMarkup.alert(content.problem))<p>A plan is a day's stops in order: their times follow from \
                the order, and the plan says what does not fit the day (opening hours, ages, the clock).</p>
                \(list(content))
                \(content.mayChange ? newPlan(content, csrf: csrf) : "")
                \(signedIn == nil ? "" : feed(content, csrf: csrf, once: once))
                """,
            signedIn: signedIn, current: .plans
        ).render()
    }

    private static func list(_ content: Content) -> String {
        guard !content.plans.isEmpty else { return "<p>No plans yet.</p>" }
        let rows = content.plans.map { plan in
            TableMarkup.Row(cells: [
                "<a href=\"/plans/\(HTML.pathSegment(plan.id))\">\(HTML.text(plan.name))</a>",
                HTML.text("\(plan.day), \(plan.start)"), HTML.text(plan.stopsText),
            ])
        }
        return TableMarkup(className: "plans", columns: ["Plan", "Day", "Stops"]).render(rows)
    }

    private static func newPlan(_ content: Content, csrf: String) -> String {
        let typed = content.typed
        let places = content.household.places.map { place in
            let selected = typed["from"] == place.name ? " selected" : ""
            return "<option\(selected)>\(HTML.text(place.name))</option>"
        }.joined()
        let children = content.household.children.map { child in
            let age = child.age(on: content.today).map { " (\($0))" } ?? ""
            return check("child", child.name, label: child.name + age, checked: true)
        }.joined()
        let members = content.members.map { member in
            check(
                "member", member.id, label: MemberRowViewModel(member).displayName,
                checked: member.id == content.me)
        }.joined()
        let modes = TravelMode.allCases.map { mode in
            let selected = (typed["travel"] ?? TravelMode.car.rawValue) == mode.rawValue ? " selected" : ""
            return "<option value=\"\(mode.rawValue)\"\(selected)>\(travelWords(mode))</option>"
        }.joined()
        return """
            <form class="edit" method="post" action="/plans">\(FormMarkup.csrfField(csrf))
            <h2>New plan</h2>
            <label for="plan-name">Name</label>
            <input type="text" id="plan-name" name="name" required maxlength="\(PlanRules.maximumNameLength)" placeholder="Saturday at the museum" value="\(HTML.formValue(typed["name"] ?? ""))">
            <label for="plan-date">Day</label>
            <input type="date" id="plan-date" name="date" required value="\(HTML.formValue(typed["date"] ?? ""))">
            <label for="plan-start">Leave at</label>
            <input type="time" id="plan-start" name="start" value="\(HTML.formValue(typed["start"] ?? "10:00"))">
            <label for="plan-until">Back by (optional)</label>
            <input type="time" id="plan-until" name="until" value="\(HTML.formValue(typed["until"] ?? ""))">
            \(places.isEmpty ? "" : "<label for=\"plan-from\">From</label>\n<select id=\"plan-from\" name=\"from\">\(places)</select>")
            <label for="plan-travel">Getting around</label>
            <select id="plan-travel" name="travel">\(modes)</select>
            \(children.isEmpty ? "" : "<fieldset><legend>Children going</legend>\(children)</fieldset>")
            \(members.isEmpty ? "" : "<fieldset><legend>Grown-ups going</legend>\(members)</fieldset>")
            <p><button type="submit" class="primary">Make the plan</button></p>
            </form>
            """
    }

    private static func feed(_ content: Content, csrf: String, once: String) -> String {
        let made = content.feedLink.map { link in
            """
            <p class="notice" role="status">Your calendar link (shown only now; copy it into your calendar app's \
            "subscribe" or "add by URL"): <a href="\(HTML.attribute(link))">\(HTML.text(link))</a></p>
            """
        }
        let revoke =
            content.hasFeed
            ? FormMarkup.button("Stop my calendar link", action: "/plans/feed/revoke", csrf: csrf) : ""
        return """
            <h2>In your calendar</h2>
            \(made ?? "")<p>A calendar link shows the plans you go on in your phone's calendar app and keeps them up to \
            date. Anyone with the link can read those plans.</p>
            <form class="inline" method="post" action="/plans/feed">\(FormMarkup.csrfField(csrf))\(once)\
            <button type="submit">\(content.hasFeed ? "Make a new calendar link" : "Make my calendar link")</button></form>
            \(revoke)
            """
    }

    static func check(_ name: String, _ value: String, label: String, checked: Bool) -> String {
        """
        <label class="check"><input type="checkbox" name="\(name)" value="\(HTML.attribute(value))"\(checked ? " checked" : "")> \
        \(HTML.text(label))</label>
        """
    }

    /// "By car", "On foot"...: how a family says it.
    static func travelWords(_ mode: TravelMode) -> String {
        switch mode {
        case .walk: "On foot"
        case .bike: "By bike"
        case .car: "By car"
        case .transit: "By bus or train"
        }
    }
}
