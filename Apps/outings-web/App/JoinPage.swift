import Domain
import Presentation

/// The form of `/join/TOKEN`: who invited you and what the role lets you do, then what to call
/// you, the sign-in name (proposed from it when left empty) and the password typed twice. A
/// refused form comes back with everything typed, both passwords included.
enum JoinPage {
    struct Values {
        var name = ""
        var displayName = ""
        var password = ""
        var passwordAgain = ""
    }

    struct Invitation {
        let role: MemberRole
        /// The display name of the member who made it; nil when made with the CLI.
        let inviter: String?
    }

    static func render(
        token: String, invitation: Invitation, csrf: String, values: Values = Values(),
        problem: String? = nil,
        signedIn: RequestContext?
    ) -> String {
        let who =
            invitation.inviter.map { "<strong>\(HTML.text($0))</strong> invited you" } ?? "You are invited"
        return PageLayout(
            title: "Join this guide",
            content: """
                <p>\(who) to join this Outings guide as <strong>\(HTML.text(RoleWords.withArticle(invitation.role)))</strong>.
                \(HTML.text(RoleWords.forYou(invitation.role)))</p>
                \(FormMarkup.alert(problem))<form class="edit" method="post" action="/join/\(HTML.pathSegment(token))">
                \(FormMarkup.csrfField(csrf))
                <label for="display-name">What should we call you?</label>
                <input type="text" id="display-name" name="display-name" autocomplete="name" aria-describedby="display-name-hint" value="\(HTML.formValue(values.displayName))">
                <p class="hint" id="display-name-hint">Any name, with spaces: Grandma Rose.</p>
                <label for="name">Sign-in name</label>
                <input type="text" id="name" name="name" autocomplete="username" autocapitalize="none" spellcheck="false" aria-describedby="name-hint" value="\(HTML.formValue(values.name))">
                <p class="hint" id="name-hint">What you type to sign in: letters, digits, '.', '-' or '_'. \
                Left empty, it is made from your name (Grandma Rose: grandma-rose).</p>
                <label for="password">Password</label>
                <input type="password" id="password" name="password" autocomplete="new-password" required aria-describedby="password-hint" value="\(HTML.formValue(values.password))">
                <p class="hint" id="password-hint">At least 8 characters.</p>
                <label for="password-again">Password again</label>
                <input type="password" id="password-again" name="password-again" autocomplete="new-password" required value="\(HTML.formValue(values.passwordAgain))">
                <p><button type="submit">Join</button></p>
                </form>
                """,
            signedIn: signedIn, breadcrumbs: [PageLayout.Crumb(text: "Join this guide")]
        ).render()
    }
}
