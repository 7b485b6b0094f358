import AppSupport
import Domain
import HTTPServer
import Presentation
import UseCases

/// `/members`, for owners (`Route.table`): the members with their roles, changing a role,
/// removing a member, and invitations (made, listed, cancelled). Every rule (the last owner, roles, lifetimes) is
/// `ManageMembers`'; a refused change shows the page again with its one line.
struct MembersController: Sendable {
    let members: ManageMembers
    /// The owner asking; nil: a guide without members, which has none to show (404).
    let signedIn: RequestContext?
    let csrf: CSRFToken
    let once: FormOnce
    /// What the invitation link is absolute on (`PublicURL.forLinks`); nil: a path.
    let linkBase: PublicURL?
    /// The invitations' times in words.
    let words: MomentText

    func cancelInvitation(id: String) throws -> HTTPResponse {
        try change { try members.cancelInvitation(id: id) }
    }

    func setRole(of name: String, _ form: FormBody) throws -> HTTPResponse {
        try change {
            guard let role = MemberRole(rawValue: form["role"] ?? "") else {
                throw WebFailure.badRequest(Self.roleProblem)
            }
            try members.setRole(of: name, to: role)
        }
    }

    func remove(_ name: String) throws -> HTTPResponse {
        try change { try members.remove(name) }
    }

    static let roleProblem =
        "a role is one of \(MemberRole.allCases.map(\.rawValue).joined(separator: ", "))"

    func page(link: String? = nil, problem: String? = nil, status: Int = 200) throws -> HTTPResponse {
        _ = try RequestContext.required(signedIn)
        let content = MembersPage.Content(
            list: MemberListViewModel(try members.members()),
            invitations: try members.pendingInvitations().map { CredentialRowViewModel($0, words: words) },
            link: link, qrCode: link.flatMap(Self.qrCode), problem: problem)
        return Responses.html(
            MembersPage.render(content, csrf: csrf.value, once: once.field(), signedIn: signedIn),
            status: status)
    }

    /// Runs a change, then back to the list; a refusal is the list with its line.
    private func change(_ body: () throws -> Void) throws -> HTTPResponse {
        _ = try RequestContext.required(signedIn)
        do {
            try body()
            return Responses.seeOther("/members")
        } catch {
            let mapped = WebErrorMapping.map(error)
            guard mapped.status < 500 else { throw error }
            return try page(problem: mapped.message, status: mapped.status)
        }
    }

    /// A new invitation; its link is shown on this answer only (the store keeps its digest).
    func invite(_ request: HTTPRequest) throws -> HTTPResponse {
        let form = FormBody(request.body)
        // Sent again (a reload of the page with the link): the one it made is in the list.
        guard once.firstUse(form[FormOnce.name]) else { return Responses.seeOther("/members") }
        var token = ""
        let refused = try change {
            guard let role = MemberRole(rawValue: form["role"] ?? "") else {
                throw WebFailure.badRequest(Self.roleProblem)
            }
            let text = form["expires"] ?? InvitationLifetime.standard
            guard let lifetime = InvitationLifetime.seconds(parsing: text) else {
                throw WebFailure.badRequest("an invitation lasts a time such as 7d, 12h or 30m")
            }
            token = try members.invite(role: role, lifetime: lifetime, by: signedIn?.member.id)
        }
        guard !token.isEmpty else { return refused }
        let path = "/join/" + token
        return try page(link: linkBase.map { $0.link(path) } ?? path)
    }

    /// The link as a QR code a phone's camera opens; nil for a path (nothing to open) or on a
    /// host without libqrencode (the link alone is shown).
    static func qrCode(_ link: String) -> String? {
        guard link.hasPrefix("http") else { return nil }
        return try? QRCodeDrawing.svg(of: link, label: "QR code of the invitation link")
    }
}
