import Domain
import Foundation
import HTTPServer
import Platform
import UseCases

/// `/sign-in` (the form, and signing in) and `POST /sign-out`. A failed sign-in answers the same
/// for an unknown name and a wrong password; after repeated failures for a name the next tries
/// wait (`SignInThrottle`) and are answered 429 without checking the password.
struct SignInController: Sendable {
    let gate: SignInGate
    let tries: PasswordTries
    let throttle: SignInThrottle
    let csrf: CSRFToken
    /// Who asks, when signed in already: the page's header shows them.
    let signedIn: RequestContext?
    /// The address the request comes from (`TrustedProxies`); "" when not known.
    let client: String

    static let refused = "that name and password do not match a member"

    /// The form; `next` is where to go once signed in.
    func form(next: String?) -> HTTPResponse {
        Responses.html(
            SignInPage.render(
                next: SignInTarget.local(next), csrf: csrf.value, name: "", problem: nil, signedIn: signedIn))
    }

    func signIn(_ request: HTTPRequest) throws -> HTTPResponse {
        let form = FormBody(request.body)
        let name = form["name"] ?? ""
        let next = SignInTarget.local(form["next"])
        // Counted per name (guessing one member's password) and per client network (trying many
        // names).
        var subjects = [ThrottleSubject.login(name)]
        if !client.isEmpty { subjects.append(.address(ClientNetwork.of(client))) }
        let password = try? Password(form["password"] ?? "")
        let outcome = try tries.attempt(subjects, in: throttle, at: gate.now) { () throws -> Member? in
            guard let password else { return nil }
            return try gate.members.verify(name: name, password: password)
        }
        let member: Member
        switch outcome {
        case .wait(let wait):
            var response = Responses.html(
                SignInPage.render(
                    next: next, csrf: csrf.value, name: name,
                    problem:
                        "too many failed sign-ins for this name or from this address; try again in \(wait) s",
                    signedIn: signedIn),
                status: 429)
            response.setHeader("Retry-After", String(wait))
            return response
        case .failed:
            return Responses.html(
                SignInPage.render(
                    next: next, csrf: csrf.value, name: name, problem: Self.refused, signedIn: signedIn),
                status: 401)
        case .passed(let verified):
            member = verified
        }
        // The name's count only: one member's own sign-in must not wipe what an address tried.
        try throttle.succeeded([subjects[0]])
        return try gate.startSession(for: member, request: request, then: next)
    }

    /// Ends every session of the member (this browser's and their others).
    func signOut(_ request: HTTPRequest) throws -> HTTPResponse {
        if let member = signedIn?.member {
            try gate.members.revoke(.session, of: member.name.text)
        }
        var response = Responses.seeOther("/sign-in")
        response.setHeader("Set-Cookie", SessionCookie.clear(secure: request.isSecure))
        return response
    }
}

/// The sign-in form: login name and password, the form token and where to go next.
enum SignInPage {
    static func render(next: String, csrf: String, name: String, problem: String?, signedIn: RequestContext?)
        -> String
    {
        return PageLayout(
            title: "Sign in",
            content: """
                \(FormMarkup.alert(problem))<form method="post" action="/sign-in">
                \(FormMarkup.csrfField(csrf))
                <input type="hidden" name="next" value="\(HTML.attribute(next))">
                <p><label for="name">Login name</label>
                <input id="name" name="name" autocomplete="username" required value="\(HTML.attribute(name))"></p>
                <p><label for="password">Password</label>
                <input id="password" name="password" type="password" autocomplete="current-password" required></p>
                <p><button type="submit">Sign in</button></p>
                </form>
                """,
            signedIn: signedIn
        ).render()
    }
}
