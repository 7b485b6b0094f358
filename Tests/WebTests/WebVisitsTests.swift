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
            vicsPage.contains("<dt>Visited</dt><dd>\(day)</dd><dt>Rating</dt><dd>5/5</dd>"), "\(vicsPage)"
        )
        #expect(
            vicsPage.contains("<dd class=\"description\">vic&#39;s &lt;b&gt;secret&lt;/b&gt;\nline two</dd>")
                || vicsPage.contains(
                    "<dd class=\"description\">vic&#x27;s &lt;b&gt;secret&lt;/b&gt;\nline two</dd>"),
            "\(vicsPage)")
        #expect(!vicsPage.contains("<b>secret</b>"))
        #expect(!adasPage.contains("secret"))
        #expect(adasPage.contains("<dt>Visited</dt><dd>never</dd><dt>Rating</dt><dd>-</dd>"), "\(adasPage)")
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

    @Test func aRefusedFormOrOneWithoutItsTokenStoresNothing() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let vic = try guide.cookie("vic")

        let badRating = try guide.post("\(Self.page)/rating", [("rating", "6")], cookie: vic)
        let future = try guide.post("\(Self.page)/visits", [("on", "2999-01-01")], cookie: vic)
        let control = try guide.post("\(Self.page)/note", [("note", "a\u{1B}[31mb")], cookie: vic)
        let noToken = try guide.client.form(
            "\(Self.page)/note", [("note", "forged")], headers: ["Cookie": vic])
        let unknown = try guide.post("/attractions/nope/rating", [("rating", "3")], cookie: vic)

        #expect(badRating.status == 422)
        #expect(future.status == 422)
        #expect(control.status == 422)
        #expect(noToken.status == 403)
        #expect(unknown.status == 404)
        let rows = try SQLiteShell.run(guide.storePath, "SELECT count(*) FROM member_visits")
        #expect(rows.filter(\.isNumber) == "0")
    }
}
