import Domain
import UseCases

/// A plan's day on paper: one self-contained HTML document (no script, no network: the route map
/// is inline SVG) for the CLI's `plan print` and the web's `/plans/ID/print`. It opens with the
/// plan's name and day, where and when it starts and how, who is going, when the family is back,
/// the day's cost and the day's findings, beside the route map; then a table of the stops in the
/// day's order (time, title and address, that day's hours, ages and cost, notes, and what to fix
/// beside each); then the travel estimate note. All of it comes from one `PlanViewModel`, so the
/// sheet has the order and times of every other view. Every stored text is escaped (`HTMLText`).
///
/// Print CSS: `@page` sets the paper and a 12 mm margin; rows never break inside (a stop is never
/// split across pages) and the table header repeats on each page; type is 11 pt or larger, black
/// on white. Up to 6 stops fit one page of either paper.
public enum PlanPrintDocument {
    /// The sheet the page is laid out for: `a4` (210 × 297 mm) or `letter` (8.5 × 11 in).
    public enum Paper: String, CaseIterable, Sendable {
        case a4, letter

        /// "a4 or letter", for a usage message.
        public static let names = allCases.map(\.rawValue).joined(separator: " or ")

        /// The CSS `size` of the page.
        var cssSize: String {
            switch self {
            case .a4: "A4"
            case .letter: "letter"
            }
        }
    }

    /// How wide the route map is printed; its labels are sized from it.
    static let mapWidthMillimetres = 70.0
    /// The smallest type on the sheet.
    static let fontPoints = 11.0

    /// The document of `report`'s day, its route map drawn from the household's places.
    public static func html(_ report: PlanReport, paper: Paper = .a4) -> String {
        let plan = PlanViewModel(report)
        return html(plan, route: PlanRouteMapPresenter.map(plan, household: report.household), paper: paper)
    }

