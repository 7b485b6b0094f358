import Foundation
import TestSupport
import Testing

/// A change made on the web records the signed-in member, as one made with `--member` does:
/// `attractions show` then says who edited it.
@Suite struct WebEditStampTests {
    @Test func anEditorsChangeNamesThemAndARemovalForgetsIt() throws {
        let guide = try WebGuide(environment: AttractionEditedTimes.zone, members: WebGuide.household)
        let eddie = try guide.apiToken("eddie")
        let bearer = ["Authorization": "Bearer \(eddie)"]

        let start = Date()
        let added = try guide.client.json("POST", "/api/attractions", ["name": "Web Zoo"], headers: bearer)
        #expect(added.status == 201, "\(added.text)")
        let id = try #require((try added.json() as? [String: Any])?["id"] as? String)
        let shown = try WebServerProcess.cliOutput(
            ["--store", "sqlite:\(guide.storePath)", "attractions", "show", id], home: guide.home,
            environment: AttractionEditedTimes.zone)
        let text = String(decoding: shown.stdout, as: UTF8.self)
        #expect(shown.status == 0)
        #expect(text.contains("edited by eddie today "), "\(text)")
        // The attraction's page says the same, on the guide's clock (OUTINGS_TIMEZONE).
        let page = try guide.client.get("/attractions/\(id)", headers: bearer)
        #expect(page.status == 200, "\(page.text)")
        let times = AttractionEditedTimes.clockTimes(from: start, to: Date())
        #expect(
            times.contains { page.text.contains("<p class=\"edited\">edited by eddie today \($0)</p>") },
            "\(page.text)")

        let removed = try guide.client.json("DELETE", "/api/attractions/\(id)", [:], headers: bearer)
        #expect(removed.status == 200 || removed.status == 204, "\(removed.text)")
        let stamps = try SQLiteShell.run(
            guide.storePath, "SELECT count(*) FROM attraction_edits WHERE attraction_id = '\(id)'")
        #expect(stamps.filter(\.isNumber) == "0")
    }

}

/// HH:MM in Pacific/Kiritimati (fourteen hours ahead of UTC, the guide's zone here) of each
/// minute from `start` to `end`, by Foundation's formatter.
enum AttractionEditedTimes {
    static let zone = ["OUTINGS_TIMEZONE": "Pacific/Kiritimati"]

    static func clockTimes(from start: Date, to end: Date) -> Set<String> {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Pacific/Kiritimati")
        formatter.dateFormat = "HH:mm"
        return Set(
            stride(from: start.timeIntervalSince1970, through: end.timeIntervalSince1970 + 60, by: 30)
                .map { formatter.string(from: Date(timeIntervalSince1970: $0)) })
    }
}
