import Presentation

/// `/attractions/ID/plan`: "Add to a plan", one button per plan, and the way to a new plan.
/// Every value is escaped here.
enum AddToPlanPage {
    struct Content {
        let attractionID: String
        let attractionName: String
        let plans: [PlanSummaryViewModel]
        var problem: String?
    }

    static func render(_ content: Content, csrf: String, signedIn: RequestContext?) -> String {
        let action = "/attractions/\(HTML.pathSegment(content.attractionID))/plan"
        let choices = content.plans.map { plan in
            """
            <li>\(FormMarkup.button(
                "Add to \(plan.name) (\(plan.day))", action: action, csrf: csrf,
                fields: "<input type=\"hidden\" name=\"plan\" value=\"\(HTML.attribute(plan.id))\">"))</li>
            """
        }.joined(separator: "\n")
        let list =
            content.plans.isEmpty
            ? "<p>No plans yet.</p>" : "<ul class=\"rows\">\n\(choices)\n</ul>"
        return PageLayout(
            title: "Add \(content.attractionName) to a plan",
            content: """
                \(FormMarkup.alert(content.problem))<p>It goes at the end of the day; on the plan you can move it \
                and fix a time.</p>
                \(list)
                <p><a class="button" href="/plans">Make a new plan</a></p>
                <p><a href="/attractions/\(HTML.pathSegment(content.attractionID))">Back to \(HTML.text(content.attractionName))</a></p>
                """,
            signedIn: signedIn, current: .plans
        ).render()
    }

    /// The link every attraction card and page carries for owners and editors; its name ends
    /// with the attraction's (hidden on screen), so a list's links say which one each adds.
    static func link(_ attractionID: String, name: String) -> String {
        "<p class=\"card-actions\"><a class=\"button\" href=\"/attractions/\(HTML.pathSegment(attractionID))/plan\">Add to a plan<span class=\"visually-hidden\">: \(HTML.text(name))</span></a></p>"
    }
}
