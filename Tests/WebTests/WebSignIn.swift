import AppSupport
import Foundation
import TestSupport
import UseCases

/// Signing in to a `WebGuide` with members as a browser does: the form's token from
/// `/sign-in`, then the POST; the answer's cookie is what later requests send.
extension WebGuide {
    /// Members of every role, added before the server starts.
    static let household = [("ada", "owner"), ("eddie", "editor"), ("vic", "viewer")]

    /// Signs in from `source`, a loopback address standing in for a client machine.
    func signIn(
        _ name: String, password: String = WebGuide.password, next: String = "/", cookie: String? = nil,
        from source: String = "127.0.0.1"
    ) throws -> RawHTTPClient.Response {
        var client = self.client
        client.source = source
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

    /// The `Cookie` header of a session of `name` written straight into the store through the
    /// credential port, made `created` seconds from now and expiring `expires` seconds from now:
    /// how a test holds a session whose time has passed without a clock in the server.
    func storedSession(_ name: String, created: Int64, expires: Int64) throws -> String {
        let stores = try StoreFactory(environment: [:]).open(.sqlite(path: storePath), access: .write)
        let secrets = try SodiumSecrets()
        let member = try ManageMembers(stores: stores, hasher: secrets, tokens: secrets).member(
            named: name)
        let token = secrets.newToken()
        let now = Int64(Date().timeIntervalSince1970)
        try stores.access.addCredential(
            Credential(
                kind: .session, digest: secrets.digest(of: token), memberID: member.id,
                created: now + created,
                expires: now + expires))
        return "outings-session=\(token)"
    }
}
