import Foundation
import TestSupport

/// Signing in to a `WebGuide` with members as a browser does: the form's token from
/// `/sign-in`, then the POST; the answer's cookie is what later requests send.
extension WebGuide {
    /// Members of every role, added before the server starts.
    static let household = [("ada", "owner"), ("eddie", "editor"), ("vic", "viewer")]

    func signIn(
        _ name: String, password: String = WebGuide.password, next: String = "/", cookie: String? = nil
    )
        throws -> RawHTTPClient.Response
    {
        let headers = cookie.map { ["Cookie": $0] } ?? [:]
        let token = try Self.token(in: client.get("/sign-in", headers: headers).text)
        return try client.form(
            "/sign-in", [("csrf", token), ("name", name), ("password", password), ("next", next)],
            headers: headers)
    }

    /// The `Cookie` header of a signed-in member.
    func cookie(_ name: String) throws -> String {
        let answer = try signIn(name)
        return Self.sessionCookie(answer) ?? ""
    }

    static func sessionCookie(_ answer: RawHTTPClient.Response) -> String? {
        answer.headers["set-cookie"]?.split(separator: ";").first.map(String.init)
    }

    /// The form token of a signed-in browser, read from a page.
    func csrf(cookie: String) throws -> String {
        try Self.token(in: client.get("/sign-in", headers: ["Cookie": cookie]).text)
    }

    /// A member's new personal API token, from `outings members token NAME`.
    func apiToken(_ name: String) throws -> String {
        let output = try WebServerProcess.cliOutput(
            ["--store", "sqlite:\(storePath)", "members", "token", name], home: home)
        return String(decoding: output.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
