import Foundation
import TestSupport
import Testing

/// `/join/TOKEN`: an invitation from the CLI makes a member with its role, once; an unknown,
/// used or expired one is the same 404; bad input leaves the invitation usable.
@Suite(.serialized)
struct WebJoinTests {
    @Test func anInvitationMakesASignedInMemberWithItsRoleOnce() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let path = try guide.invite(role: "editor")
        #expect(path.hasPrefix("/join/"))
        let form = try guide.client.get(path)
        #expect(form.status == 200)
        #expect(form.text.contains("editor"))
        let joined = try guide.join(path, name: "nell", displayName: "Nell <N>")
        #expect(joined.status == 303)
        #expect(joined.headers["location"] == "/")
        let cookie = try #require(WebGuide.sessionCookie(joined))
        #expect(cookie.hasPrefix("outings-session="))
        // Signed in as the new editor: the header names her, and an editor's page opens.
        let home = try guide.client.get("/", headers: ["Cookie": cookie])
        #expect(home.status == 200)
        #expect(home.text.contains("Nell &lt;N&gt;"))
        #expect(try guide.client.get("/attractions/new", headers: ["Cookie": cookie]).status == 200)
        #expect(try guide.memberRoles()["nell"] == "editor")
        // The token is a secret: the access log names the route, not the token.
        #expect(guide.server.waitForStderr(#""POST /join/(token) HTTP/1.1" 303"#))
        #expect(!guide.server.stderr.contains(path))
        // Used: the link no longer opens, nor can it be posted again.
        let again = try guide.client.get(path)
        #expect(again.status == 404)
        #expect(again.text.contains("This invitation is not valid"))
        let reuse = try guide.join(path, name: "other")
        #expect(reuse.status == 404)
        #expect(try guide.memberRoles()["other"] == nil)
    }

    @Test func anExpiredUsedOrUnknownInvitationGetsTheSameNotFoundPage() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let expired = try guide.invite()
        // Expired by the store's own clock fields, not by waiting.
        try SQLiteShell.run(
            guide.storePath, "UPDATE credentials SET expires = created - 1 WHERE kind = 'invite'")
        let used = try guide.invite()
        #expect(try guide.join(used, name: "uma").status == 303)
        let unknown = "/join/" + String(repeating: "A", count: 43)
        let pages = try [expired, used, unknown].map { try guide.client.get($0) }
        for page in pages {
            #expect(page.status == 404)
            #expect(page.text.contains("This invitation is not valid"))
            #expect(!page.text.contains("expired"))
        }
        #expect(pages[0].text == pages[2].text)
        #expect(pages[1].text == pages[2].text)
        let posted = try guide.join(expired, name: "late")
        #expect(posted.status == 404)
        #expect(try guide.memberRoles()["late"] == nil)
    }

    @Test func badInputShowsTheFormAgainAndLeavesTheInvitationUsable() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let path = try guide.invite(role: "viewer")
        let before = try guide.memberRoles()
        let refusals: [(RawHTTPClient.Response, Int, String)] = [
            (try guide.join(path, name: "VIC"), 409, "a member named VIC already exists"),
            (
                try guide.join(path, name: "shorty", password: "short", again: "short"), 400,
                "at least 8 characters"
            ),
            (
                try guide.join(path, name: "typo", again: WebGuide.password + "!"), 400,
                "the passwords typed differ"
            ),
            (try guide.join(path, name: "bad name"), 400, "name has only ASCII letters"),
        ]
        for (answer, status, line) in refusals {
            #expect(answer.status == status, "\(line)")
            #expect(answer.text.contains(line), "\(line)")
            #expect(answer.text.contains(#"role="alert""#))
            #expect(answer.headers["set-cookie"] == nil)
        }
        #expect(try guide.memberRoles() == before)
        #expect(try guide.client.get(path).status == 200)
        #expect(try guide.join(path, name: "vera").status == 303)
        #expect(try guide.memberRoles()["vera"] == "viewer")
    }
}
