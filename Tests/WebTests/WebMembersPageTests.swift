import Foundation
import TestSupport
import Testing

/// `/members` for owners: roles, removal (never of the last owner), invitations; and the header
/// each member sees.
@Suite(.serialized)
struct WebMembersPageTests {
    @Test func anOwnerChangesARoleAndTheMembersNextRequestFollowsIt() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let owner = try guide.cookie("ada")
        let eddie = try guide.cookie("eddie")
        #expect(try guide.client.get("/attractions/new", headers: ["Cookie": eddie]).status == 200)
        let page = try guide.client.get("/members", headers: ["Cookie": owner])
        #expect(page.status == 200)
        for name in ["ada", "eddie", "vic"] {
            #expect(page.text.contains(#"action="/members/\#(name)/role""#))
        }
        let changed = try guide.post("/members/eddie/role", [("role", "viewer")], cookie: owner)
        #expect(changed.status == 303)
        #expect(changed.headers["location"] == "/members")
        #expect(try guide.client.get("/attractions/new", headers: ["Cookie": eddie]).status == 403)
        #expect(try guide.memberRoles()["eddie"] == "viewer")
        let promoted = try guide.post("/members/vic/role", [("role", "owner")], cookie: owner)
        #expect(promoted.status == 303)
        let vic = try guide.cookie("vic")
        #expect(try guide.client.get("/members", headers: ["Cookie": vic]).status == 200)
        let unknownRole = try guide.post("/members/vic/role", [("role", "admin")], cookie: owner)
        #expect(unknownRole.status == 400)
        #expect(try guide.memberRoles()["vic"] == "owner")
    }

    @Test func viewersAndEditorsMayNotOpenOrChangeMembers() throws {
        let guide = try WebGuide(members: WebGuide.household)
        for name in ["vic", "eddie"] {
            let cookie = try guide.cookie(name)
            #expect(try guide.client.get("/members", headers: ["Cookie": cookie]).status == 403)
            #expect(
                try guide.post("/members/\(name)/role", [("role", "owner")], cookie: cookie).status == 403)
            #expect(try guide.post("/members/ada/remove", cookie: cookie).status == 403)
            #expect(
                try guide.post("/members/invites", [("role", "owner"), ("expires", "7d")], cookie: cookie)
                    .status == 403)
        }
        #expect(try guide.memberRoles() == ["ada": "owner", "eddie": "editor", "vic": "viewer"])
    }

    @Test func theLastOwnerIsNeitherRemovedNorDemoted() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let owner = try guide.cookie("ada")
        let removal = try guide.post("/members/ada/remove", cookie: owner)
        #expect(removal.status == 422)
        #expect(removal.text.contains("a guide keeps at least one owner"))
        let demotion = try guide.post("/members/ada/role", [("role", "editor")], cookie: owner)
        #expect(demotion.status == 422)
        #expect(demotion.text.contains("a guide keeps at least one owner"))
        #expect(try guide.memberRoles()["ada"] == "owner")
        // Another member goes, with their sessions.
        let vic = try guide.cookie("vic")
        #expect(try guide.post("/members/vic/remove", cookie: owner).status == 303)
        #expect(try guide.memberRoles()["vic"] == nil)
        #expect(try guide.client.get("/", headers: ["Cookie": vic]).status == 303)
    }

    @Test func anInvitationMadeOnThePageIsShownOnceAsALinkAndListedUntilUsed() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let owner = try guide.cookie("ada")
        let made = try guide.post("/members/invites", [("role", "editor"), ("expires", "2d")], cookie: owner)
        #expect(made.status == 200)
        let prefix = "http://127.0.0.1:\(guide.server.port)/join/"
        let start = try #require(made.text.range(of: prefix))
        let token = String(
            made.text[start.upperBound...].prefix { $0.isLetter || $0.isNumber || "-_".contains($0) })
        #expect(token.count == 43)
        let listed = try guide.client.get("/members", headers: ["Cookie": owner]).text
        #expect(!listed.contains(token))
        #expect(Self.openInvitations(listed) == ["editor"])
        #expect(try guide.join("/join/" + token, name: "nell").status == 303)
        #expect(try guide.memberRoles()["nell"] == "editor")
        #expect(Self.openInvitations(try guide.client.get("/members", headers: ["Cookie": owner]).text) == [])
        let badExpiry = try guide.post(
            "/members/invites", [("role", "viewer"), ("expires", "soon")], cookie: owner)
        #expect(badExpiry.status == 400)
        let tooLong = try guide.post(
            "/members/invites", [("role", "viewer"), ("expires", "366d")], cookie: owner)
        #expect(tooLong.status == 400)
        #expect(Self.openInvitations(try guide.client.get("/members", headers: ["Cookie": owner]).text) == [])
    }

    /// Reloading the answer that shows a new link sends its form again: no second invitation.
    @Test func theInvitationFormSentTwiceMakesOneInvitation() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let owner = try guide.cookie("ada")
        let page = try guide.client.get("/members", headers: ["Cookie": owner]).text
        let once = try #require(WebAccountTests.value(in: page, after: #"name="once" value=""#, upTo: "\""))
        let fields = [
            ("csrf", try guide.csrf(cookie: owner)), ("role", "viewer"), ("expires", "7d"), ("once", once),
        ]

        let first = try guide.client.form("/members/invites", fields, headers: ["Cookie": owner])
        let again = try guide.client.form("/members/invites", fields, headers: ["Cookie": owner])

        #expect(first.status == 200)
        #expect(first.text.contains(#"id="invitation-link" readonly value=""#))
        #expect(again.status == 303)
        #expect(again.headers["location"] == "/members")
        #expect(
            Self.openInvitations(try guide.client.get("/members", headers: ["Cookie": owner]).text) == [
                "viewer"
            ])
    }

    @Test func anOpenInvitationIsCancelledFromThePageAndItsLinkNoLongerWorks() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let owner = try guide.cookie("ada")
        let made = try guide.post("/members/invites", [("role", "editor"), ("expires", "2d")], cookie: owner)
        let link = try #require(
            WebAccountTests.value(in: made.text, after: #"id="invitation-link" readonly value=""#, upTo: "\"")
        )
        let path = String(link[try #require(link.range(of: "/join/")).lowerBound...])
        let page = try guide.client.get("/members", headers: ["Cookie": owner]).text
        let id = try #require(
            WebAccountTests.value(in: page, after: #"action="/members/invites/"#, upTo: "/"))
        #expect(id.count == 12)

        // Only an owner may cancel; another member is turned away and the invitation stays.
        let editor = try guide.cookie("eddie")
        #expect(try guide.post("/members/invites/\(id)/cancel", cookie: editor).status != 303)
        #expect(
            Self.openInvitations(try guide.client.get("/members", headers: ["Cookie": owner]).text) == [
                "editor"
            ])

        #expect(try guide.post("/members/invites/\(id)/cancel", cookie: owner).status == 303)
        #expect(Self.openInvitations(try guide.client.get("/members", headers: ["Cookie": owner]).text) == [])
        #expect(try guide.join(path, name: "nell").status != 303)
        #expect(try guide.memberRoles()["nell"] == nil)
        // Cancelled already, or never made: not found.
        #expect(try guide.post("/members/invites/\(id)/cancel", cookie: owner).status == 404)
        #expect(try guide.post("/members/invites/zzzzzzzzzzzz/cancel", cookie: owner).status == 404)
    }

    @Test func aGuideWithoutMembersHasNoMemberPagesAndMakesNoInvitations() throws {
        let guide = try WebGuide()
        #expect(try guide.client.get("/members").status == 404)
        #expect(try guide.client.get("/account").status == 404)
        let invite = try guide.client.form(
            "/members/invites", [("csrf", guide.csrf()), ("role", "owner"), ("expires", "7d")])
        #expect(invite.status == 404)
        #expect(try SQLiteShell.run(guide.storePath, "SELECT count(*) FROM credentials") == "0\n")
        #expect(!(try guide.client.get("/").text.contains(#"href="/account""#)))
    }

    /// The roles of the invitations a members page lists (rows led by a 12-digit id).
    static func openInvitations(_ page: String) -> [String] {
        let pattern =
            #"<td data-label="Id"><code>[0-9a-f]{12}</code></td><td data-label="Role">([a-z]+)</td>"#
        guard let regex = try? Regex(pattern) else { return [] }
        return page.matches(of: regex).map { match in
            String(
                page[match.range].dropFirst(
                    #"<td data-label="Id"><code>123456789012</code></td><td data-label="Role">"#.count
                )
                .dropLast("</td>".count))
        }
    }

    @Test func theHeaderLinksTheAccountMembersForOwnersAndSignsOut() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let owner = try guide.client.get("/", headers: ["Cookie": try guide.cookie("ada")]).text
        #expect(owner.contains(#"<a href="/account">ada</a>"#))
        #expect(owner.contains(#"<a href="/members">Members</a>"#))
        #expect(
            owner.contains(
                #"<form class="sign-out" method="post" action="/sign-out"><input type="hidden" name="csrf""#))
        let viewer = try guide.client.get("/", headers: ["Cookie": try guide.cookie("vic")]).text
        #expect(viewer.contains(#"<a href="/account">vic</a>"#))
        #expect(!viewer.contains(#"href="/members""#))
    }
}
