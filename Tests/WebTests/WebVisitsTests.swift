import Foundation
import TestSupport
import Testing

/// An attraction's page shows the signed-in member's own visits, rating and note with forms to
/// change them; another member never sees them, and a refused form stores nothing.
@Suite struct WebVisitsTests {
    private static let sampleID = "6f1d2c3a-0001-4d6b-9a51-0a1f2e3d4c01"
    private static let page = "/attractions/\(sampleID)"

    @Test func eachMemberRecordsTheirOwnAndNeverSeesAnothers() throws {
        let guide = try WebGuide(environment: ["OUTINGS_TIMEZONE": "UTC"], members: WebGuide.household)
        let vic = try guide.cookie("vic")
        let ada = try guide.cookie("ada")
        // The day in words on the guide's clock: the year only when it is not this one.
        let day =
            Calendar(identifier: .gregorian).dateComponents(
                in: try #require(TimeZone(identifier: "UTC")), from: Date()
            )
            .year == 2026 ? "2 Jan" : "2 Jan 2026"

        let visited = try guide.post("\(Self.page)/visits", [("on", "2026-01-02")], cookie: vic)
        let rated = try guide.post("\(Self.page)/rating", [("rating", "5")], cookie: vic)
        let noted = try guide.post(
            "\(Self.page)/note", [("note", "vic's <b>secret</b>\nline two")], cookie: vic)
        let vicsPage = try guide.client.get(Self.page, headers: ["Cookie": vic]).text
        let adasPage = try guide.client.get(Self.page, headers: ["Cookie": ada]).text

        for answer in [visited, rated, noted] {
            #expect(answer.status == 303, "\(answer.text)")
            #expect(answer.headers["location"] == Self.page)
        }
        #expect(
            vicsPage.contains("<p class=\"visits-summary\">Visited \(day) · Rated 5/5</p>"), "\(vicsPage)")
        #expect(
            vicsPage.contains(">vic&#39;s &lt;b&gt;secret&lt;/b&gt;\nline two</textarea>")
                || vicsPage.contains(">vic&#x27;s &lt;b&gt;secret&lt;/b&gt;\nline two</textarea>"),
            "\(vicsPage)")
        #expect(!vicsPage.contains("<b>secret</b>"))
        #expect(!adasPage.contains("secret"))
        #expect(adasPage.contains("<p class=\"visits-summary\">Not visited yet</p>"), "\(adasPage)")
        // The CLI, acting as each member, agrees.
        let vicJSON = try WebServerProcess.cliOutput(
            [
                "--store", "sqlite:\(guide.storePath)", "--member", "vic", "attractions", "show", "1",
                "--json",
            ],
            home: guide.home)
        let record = try #require(try JSONSerialization.jsonObject(with: vicJSON.stdout) as? [String: Any])
        #expect(record["visited"] as? [String] == ["2026-01-02"])
        #expect(record["rating"] as? Int == 5)
    }

    /// The page's one form records the day, the rating when one is chosen and the note, and the
    /// page it leads to says what was saved; no rating chosen leaves the rating as it was.
    @Test func theVisitFormSavesAllInOneAndSaysWhat() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let vic = try guide.cookie("vic")
        let form = try guide.client.get(Self.page, headers: ["Cookie": vic]).text
        #expect(form.contains("action=\"\(Self.page)/visit-record\""))
        #expect(form.contains("<input type=\"radio\" name=\"rating\" value=\"1\">"))
        #expect(!form.contains("checked"))

        let first = try guide.post(
            "\(Self.page)/visit-record", [("on", "2026-01-02"), ("rating", "4"), ("note", "muddy")],
            cookie: vic)
        let firstPage = try guide.client.get(first.headers["location"] ?? "", headers: ["Cookie": vic]).text
        let second = try guide.post(
            "\(Self.page)/visit-record", [("on", "2026-02-03"), ("note", "muddy")], cookie: vic)
        let secondPage = try guide.client.get(second.headers["location"] ?? "", headers: ["Cookie": vic]).text
        let refused = try guide.post(
            "\(Self.page)/visit-record", [("on", "2026-03-04"), ("rating", "9"), ("note", "x")], cookie: vic)

        #expect(first.status == 303)
        #expect(first.headers["location"]?.hasPrefix(Self.page + "?") == true)
        #expect(
            firstPage.contains("role=\"status\">Saved: visit on 2 Jan, rating 4, note</p>"), "\(firstPage)")
        #expect(secondPage.contains("role=\"status\">Saved: visit on 3 Feb</p>"), "\(secondPage)")
        #expect(secondPage.contains("Visited 2 Jan and 3 Feb · Rated 4/5"))
        #expect(refused.status == 422)
        let record = try #require(
            try JSONSerialization.jsonObject(
                with: WebServerProcess.cliOutput(
                    [
                        "--store", "sqlite:\(guide.storePath)", "--member", "vic", "attractions", "show", "1",
                        "--json",
                    ],
                    home: guide.home
                ).stdout) as? [String: Any])
        #expect(record["visited"] as? [String] == ["2026-01-02", "2026-02-03"])
        #expect(record["rating"] as? Int == 4)
        #expect(record["note"] as? String == "muddy")
    }

    @Test func aRefusedFormOrOneWithoutItsTokenStoresNothing() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let vic = try guide.cookie("vic")

        let badRating = try guide.post("\(Self.page)/rating", [("rating", "6")], cookie: vic)
        let future = try guide.post("\(Self.page)/visits", [("on", "2999-01-01")], cookie: vic)
        let control = try guide.post("\(Self.page)/note", [("note", "a\u{1B}[31mb")], cookie: vic)
        let noToken = try guide.client.form(
            "\(Self.page)/note", [("note", "forged")], headers: ["Cookie": vic])
        let unknown = try guide.post("/attractions/nope/rating", [("rating", "3")], cookie: vic)
        let oneForm = try guide.post(
            "\(Self.page)/visit-record", [("on", "2999-01-01"), ("rating", "3"), ("note", "n")], cookie: vic)

        #expect(badRating.status == 422)
        #expect(future.status == 422)
        #expect(control.status == 422)
        #expect(noToken.status == 403)
        #expect(unknown.status == 404)
        #expect(oneForm.status == 422)
        let rows = try SQLiteShell.run(guide.storePath, "SELECT count(*) FROM member_visits")
        #expect(rows.filter(\.isNumber) == "0")
    }
}
