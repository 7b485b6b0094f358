import Domain
import Testing
import UseCases

@testable import Presentation

/// The printed plan: the stops in the day's order with their times, every stored text escaped,
/// the print CSS for the chosen paper, no script, and a route map of numbered dots.
struct PlanPrintDocumentTests {
    private static let saturday = CalendarDate(year: 2026, month: 12, day: 12)!
    private static let home = HouseholdPlace(
        name: "Home", location: GeoCoordinate(latitude: 51.5, longitude: -0.1)!)

    private func makeSUT(notes: String = "", title: String = "Museum", paper: PlanPrintDocument.Paper = .a4)
        throws -> (html: String, plan: PlanViewModel)
    {
        let museum = Attraction(
            id: "museum", name: title, ages: try AgeRange(text: "3-10"), cost: nil,
            hours: try OpeningHours(text: "Mo-Su 10:00-16:00"), address: "1 High St & Co",
            location: GeoCoordinate(latitude: 51.59, longitude: -0.1))
        let park = Attraction(
            id: "park", name: "Park", hours: try OpeningHours(text: "24/7"),
            location: GeoCoordinate(latitude: 51.635, longitude: -0.1))
        let plan = Plan(
            id: "plan", name: "Saturday <b>", date: Self.saturday,
            start: When.TimeOfDay(minuteOfDay: 9 * 60)!,
            startPlace: "Home", children: ["Ana"],
            stops: [
                PlanStop(id: "s1", attractionID: "park", stay: 60),
                PlanStop(id: "s2", attractionID: "museum", stay: 120, notes: notes),
                PlanStop(id: "s3", attractionID: nil, label: "Lunch at home", stay: 45),
            ])
        let report = PlanReport(
            plan: plan,
            household: Household(
                children: [HouseholdChild(name: "Ana", born: CalendarDate(year: 2021, month: 5, day: 14)!)],
                places: [Self.home]),
            attractions: ["museum": museum, "park": park])
        return (PlanPrintDocument.html(report, paper: paper), PlanViewModel(report))
    }

    @Test func theStopsAreInTheDaysOrderWithTheirTimes() throws {
        let (html, plan) = try makeSUT()

        let rows = html.components(separatedBy: "<tr><td>").dropFirst()
        #expect(rows.count == 3)
        for (row, stop) in zip(rows, plan.stops) {
            #expect(row.hasPrefix("\(stop.number)</td>"))
            #expect(row.contains("\(stop.start)-\(stop.leave)"))
            #expect(row.contains(stop.title))
        }
        #expect(html.contains("Going: Ana (5)."))
        #expect(html.contains(PlanViewModel.estimateNote))
    }

    @Test func storedTextIsEscaped() throws {
        let (html, _) = try makeSUT(
            notes: "<script>alert(1)</script> \"quoted\" it's", title: "Museum \u{202E}evil")

        #expect(!html.contains("<script"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; it&#39;s"))
        #expect(html.contains("Saturday &lt;b&gt;"))
        #expect(html.contains("1 High St &amp; Co"))
        #expect(html.contains("Museum \u{FFFD}evil"))
    }

    @Test(arguments: [(PlanPrintDocument.Paper.a4, "size: A4;"), (.letter, "size: letter;")])
    func thePageIsLaidOutForItsPaper(paper: PlanPrintDocument.Paper, size: String) throws {
        let (html, _) = try makeSUT(paper: paper)

        #expect(html.contains("@page { \(size) margin: 12mm; }"))
        #expect(html.contains("thead { display: table-header-group; }"))
        #expect(html.contains("tr, li { break-inside: avoid;"))
        #expect(html.contains("font: 11pt/"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("src=") && !html.contains("<link") && !html.contains("url("))
    }

    @Test func theRouteJoinsHomeAndTheStopsInOrder() throws {
        let (html, plan) = try makeSUT()
        let route = PlanRouteMapPresenter.map(plan, household: Household(places: [Self.home]))

        #expect(route.points.map(\.stop) == [nil, 1, 2])
        #expect(route.points.map(\.title) == ["Home", "Park", "Museum"])
        #expect(route.route.count == 4)
        #expect(route.route.last == route.points.first)
        #expect(route.unlocatedNote == "Stop 3 has no location, so it is not on the map.")
        #expect(html.contains("<svg"))
        #expect(html.contains("<polyline"))
        #expect(html.contains(">Home</text>"))
    }
}
