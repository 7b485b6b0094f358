import AppSupport
import Domain
import Presentation
import UseCases

/// The owners' page of members: a table with each one's role form and remove button, the
/// invitation form, a new invitation's link (shown once) and the invitations still open.
enum MembersPage {
    struct Content {
        let list: MemberListViewModel
        let invitations: [CredentialRowViewModel]
        var link: String?
        /// The link's QR code, inline SVG.
        var qrCode: String?
        var problem: String?
    }

    /// `once`: the `FormOnce` field of the invitation form.
    static func render(_ content: Content, csrf: String, once: String, signedIn: RequestContext?) -> String {
        let rows = content.list.rows.map { row in
            let base = "/members/" + HTML.pathSegment(row.name)
            let role = MemberRole(rawValue: row.role) ?? .viewer
            let id = "role-" + HTML.pathSegment(row.name)
            let change = """
                <form class="inline" method="post" action="\(HTML.attribute(base))/role">\(FormMarkup.csrfField(csrf))\
                <label class="visually-hidden" for="\(HTML.attribute(id))">Role of \(HTML.text(row.name))</label>\
                \(FormMarkup.roleChoice(name: "role", id: id, selected: role)) <button type="submit">Change role</button></form> \
                \(FormMarkup.button("Remove", action: base + "/remove", csrf: csrf))
                """
            return TableMarkup.Row(cells: [
                HTML.text(row.displayName), HTML.text(row.name), HTML.text(row.role), change,
            ])
        }
        let link = content.link.map { invitation(link: $0, qrCode: content.qrCode) } ?? ""
        return PageLayout(
            title: "Members",
            content: """
                \(FormMarkup.alert(content.problem))\(link)\
                \(TableMarkup(className: "members", columns: ["Display name", "Login name", "Role", "Change"]).render(rows))
                <h2>Invite someone</h2>
                <form class="edit" method="post" action="/members/invites">\(FormMarkup.csrfField(csrf))\(once)
                <label for="invite-role">Role</label>
                \(FormMarkup.roleChoice(name: "role", id: "invite-role", selected: .viewer))
                <label for="invite-expires">Valid for</label>
                <input type="text" id="invite-expires" name="expires" value="\(InvitationLifetime.standard)" aria-describedby="invite-expires-hint">
                <p class="hint" id="invite-expires-hint">7d, 12h or 30m; at most \(ManageMembers.longestInvitation / 86_400)d.</p>
                <p><button type="submit">Create invitation</button></p>
                </form>
                \(roles)
                \(invitations(content.invitations, csrf: csrf))
                """,
            signedIn: signedIn, breadcrumbs: [PageLayout.Crumb.home, PageLayout.Crumb(text: "Members")]
        ).render()
    }

    /// What each role lets a member do, in the words the join page uses.
    static var roles: String {
        let rows = RoleWords.table.map {
            "<dt>\(HTML.text($0.role.rawValue))</dt><dd>\(HTML.text($0.text))</dd>"
        }
        return "<h3>What each role may do</h3>\n<dl class=\"roles\">\(rows.joined())</dl>"
    }

    /// A new invitation's link, shown once: a read-only field to copy it from, links that hand
    /// it to mail or messages, and its QR code for a phone in the room. No script: the page's
    /// policy allows none, so copying is the field's own (tap, select all, copy).
    private static func invitation(link: String, qrCode: String?) -> String {
        let send = link.hasPrefix("http") ? sendLinks(link) : ""
        let code =
            qrCode.map {
                "<figure class=\"qr-code\">\($0)<figcaption>Or scan this with a phone's camera.</figcaption></figure>\n"
            } ?? ""
        return """
            <div class="notice invitation" role="status"><p>The invitation's link, shown only now: send it to the person you invite.</p>
            <label for="invitation-link">Invitation link</label>
            <input type="text" id="invitation-link" readonly value="\(HTML.formValue(link))" aria-describedby="invitation-link-hint">
            <p class="hint" id="invitation-link-hint">Select it all and copy it, or send it:</p>
            \(send)\(code)</div>\n
            """
    }

    /// `mailto:` and `sms:` links whose message is the invitation.
    private static func sendLinks(_ link: String) -> String {
        let message = "Join our Outings guide: " + link
        let body = HTML.queryValue(message)
        return """
            <ul class="actions"><li><a href="\(HTML.attribute("mailto:?subject=" + HTML.queryValue("Join our Outings guide") + "&body=" + body))">Send by email</a></li>\
            <li><a href="\(HTML.attribute("sms:?body=" + body))">Send as a text message</a></li></ul>\n
            """
    }

    private static func invitations(_ rows: [CredentialRowViewModel], csrf: String) -> String {
        guard !rows.isEmpty else { return "<h2>Open invitations</h2>\n<p>None.</p>" }
        let lines = rows.map { row in
            TableMarkup.Row(cells: [
                "<code>\(HTML.text(row.id))</code>", HTML.text(row.role ?? ""), HTML.text(row.created),
                HTML.text(row.expires),
                FormMarkup.button(
                    "Cancel", action: "/members/invites/\(HTML.pathSegment(row.id))/cancel", csrf: csrf),
            ])
        }
        let table = TableMarkup(
            className: "members", columns: ["Id", "Role", "Created", "Expires", "Cancel"])
        return "<h2>Open invitations</h2>\n" + table.render(lines)
    }
}
