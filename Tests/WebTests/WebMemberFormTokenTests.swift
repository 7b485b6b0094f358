import Foundation
import TestSupport
import Testing

/// Every form of the member pages needs the session's own form token: none, or another
/// session's, is 403 and changes nothing.
@Suite(.serialized)
struct WebMemberFormTokenTests {
    @Test func eachMemberFormWithoutItsOwnTokenIsRefused() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let owner = try guide.cookie("ada")
        let foreign = try guide.csrf(cookie: guide.cookie("vic"))
        let invitation = try guide.invite(role: "owner")
        let posts: [(String, [(String, String)], String?)] = [
            (
                invitation,
                [("name", "mal"), ("password", WebGuide.password), ("password-again", WebGuide.password)], nil
            ),
            ("/members/eddie/role", [("role", "owner")], owner),
            ("/members/eddie/remove", [], owner),
            ("/members/invites", [("role", "owner"), ("expires", "7d")], owner),
            ("/account/name", [("display-name", "Mallory")], owner),
            (
                "/account/password",
                [
                    ("current-password", WebGuide.password), ("password", "mallory's pick"),
                    ("password-again", "mallory's pick"),
                ],
                owner
            ),
            ("/account/tokens", [], owner),
            ("/account/tokens/000000000000/revoke", [], owner),
            ("/account/sessions/end-others", [], owner),
        ]
        let other = try guide.cookie("ada")
        for (path, fields, cookie) in posts {
            let headers = cookie.map { ["Cookie": $0] } ?? [:]
            for token in [nil, foreign] {
                let sent = (token.map { [("csrf", $0)] } ?? []) + fields
                let answer = try guide.client.form(path, sent, headers: headers)
                #expect(answer.status == 403, "\(path) with \(token == nil ? "no" : "a foreign") token")
            }
        }
        #expect(try guide.memberRoles() == ["ada": "owner", "eddie": "editor", "vic": "viewer"])
        #expect(try guide.client.get(invitation).status == 200)
        #expect(try guide.client.get("/", headers: ["Cookie": other]).status == 200)
        #expect(try guide.signIn("ada").status == 303)
        let account = try guide.client.get("/account", headers: ["Cookie": owner]).text
        #expect(account.contains("No tokens."))
        #expect(!account.contains("Mallory"))
    }
}
