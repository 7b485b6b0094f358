import Foundation
import TestSupport
import Testing

/// The times on `/account` and `/members` are on the guide's clock (`OUTINGS_TIMEZONE`,
/// Pacific/Kiritimati: fourteen hours ahead of UTC), in words, never UTC or `YYYY-MM-DD`.
@Suite(.serialized)
struct WebTimesInWordsTests {
    @Test func sessionsAndInvitationsSayWhenInWordsOnTheGuidesClock() throws {
        let guide = try WebGuide(environment: AttractionEditedTimes.zone, members: WebGuide.household)
        let start = Date()
        let owner = try guide.cookie("ada")
        let made = try guide.post("/members/invites", [("role", "editor"), ("expires", "2d")], cookie: owner)
        #expect(made.status == 200)
        let account = try guide.client.get("/account", headers: ["Cookie": owner]).text
        let members = try guide.client.get("/members", headers: ["Cookie": owner]).text
        let end = Date()

        let times = AttractionEditedTimes.clockTimes(from: start, to: end)
        #expect(
            times.contains { account.contains(#"<td data-label="Signed in">today \#($0)</td>"#) },
            "\(account)")
        #expect(
            times.contains { members.contains(#"<td data-label="Created">today \#($0)</td>"#) }, "\(members)")
        let inTwoDays = Self.days(
            from: start.addingTimeInterval(2 * 86_400), to: end.addingTimeInterval(2 * 86_400))
        #expect(
            inTwoDays.contains { members.contains(#"<td data-label="Expires">\#($0)</td>"#) }, "\(members)")
        for page in [account, members] {
            #expect(!page.contains("UTC"))
            #expect(page.firstMatch(of: /\d{4}-\d{2}-\d{2}/) == nil)
        }
    }

    /// "9 Dec" (with the year when it is not this one's) in Pacific/Kiritimati, for each minute
    /// from `start` to `end`.
    static func days(from start: Date, to end: Date) -> Set<String> {
        let zone = TimeZone(identifier: "Pacific/Kiritimati")
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy"
        let thisYear = formatter.string(from: Date())
        return Set(
            stride(from: start.timeIntervalSince1970, through: end.timeIntervalSince1970 + 60, by: 30).map {
                let date = Date(timeIntervalSince1970: $0)
                formatter.dateFormat = "yyyy"
                let year = formatter.string(from: date)
                formatter.dateFormat = year == thisYear ? "d MMM" : "d MMM yyyy"
                return formatter.string(from: date)
            })
    }
}
