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
    let csrf: CSRFToken

    static let refused = "that name and password do not match a member"

    func routes(_ segments: [String], request: HTTPRequest) -> RouteTable? {
        if PathPattern.match(segments, "sign-in") != nil {
            return RouteTable([
                (
                    "GET",
                    {
                        Responses.html(
                            SignInPage.render(
                                next: SignInTarget.local(request.query["next"]), csrf: csrf.value, name: "",
                                problem: nil))
                    }
                ),
                ("POST", { try signIn(request) }),
            ])
        }
        if PathPattern.match(segments, "sign-out") != nil {
            return RouteTable([("POST", { try signOut(request) })])
        }
        return nil
    }

    private func signIn(_ request: HTTPRequest) throws -> HTTPResponse {
        let form = FormBody(request.body)
        let name = form["name"] ?? ""
        let next = SignInTarget.local(form["next"])
        // Counted per name (guessing one member's password) and per client network (trying many
        // names).
        var subjects = [ThrottleSubject.login(name)]
        if !request.clientAddress.isEmpty {
            subjects.append(.address(ClientNetwork.of(request.clientAddress)))
        }
        let password = try? Password(form["password"] ?? "")
        let outcome = try tries.attempt(subjects, at: gate.now) { () throws -> Member? in
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
                        "too many failed sign-ins for this name or from this address; try again in \(wait) s"),
                status: 429)
            response.setHeader("Retry-After", String(wait))
            return response
        case .failed:
            return Responses.html(
                SignInPage.render(next: next, csrf: csrf.value, name: name, problem: Self.refused),
                status: 401)
        case .passed(let verified):
            member = verified
        }
        // The name's count only: one member's own sign-in must not wipe what an address tried.
        try tries.throttle.succeeded([subjects[0]])
        return try gate.startSession(for: member, request: request, then: next)
    }

    /// Ends every session of the member (this browser's and their others).
    private func signOut(_ request: HTTPRequest) throws -> HTTPResponse {
        if let member = RequestContext.current?.member {
            try gate.members.revoke(.session, of: member.name.text)
        }
        var response = Responses.seeOther("/sign-in")
        response.setHeader("Set-Cookie", SessionCookie.clear(secure: request.isSecure))
        return response
    }
}

/// The sign-in form: login name and password, the form token and where to go next.
enum SignInPage {
    static func render(next: String, csrf: String, name: String, problem: String?) -> String {
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
                """
        ).render()
    }
}
