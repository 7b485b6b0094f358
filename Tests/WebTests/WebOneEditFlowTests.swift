import Foundation
import Testing

/// The form and the JSON API meet the one edit flow's rules: every problem at once (a bad tag
/// among them, not instead of them), the setting's words, a location just past its limits.
@Suite(.serialized) struct WebOneEditFlowTests {
    @Test func aBadTagIsReportedWithEveryOtherProblemByTheAPI() throws {
        let guide = try WebGuide()

        let refused = try guide.client.json(
            "POST", "/api/attractions",
            ["name": " ", "ages": "5-2", "cost": "8 dollars", "tags": ["Bad_Tag"], "website": "ftp://x"])

        #expect(refused.status == 422)
        let body = try #require(try refused.json() as? [String: Any])
        let problems = try #require(body["problems"] as? [[String: String]])
        #expect(problems.map { $0["field"] } == ["name", "website", "ages", "cost", "tags"])
        #expect(try guide.attractions().count == 12)
    }

    @Test(arguments: [(90.0000000004, 0.0), (0.0, 180.0000000001), (-90.0000000004, -180.0000000001)])
    func aLocationJustPastItsLimitsIsRefusedAsTheCLIRefusesIt(latitude: Double, longitude: Double) throws {
        let guide = try WebGuide()

        let refused = try guide.client.json(
            "POST", "/api/attractions", ["name": "Edge", "latitude": latitude, "longitude": longitude])

        #expect(refused.status == 422)
        let problems = try #require(
            (try refused.json() as? [String: Any])?["problems"] as? [[String: String]])
        #expect(problems.map { $0["field"] } == ["location"])
        // Within the limits, every digit is read: not rounded onto the limit.
        let kept = try guide.client.json(
            "POST", "/api/attractions", ["name": "Near", "latitude": 0.00001, "longitude": 179.9999999])
        #expect(kept.status == 201)
        #expect((try kept.json() as? [String: Any])?["latitude"] as? Double == 0.00001)
    }

    private func formFields(inside: String?, csrf: String) -> [(String, String)] {
        [
            ("csrf", csrf), ("version", "0"), ("original_name", ""), ("original_type", ""),
            ("original_inside", "outside"), ("original_description", ""), ("original_website", ""),
            ("name", "Setting \(inside ?? "none")"), ("type", "park"), ("description", ""), ("website", ""),
            ("action", "save"),
        ] + (inside.map { [("inside", $0)] } ?? [])
    }

    /// The setting's words are the CLI editor's (`set inside yes`): a word it refuses is a
    /// problem, not "outside".
    @Test(
        arguments: [("inside", true), ("yes", true), ("outside", false), ("no", false)] as [(String?, Bool)])
    func theFormReadsTheSettingByTheOneRule(posted: String?, inside: Bool) throws {
        let guide = try WebGuide()

        let saved = try guide.client.form(
            "/attractions/new", formFields(inside: posted, csrf: try guide.csrf()))

        #expect(saved.status == 303)
        #expect(try guide.attractions().last?["inside"] as? Bool == inside)
    }

    /// The form reads the choice fields as people type them (one rule with the CLI): a maps link,
    /// `$10`, `under 5`; a bare amount in a guide without a currency setting is a problem.
    @Test func theFormReadsLocationsCostsAndAgesAsTyped() throws {
        let guide = try WebGuide()
        let typed: [(String, String)] = [
            ("location", "https://www.openstreetmap.org/?mlat=40.5853&mlon=-105.0844#map=17/40.6/-105.1"),
            ("cost", "$10"), ("ages", "under 5"),
        ]

        let saved = try guide.client.form(
            "/attractions/new", formFields(inside: "inside", csrf: try guide.csrf()) + typed)
        let bare = try guide.client.form(
            "/attractions/new", formFields(inside: "inside", csrf: try guide.csrf()) + [("cost", "10")])

        #expect(saved.status == 303)
        let stored = try #require(try guide.attractions().last)
        #expect(stored["latitude"] as? Double == 40.5853)
        #expect(stored["longitude"] as? Double == -105.0844)
        #expect(stored["cost"] as? String == "10 USD")
        #expect(stored["ages"] as? String == "0-4")
        #expect(bare.status == 422)
        #expect(bare.text.contains("cost: write the currency with the amount"))
    }

    /// A new attraction's form chooses neither; saved without a choice, it says to choose and
    /// adds nothing, keeping what was typed.
    @Test func aNewAttractionWithoutASettingIsAProblemNotAGuess() throws {
        let guide = try WebGuide()

        let page = try guide.client.get("/attractions/new").text
        let refused = try guide.client.form(
            "/attractions/new", formFields(inside: nil, csrf: try guide.csrf()))

        #expect(page.contains("value=\"inside\">") && page.contains("value=\"outside\">"))
        #expect(!page.contains("value=\"outside\" checked"))
        #expect(refused.status == 422)
        #expect(refused.text.contains("choose Inside or Outside"))
        #expect(refused.text.contains("value=\"Setting none\""))
        #expect(try guide.attractions().count == 12)
    }

    @Test func aSettingWordTheRuleRefusesIsAProblemOnTheForm() throws {
        let guide = try WebGuide()

        let refused = try guide.client.form(
            "/attractions/new", formFields(inside: "maybe", csrf: try guide.csrf()))

        #expect(refused.status == 422)
        #expect(refused.text.contains("inside must be inside or outside"))
        #expect(try guide.attractions().count == 12)
    }
}
