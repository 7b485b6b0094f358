import Domain
import HTTPServer
import Presentation
import UseCases

/// `/account`, for any signed-in member: their display name, password, personal API tokens and
/// sessions. Each change goes through `ManageMembers`; a refused one shows the page again with
/// its one line. A new token is shown on its answer only (the store keeps its digest).
struct AccountController: Sendable {
    let members: ManageMembers
    /// The member whose account it is; nil: a guide without members, which has no accounts (404).
    let signedIn: RequestContext?
    let tries: PasswordTries
    let throttle: SignInThrottle
    let csrf: CSRFToken
    let once: FormOnce
    let now: @Sendable () -> Int64
    /// The idle lifetime, to say when a session was last used.
    let idleLifetime: Int64
    /// The tokens' and sessions' times in words.
    let words: MomentText

    func page() throws -> HTTPResponse { try page(RequestContext.required(signedIn)) }

    func setDisplayName(_ form: FormBody) throws -> HTTPResponse {
        try post { try members.setDisplayName(of: $0.member.name.text, to: form["display-name"] ?? "") }
    }

    func changePassword(_ form: FormBody) throws -> HTTPResponse {
        try post { context in try changePassword(context, form) }
    }

    func endOtherSessions() throws -> HTTPResponse {
        try post { context in
            guard let session = context.session else { return }
            try members.endOtherSessions(of: context.member.name.text, keeping: session)
        }
    }

    /// A new personal token, shown on this answer only.
    func newToken(_ form: FormBody) throws -> HTTPResponse {
        let context = try RequestContext.required(signedIn)
        // Sent again (a reload of the page with the token): the one it made is listed.
        guard once.firstUse(form[FormOnce.name]) else { return Responses.seeOther("/account") }
        let token = try members.newAPIToken(for: context.member.name.text)
        return try page(context, token: token)
    }

    func revokeToken(id: String) throws -> HTTPResponse {
        try post { try members.revoke(.apiToken, id: id, of: $0.member.name.text) }
    }

    /// A wrong current password counts as a failed sign-in of the name (`SignInThrottle`), so a
    /// session in other hands guesses no faster here than on the sign-in form.
    private func changePassword(_ context: RequestContext, _ fields: FormBody) throws {
        let subjects = [ThrottleSubject.name(context.member.name.key)]
        let outcome = try tries.attempt(subjects, in: throttle, at: now) { () throws -> Bool? in
            let current = try Password(fields["current-password"] ?? "")
            let new = try Password(fields["password"] ?? "", repeated: fields["password-again"] ?? "")
            do {
                try members.changeOwnPassword(
                    of: context.member.name.text, current: current, to: new, keeping: context.session)
                return true
            } catch MemberError.wrongPassword {
                return nil
            }
        }
        switch outcome {
        case .wait(let wait):
            throw WebFailure(429, "too many wrong passwords for this name; try again in \(wait) s")
        case .failed: throw MemberError.wrongPassword
        case .passed: break
        }
    }

    /// A POST that changes something of the member's, then back to the page.
    private func post(_ change: (RequestContext) throws -> Void) throws -> HTTPResponse {
        let context = try RequestContext.required(signedIn)
        do {
            try change(context)
            return Responses.seeOther("/account")
        } catch let error where !(error is WebFailure) {
            let mapped = WebErrorMapping.map(error)
            guard mapped.status < 500 else { throw error }
            return try page(context, problem: mapped.message, status: mapped.status)
        }
    }

    private func page(
        _ context: RequestContext, token: String? = nil, problem: String? = nil, status: Int = 200
    )
        throws -> HTTPResponse
    {
        let name = context.member.name.text
        // The member as stored now (a display name just changed), not as the request began.
        let member = (try? members.member(named: name)) ?? context.member
        let sessions = try members.credentials(.session, of: name).map { session in
            (
                row: CredentialRowViewModel(
                    session, lastUsed: ManageMembers.lastUsed(session, idle: idleLifetime), words: words),
                current: session.digest == context.session?.digest
            )
        }
        let content = AccountPage.Content(
            member: MemberRowViewModel(member), storedDisplayName: member.displayName,
            tokens: try members.credentials(.apiToken, of: name).map {
                CredentialRowViewModel($0, words: words)
            },
            sessions: sessions, newToken: token, problem: problem)
        return Responses.html(
            AccountPage.render(content, csrf: csrf.value, once: once.field(), signedIn: signedIn),
            status: status)
    }
}
