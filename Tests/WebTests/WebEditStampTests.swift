import Foundation
import TestSupport
import Testing

/// A change made on the web records the signed-in member, as one made with `--member` does:
/// `attractions show` then says who edited it.
@Suite struct WebEditStampTests {
    @Test func anEditorsChangeNamesThemAndARemovalForgetsIt() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let eddie = try guide.apiToken("eddie")
        let bearer = ["Authorization": "Bearer \(eddie)"]

        let dayOfChange = Self.utcDay(Date())
        let added = try guide.client.json("POST", "/api/attractions", ["name": "Web Zoo"], headers: bearer)
        #expect(added.status == 201, "\(added.text)")
        let id = try #require((try added.json() as? [String: Any])?["id"] as? String)
        let shown = try WebServerProcess.cliOutput(
            ["--store", "sqlite:\(guide.storePath)", "attractions", "show", id], home: guide.home)
        let text = String(decoding: shown.stdout, as: UTF8.self)
        #expect(shown.status == 0)
        #expect(text.contains("edited by eddie on "), "\(text)")
        // The attraction's page says the same, with the UTC day of the change.
        let page = try guide.client.get("/attractions/\(id)", headers: bearer)
        #expect(page.status == 200, "\(page.text)")
        let days = Set([dayOfChange, Self.utcDay(Date())])
        #expect(
            days.contains { page.text.contains("<p class=\"edited\">edited by eddie on \($0)</p>") },
            "\(page.text)")

        let removed = try guide.client.json("DELETE", "/api/attractions/\(id)", [:], headers: bearer)
        #expect(removed.status == 200 || removed.status == 204, "\(removed.text)")
        let stamps = try SQLiteShell.run(
            guide.storePath, "SELECT count(*) FROM attraction_edits WHERE attraction_id = '\(id)'")
        #expect(stamps.filter(\.isNumber) == "0")
    }

    /// YYYY-MM-DD in UTC, by Foundation's formatter.
    static func utcDay(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}
