import Domain
import HTTPServer

extension SignInGate {
    /// Signs `member` in on the browser that sent `request` (at sign-in, and on joining): a new
    /// session at every sign-in and the one the browser had ends, so no fixation; the cookie is
    /// set and the answer is 303 to `next`.
    func startSession(for member: Member, request: HTTPRequest, then next: String) throws -> HTTPResponse {
        if let old = SessionCookie.token(in: request),
            let session = try members.credential(.session, token: old)
        {
            try members.endSession(session)
        }
        let token = try members.newSession(for: member, lifetime: min(lifetimes.idle, lifetimes.absolute))
        var response = Responses.seeOther(next)
        response.setHeader(
            "Set-Cookie", SessionCookie.set(token, maxAge: lifetimes.absolute, secure: request.isSecure))
        return response
    }
}