    /// The document of `plan`, with `route` (`PlanRouteMapPresenter.map(plan, household:)`) as its map.
    public static func html(_ plan: PlanViewModel, route: PlanRouteMapViewModel, paper: Paper = .a4) -> String
    {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(e(plan.name)) · \(e(plan.day))</title>
            <style>
            \(style(paper))
            </style>
            </head>
            <body>
            <header>
            <div class="facts">
            <h1>\(e(plan.name))</h1>
            <p class="day">\(e(plan.day))</p>
            <p>\(e(departure(plan)))</p>
            <p>\(e(going(plan)))</p>
            <p>\(e(ending(plan)))</p>

            """
        if !plan.cost.isEmpty { page += "<p><strong>Cost:</strong> \(e(plan.costText))</p>\n" }
        let dayFindings = plan.findings.filter { $0.stop == nil }
        if !dayFindings.isEmpty {
            page += "<p><strong>To fix for the day:</strong></p>\n<ul>\n"
            page += dayFindings.map { "<li>\(e($0.text))</li>\n" }.joined()
            page += "</ul>\n"
        }
        page += "</div>\n\(map(route))\n</header>\n"
        page += table(plan)
        page += "<p>\(e(PlanViewModel.estimateNote))</p>\n</body>\n</html>\n"
        return page
    }

    private static func e(_ text: String) -> String { HTMLText.escaped(text) }

    private static func style(_ paper: Paper) -> String {
        """
        @page { size: \(paper.cssSize); margin: 12mm; }
        html, body { color: #000; background: #fff; }
        body { margin: 0; font: \(Int(fontPoints))pt/1.2 "DejaVu Sans", "Liberation Sans", Arial, sans-serif; }
        @media screen { body { max-width: 190mm; margin: 6mm auto; padding: 0 4mm; } }
        header { display: flex; gap: 5mm; align-items: flex-start; justify-content: space-between; }
        h1 { font-size: 16pt; margin: 0 0 1.5mm; }
        p { margin: 0 0 1.2mm; }
        .day { font-weight: bold; }
        figure { margin: 0; flex: none; width: \(Int(mapWidthMillimetres))mm; }
        figure svg { display: block; width: 100%; height: auto; }
        figcaption { margin-top: 1mm; }
        table { width: 100%; table-layout: fixed; border-collapse: collapse; margin: 3mm 0; }
        thead { display: table-header-group; }
        tr, li { break-inside: avoid; page-break-inside: avoid; }
        th, td { border: 0.3mm solid #000; padding: 0.8mm 1.2mm; text-align: left; vertical-align: top; }
        td { overflow-wrap: break-word; }
        .time { white-space: nowrap; }
        .stop strong, .facts-of-day span { display: block; }
        ul { margin: 0 0 1.2mm; padding-left: 5mm; }
        td ul { margin: 0; padding-left: 4mm; }
        """
    }

    /// "From Home at 10:00, by car; back by 17:00."
    private static func departure(_ plan: PlanViewModel) -> String {
        let from = plan.startPlace.isEmpty ? "Starts at the first stop" : "From \(plan.startPlace)"
        let until = plan.until.map { "; back by \($0)" } ?? ""
        return "\(from) at \(plan.start), by \(plan.travelMode)\(until)."
    }

    /// "Going: Ana (5), Ben (8)."
    private static func going(_ plan: PlanViewModel) -> String {
        plan.children.isEmpty ? "No children named." : "Going: \(plan.childrenText)."
    }

    private static func ending(_ plan: PlanViewModel) -> String {
        plan.endingText.map { $0 + "." } ?? "No stops yet."
    }

    /// A row a stop: number, time, title and address, that day's hours, ages and cost, notes,
    /// and what to fix.
    private static func table(_ plan: PlanViewModel) -> String {
        guard !plan.stops.isEmpty else { return "" }
        var table = """
            <table>
            <colgroup><col style="width: 3%"><col style="width: 15%"><col style="width: 24%">\
            <col style="width: 21%"><col style="width: 15%"><col style="width: 22%"></colgroup>
            <thead><tr><th>#</th><th>Time</th><th>Stop</th><th>Hours, ages, cost</th><th>Notes</th>\
            <th>To fix</th></tr></thead>
            <tbody>

            """
        for stop in plan.stops {
            let pinned = stop.pinned == nil ? "" : "<br>(pinned)"
            let facts = [stop.hours, stop.ages, stop.cost].filter { !$0.isEmpty }.map {
                "<span>\(e($0))</span>"
            }
            let findings =
                stop.findings.isEmpty
                ? "" : "<ul>\(stop.findings.map { "<li>\(e($0.text))</li>" }.joined())</ul>"
            table += """
                <tr><td>\(stop.number)</td>\
                <td><span class="time">\(e(stop.start))-\(e(stop.leave))</span>\(pinned)</td>\
                <td class="stop"><strong>\(e(stop.title))</strong>\(e(stop.address))</td>\
                <td class="facts-of-day">\(facts.joined())</td><td>\(e(stop.notes))</td><td>\(findings)</td></tr>

                """
        }
        return table + "</tbody>\n</table>\n"
    }

    /// The route as inline SVG in `PlanRouteMapViewModel`'s box, drawn `mapWidthMillimetres`
    /// wide: labels at `fontPoints` on paper.
    static func map(_ route: PlanRouteMapViewModel) -> String {
        guard !route.isEmpty else { return "<figure><figcaption>\(e(route.summary))</figcaption></figure>" }
        let width = PlanRouteMapViewModel.width
        let font = fontPoints * 25.4 / 72 / (mapWidthMillimetres / width)
        // Inside the projection's margin, so a dot is never cut by the frame.
        let radius = PhotoMapViewModel.margin - 2
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(n(width)) \(n(PlanRouteMapViewModel.height))" \
            role="img" aria-label="\(e(route.summary))" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" \
            font-size="\(n(font))">
            <rect x="1" y="1" width="\(n(width - 2))" height="\(n(PlanRouteMapViewModel.height - 2))" \
            fill="#fff" stroke="#000" stroke-width="2"/>

            """
        if route.route.count > 1 {
            let points = route.route.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
            svg += "<polyline points=\"\(points)\" fill=\"none\" stroke=\"#000\" stroke-width=\"2\"/>\n"
        }
        for point in route.points {
            if let number = point.stop {
                svg += """
                    <circle cx="\(n(point.x))" cy="\(n(point.y))" r="\(n(radius))" fill="#fff" stroke="#000" stroke-width="2"/>\
                    <text x="\(n(point.x))" y="\(n(point.y))" text-anchor="middle" dominant-baseline="central" \
                    font-weight="bold">\(number)</text>

                    """
            } else {
                let side = radius * 1.6
                let anchor = point.x < width / 2 ? "start" : "end"
                let labelX = point.x + (anchor == "start" ? 1 : -1) * (side / 2 + 3)
                svg += """
                    <rect x="\(n(point.x - side / 2))" y="\(n(point.y - side / 2))" width="\(n(side))" height="\(n(side))" fill="#000"/>\
                    <text x="\(n(labelX))" y="\(n(point.y))" text-anchor="\(anchor)" dominant-baseline="central" \
                    stroke="#fff" stroke-width="4" paint-order="stroke">\(e(point.title))</text>

                    """
            }
        }
        if let bar = route.scaleBar {
            let y = PlanRouteMapViewModel.plotHeight + 12
            svg += """
                <line x1="12" y1="\(n(y))" x2="\(n(12 + bar.length))" y2="\(n(y))" stroke="#000" stroke-width="3"/>\
                <text x="\(n(18 + bar.length))" y="\(n(y))" dominant-baseline="central">\(e(bar.label))</text>

                """
        }
        svg += "</svg>"
        let note = route.unlocatedNote.map { " \(e($0))" } ?? ""
        return "<figure>\n\(svg)\n<figcaption>The route in the day's order: ■ a household place, "
            + "numbers the stops.\(note)</figcaption>\n</figure>"
    }

    /// A coordinate with one decimal, enough for a drawing a few hundred units wide.
    private static func n(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        let whole = Int(tenths) / 10
        let tenth = abs(Int(tenths)) % 10
        let sign = tenths < 0 && whole == 0 ? "-" : ""
        return tenth == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(tenth)"
    }
}
