import Domain
import Foundation
import HTTPServer
import Presentation
import UseCases

/// `/join/TOKEN`: someone with an invitation (`outings members invite`, or the members page)
/// says what to call them, takes the sign-in name proposed from it (`MemberName.proposed`, used
/// when the field is left empty) or another, and a password; they become a member with the
/// invitation's role and are signed in. A token that opens no invitation is 404, whether unknown,
/// used or expired.
struct JoinController: Sendable {
    let gate: SignInGate
    let csrf: CSRFToken
    /// Who asks, when signed in already: the page's header shows them.
    let signedIn: RequestContext?

    static let notValid = "This invitation is not valid. Ask an owner of the guide for a new link."

    func form(token: String) throws -> HTTPResponse {
        guard let invitation = try gate.members.invitation(token: token) else { throw Self.refused }
        return Responses.html(
            JoinPage.render(
                token: token, invitation: try about(invitation), csrf: csrf.value, signedIn: signedIn))
    }

    /// Who made the invitation and what its role lets one do.
    private func about(_ invitation: Credential) throws -> JoinPage.Invitation {
        let inviter = try gate.members.member(of: invitation).map { MemberRowViewModel($0).displayName }
        return JoinPage.Invitation(role: invitation.role ?? .viewer, inviter: inviter)
    }

    private static var refused: WebFailure { WebFailure.notFound(notValid) }

    func join(token: String, _ request: HTTPRequest) throws -> HTTPResponse {
        guard let invitation = try gate.members.invitation(token: token) else { throw Self.refused }
        let form = FormBody(request.body)
        var values = JoinPage.Values(
            name: (form["name"] ?? "").trimmingCharacters(in: .whitespaces),
            displayName: form["display-name"] ?? "", password: form["password"] ?? "",
            passwordAgain: form["password-again"] ?? "")
        do {
            if values.name.isEmpty {
                let taken = Set(try gate.members.members().map(\.name.key))
                values.name = MemberName.proposed(from: values.displayName, taken: taken).text
            }
            let password = try Password(values.password, repeated: values.passwordAgain)
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
                    token: token, invitation: try about(invitation), csrf: csrf.value, values: values,
                    problem: mapped.message, signedIn: signedIn),
                status: mapped.status == 409 ? 409 : 400)
        }
    }
}
