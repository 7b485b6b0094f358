import Domain
import HTTPServer
import UseCases

/// `/join/TOKEN`: someone with an invitation (`outings members invite`, or the members page)
/// chooses a login name, display name and password, becomes a member with the invitation's role
/// and is signed in. A token that opens no invitation is 404, whether unknown, used or expired.
struct JoinController: Sendable {
    let gate: SignInGate
    let csrf: CSRFToken
    /// Who asks, when signed in already: the page's header shows them.
    let signedIn: RequestContext?

    static let notValid = "This invitation is not valid. Ask an owner of the guide for a new link."

    func form(token: String) throws -> HTTPResponse {
        guard let invitation = try gate.members.invitation(token: token) else { throw Self.refused }
        return Responses.html(
            JoinPage.render(token: token, invitation: invitation, csrf: csrf.value, signedIn: signedIn))
    }

    private static var refused: WebFailure { WebFailure.notFound(notValid) }

    func join(token: String, _ request: HTTPRequest) throws -> HTTPResponse {
        guard let invitation = try gate.members.invitation(token: token) else { throw Self.refused }
        let form = FormBody(request.body)
        let values = JoinPage.Values(name: form["name"] ?? "", displayName: form["display-name"] ?? "")
        do {
            let password = try Password(form["password"] ?? "", repeated: form["password-again"] ?? "")
            guard
                let member = try gate.members.join(
                    token: token, name: values.name, displayName: values.displayName, password: password)
            else { throw Self.refused }
            return try gate.startSession(for: member, request: request, then: "/")
        } catch let error where !(error is WebFailure) {
            let mapped = WebErrorMapping.map(error)
            guard mapped.status < 500 else { throw error }
            // A name taken is a conflict; anything else the person typed is a bad request.
            return Responses.html(
                JoinPage.render(
                    token: token, invitation: invitation, csrf: csrf.value, values: values,
                    problem: mapped.message, signedIn: signedIn),
                status: mapped.status == 409 ? 409 : 400)
        }
    }
}

/// The form of `/join/TOKEN`: login name, display name, and the password typed twice.
enum JoinPage {
    struct Values {
        var name = ""
        var displayName = ""
    }

    static func render(
        token: String, invitation: Credential, csrf: String, values: Values = Values(),
        problem: String? = nil,
        signedIn: RequestContext?
    ) -> String {
        let role = invitation.role?.rawValue ?? ""
        return PageLayout(
            title: "Join this guide",
            content: """
                <p>You are invited to join as <strong>\(HTML.text(role))</strong>. Choose how you sign in.</p>
                \(FormMarkup.alert(problem))<form class="edit" method="post" action="/join/\(HTML.pathSegment(token))">
                \(FormMarkup.csrfField(csrf))
                <label for="name">Login name</label>
                <input type="text" id="name" name="name" autocomplete="username" required value="\(HTML.formValue(values.name))">
                <label for="display-name">Display name</label>
                <input type="text" id="display-name" name="display-name" autocomplete="name" value="\(HTML.formValue(values.displayName))">
                <label for="password">Password</label>
                <input type="password" id="password" name="password" autocomplete="new-password" required>
                <label for="password-again">Password again</label>
                <input type="password" id="password-again" name="password-again" autocomplete="new-password" required>
                <p><button type="submit">Join</button></p>
                </form>
                """,
            signedIn: signedIn, breadcrumbs: [PageLayout.Crumb(text: "Join this guide")]
        ).render()
    }
}
