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

        let added = try guide.client.json("POST", "/api/attractions", ["name": "Web Zoo"], headers: bearer)
        #expect(added.status == 201, "\(added.text)")
        let id = try #require((try added.json() as? [String: Any])?["id"] as? String)
        let shown = try WebServerProcess.cliOutput(
            ["--store", "sqlite:\(guide.storePath)", "attractions", "show", id], home: guide.home)
        let text = String(decoding: shown.stdout, as: UTF8.self)
        #expect(shown.status == 0)
        #expect(text.contains("edited by eddie on "), "\(text)")

        let removed = try guide.client.json("DELETE", "/api/attractions/\(id)", [:], headers: bearer)
        #expect(removed.status == 200 || removed.status == 204, "\(removed.text)")
        let stamps = try SQLiteShell.run(
            guide.storePath, "SELECT count(*) FROM attraction_edits WHERE attraction_id = '\(id)'")
        #expect(stamps.filter(\.isNumber) == "0")
    }
}
