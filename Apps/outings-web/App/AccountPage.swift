import Presentation

/// A member's own page: display name, password, and under "Advanced" (open when it shows a new
/// token) personal API tokens (a new one shown once) and sessions, each a form of its own.
enum AccountPage {
    struct Content {
        let member: MemberRowViewModel
        /// The display name as stored (empty: the login name is shown), what the form holds.
        let storedDisplayName: String
        let tokens: [CredentialRowViewModel]
        let sessions: [(row: CredentialRowViewModel, current: Bool)]
        var newToken: String?
        var problem: String?
    }

    /// `once`: the `FormOnce` field of the form that makes a token.
    static func render(_ content: Content, csrf: String, once: String, signedIn: RequestContext?) -> String {
        let field = FormMarkup.csrfField(csrf)
        return PageLayout(
            title: "Your account",
            content: """
                \(FormMarkup.alert(content.problem))<p>Signed in as <strong>\(HTML.text(content.member.name))</strong> (\(HTML.text(content.member.role))).</p>
                <h2>Display name</h2>
                <form class="edit" method="post" action="/account/name">\(field)
                <label for="display-name">Display name</label>
                <input type="text" id="display-name" name="display-name" autocomplete="name" value="\(HTML.formValue(content.storedDisplayName))">
                <p><button type="submit">Save display name</button></p>
                </form>
                <h2>Password</h2>
                <form class="edit" method="post" action="/account/password">\(field)
                <label for="current-password">Current password</label>
                <input type="password" id="current-password" name="current-password" autocomplete="current-password" required>
                <label for="password">New password</label>
                <input type="password" id="password" name="password" autocomplete="new-password" required>
                <label for="password-again">New password again</label>
                <input type="password" id="password-again" name="password-again" autocomplete="new-password" required>
                <p class="hint">Your other sessions end; this one stays signed in.</p>
                <p><button type="submit">Change password</button></p>
                </form>
                <details class="advanced"\(content.newToken == nil ? "" : " open")><summary>Advanced</summary>
                \(tokens(content, csrf: csrf, once: once))
                \(sessions(content, csrf: csrf))
                </details>
                """,
            signedIn: signedIn, breadcrumbs: [PageLayout.Crumb.home, PageLayout.Crumb(text: "Your account")]
        ).render()
    }

    private static func tokens(_ content: Content, csrf: String, once: String) -> String {
        let shown =
            content.newToken.map {
                """
                <div class="notice" role="status"><p>Your new token, shown only now: send it as <code>Authorization: Bearer TOKEN</code>.</p>
                <p><code id="new-token">\(HTML.text($0))</code></p></div>\n
                """
            } ?? ""
        let rows = content.tokens.map { row in
            TableMarkup.Row(cells: [
                "<code>\(HTML.text(row.id))</code>", HTML.text(row.created),
                FormMarkup.button(
                    "Revoke", action: "/account/tokens/\(HTML.pathSegment(row.id))/revoke", csrf: csrf),
            ])
        }
        let list =
            content.tokens.isEmpty
            ? "<p>No tokens.</p>"
            : TableMarkup(className: "members", columns: ["Id", "Created", "Revoke"]).render(rows)
        return """
            <h2>API tokens</h2>
            \(shown)\(list)
            \(FormMarkup.button("Create a token", action: "/account/tokens", csrf: csrf, fields: once))
            """
    }

    private static func sessions(_ content: Content, csrf: String) -> String {
        let rows = content.sessions.map { session in
            let here = session.current ? " (this browser)" : ""
            return TableMarkup.Row(cells: [
                "<code>\(HTML.text(session.row.id))</code>\(here)", HTML.text(session.row.created),
                HTML.text(session.row.lastUsed ?? ""),
            ])
        }
        return """
            <h2>Sessions</h2>
            \(TableMarkup(className: "members", columns: ["Id", "Signed in", "Last seen"]).render(rows))
            \(FormMarkup.button("Sign out everywhere else", action: "/account/sessions/end-others", csrf: csrf))
            """
    }
}
