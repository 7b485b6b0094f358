import Foundation
import TestSupport
import Testing

/// `/plans`: editors make plans and change their stops, viewers read them; a finding's fix
/// button fixes it; the share link and the calendar feed open without signing in until stopped.
@Suite struct WebPlansTests {
    private static let zone = ["OUTINGS_TIMEZONE": "America/Denver"]

    /// A guide with Home, a plan of `date` made by Eddie (going himself) and its path.
    private static func guideWithPlan(date: String, stops: [String]) throws -> (WebGuide, String, String) {
        let guide = try WebGuide(environment: zone, members: WebGuide.household)
        let eddie = try guide.cookie("eddie")
        #expect(
            try guide.post(
                "/household/places", [("name", "Home"), ("location", "40.5853,-105.0844")], cookie: eddie
            )
            .status == 303)
        let me = try #require(
            Self.checkedMember(in: guide.client.get("/plans", headers: ["Cookie": eddie]).text))
        let made = try guide.post(
            "/plans",
            [
                ("name", "Museum <day>"), ("date", date), ("start", "10:00"), ("travel", "car"),
                ("member", me),
            ],
            cookie: eddie)
        #expect(made.status == 303, "\(made.text)")
        let path = try #require(made.headers["location"])
        for stop in stops {
            let added = try guide.post(path + "/stops", [("stop", stop)], cookie: eddie)
            #expect(added.status == 303 && added.headers["location"] == path, "\(added.text)")
        }
        return (guide, eddie, path)
    }

    @Test func anEditorMakesAPlanAndAViewerReadsTheSameDayWithoutForms() throws {
        let (guide, eddie, path) = try Self.guideWithPlan(date: "2026-12-12", stops: ["1", "City Park"])
        let vic = try guide.cookie("vic")

        let page = try guide.client.get(path, headers: ["Cookie": vic]).text
        let viewerTries = try guide.post(path + "/stops", [("stop", "2")], cookie: vic)
        let api = try guide.client.get("/api" + path, headers: ["Cookie": vic])
        let cli = try WebServerProcess.cliOutput(
            ["--store", "sqlite:\(guide.storePath)", "plan", "show", "1", "--json"], home: guide.home,
            environment: Self.zone)

        #expect(page.contains("Museum &lt;day&gt;") && !page.contains("Museum <day>"))
        let museum = try #require(page.range(of: "Fort Collins Museum of Discovery"))
        let park = try #require(page.range(of: "City Park"))
        #expect(museum.lowerBound < park.lowerBound, "the page shows the plan's order")
        #expect(!page.contains("/stops\""), "a viewer gets no forms")
        #expect(viewerTries.status == 403)

        let fromAPI = try #require(try api.json() as? [String: Any])
        let fromCLI = try #require(try JSONSerialization.jsonObject(with: cli.stdout) as? [String: Any])
        // Compared as canonical JSON: NSDictionary's isEqual tells two equal booleans apart here.
        let canonical = { (value: Any) in
            try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
        }
        #expect(try canonical(fromAPI) == canonical(fromCLI), "the API has the CLI's shape")
        let stops = try #require(fromAPI["stops"] as? [[String: Any]])
        for stop in stops {
            // Each stop's times, as the page shows them.
            #expect(page.contains("\(stop["start"] as? String ?? "?")–\(stop["leave"] as? String ?? "?")"))
        }
        _ = eddie
    }

    @Test func aFindingsFixButtonFixesIt() throws {
        // The museum is closed on Mondays (the demo's hours: Tu-Su 10:00-17:00).
        let (guide, eddie, path) = try Self.guideWithPlan(date: "2026-12-14", stops: ["1", "City Park"])
        let before = try guide.client.get(path, headers: ["Cookie": eddie]).text
        #expect(before.contains("closed on Monday 14 December: choose another day or remove this stop"))
        let stopID = try #require(Self.fixAction(in: before))

        let fixed = try guide.post(stopID, [("action", "remove")], cookie: eddie)
        let after = try guide.client.get(path, headers: ["Cookie": eddie]).text

        #expect(fixed.status == 303)
        let day = try #require(
            after.components(separatedBy: "<ol class=\"plan-stops\">").last?
                .components(separatedBy: "</ol>").first)
        #expect(!after.contains("closed on Monday") && !day.contains("Fort Collins Museum of Discovery"))
        #expect(day.contains("City Park"))
        let odd = try guide.post(
            stopID.replacingOccurrences(of: "/fix", with: "/move"), [("to", "9")], cookie: eddie)
        #expect(odd.status == 404 || odd.status == 422, "a stop no longer in the plan: \(odd.status)")
    }

    @Test func anEditorMovesTheDayAndAViewerMayNot() throws {
        let (guide, eddie, path) = try Self.guideWithPlan(date: "2026-12-14", stops: ["1"])
        let vic = try guide.cookie("vic")
        let fields = [
            ("name", "Museum day"), ("date", "2026-12-15"), ("start", "10:30"), ("until", ""),
            ("from", "Home"),
            ("travel", "bike"),
        ]

        let viewerTries = try guide.post(path + "/edit", fields, cookie: vic)
        let moved = try guide.post(path + "/edit", fields, cookie: eddie)
        let refused = try guide.post(
            path + "/edit", [("name", "Museum day"), ("date", "someday")], cookie: eddie)
        let page = try guide.client.get(path, headers: ["Cookie": eddie]).text

        #expect(viewerTries.status == 403)
        #expect(moved.status == 303, "\(moved.text)")
        #expect(refused.status == 422 && refused.text.contains("date is written YYYY-MM-DD"))
        #expect(page.contains("Tuesday 15 Dec 2026") && page.contains("Nothing to fix"), "open on Tuesdays")
    }

    @Test func theShareLinkOpensTheDaySignedOutUntilItIsStopped() throws {
        let (guide, eddie, path) = try Self.guideWithPlan(date: "2026-12-12", stops: ["1", "2"])

        let shared = try guide.post(path + "/share", [], cookie: eddie)
        let link = try #require(Self.sharedPath(in: shared.text))
        let page = try guide.client.get(link)
        let calendar = try guide.client.get(link + ".ics")
        let printed = try guide.client.get(link + "/print")
        let guess = try guide.client.get("/shared/" + String(repeating: "A", count: 43))

        #expect(shared.status == 200)
        #expect(page.status == 200 && page.text.contains("Museum &lt;day&gt;"))
        #expect(!page.text.contains("method=\"post\" action=\"/plans"), "read only")
        #expect(
            calendar.status == 200 && calendar.headers["content-type"]?.hasPrefix("text/calendar") == true)
        #expect(
            calendar.text.hasPrefix("BEGIN:VCALENDAR\r\n") && calendar.text.contains("TZID=America/Denver"))
        #expect(printed.status == 200 && printed.text.contains("@page"))
        #expect(guess.status == 404)

        #expect(try guide.post(path + "/unshare", [], cookie: eddie).status == 303)
        #expect(try guide.client.get(link).status == 404)
        #expect(try guide.client.get(link + ".ics").status == 404)
    }

    @Test func aMembersCalendarFeedHoldsThePlansTheyGoOnUntilStopped() throws {
        let (guide, eddie, _) = try Self.guideWithPlan(date: "2026-12-12", stops: ["1"])
        let vic = try guide.cookie("vic")

        let eddiesFeed = try #require(Self.feedPath(in: guide.post("/plans/feed", [], cookie: eddie).text))
        let vicsFeed = try #require(Self.feedPath(in: guide.post("/plans/feed", [], cookie: vic).text))
        let eddies = try guide.client.get(eddiesFeed)
        let vics = try guide.client.get(vicsFeed)

        #expect(eddies.status == 200 && eddies.text.contains("SUMMARY:Fort Collins Museum of Discovery"))
        #expect(vics.status == 200 && !vics.text.contains("BEGIN:VEVENT"), "Vic goes on no plan")
        let again = try #require(Self.feedPath(in: guide.post("/plans/feed", [], cookie: eddie).text))
        #expect(try guide.client.get(eddiesFeed).status == 404, "a new link ends the old one")
        #expect(try guide.client.get(again).status == 200)
        #expect(try guide.post("/plans/feed/revoke", [], cookie: eddie).status == 303)
        #expect(try guide.client.get(again).status == 404)
    }

    private static func checkedMember(in page: String) -> String? {
        capture(#"name="member" value="([^"]+)" checked"#, in: page)
    }

    private static func fixAction(in page: String) -> String? {
        capture(#"action="(/plans/[^"]+/fix)""#, in: page)
    }

    private static func sharedPath(in page: String) -> String? {
        capture(#"href="(?:https?://[^/"]+)?(/shared/[A-Za-z0-9_-]+)""#, in: page)
    }

    private static func feedPath(in page: String) -> String? {
        capture(#"href="(?:https?://[^/"]+)?(/calendar/[A-Za-z0-9_-]+\.ics)""#, in: page)
    }

    private static func capture(_ pattern: String, in text: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(match.range(at: 1), in: text)
        else { return nil }
        return String(text[range])
    }
}
