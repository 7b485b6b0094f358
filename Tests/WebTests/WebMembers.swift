import Foundation
import TestSupport

/// The member pages as a browser and the CLI use them: an invitation from `outings members
/// invite`, the `/join` form, a signed-in form post, and the member list as the CLI prints it.
extension WebGuide {
    /// The path `/join/TOKEN` that `outings members invite` prints.
    func invite(role: String = "viewer", expires: String = "7d") throws -> String {
        let output = try WebServerProcess.cliOutput(
            ["--store", "sqlite:\(storePath)", "members", "invite", "--role", role, "--expires", expires],
            home: home)
        return String(decoding: output.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Fills in `/join/TOKEN` as a signed-out browser: the server's form token (read from the
    /// sign-in page, so a link that opens no form can be posted too), then the post.
    func join(
        _ path: String, name: String, displayName: String = "", password: String = WebGuide.password,
        again: String? = nil
    ) throws -> RawHTTPClient.Response {
        let token = try Self.token(in: client.get("/sign-in").text)
        return try client.form(
            path,
            [
                ("csrf", token), ("name", name), ("display-name", displayName), ("password", password),
                ("password-again", again ?? password),
            ])
    }

    /// A form posted by a signed-in browser with its session's form token.
    func post(_ path: String, _ fields: [(String, String)] = [], cookie: String) throws
        -> RawHTTPClient.Response
    {
        try client.form(path, [("csrf", csrf(cookie: cookie))] + fields, headers: ["Cookie": cookie])
    }

    /// `outings members list --json`, as name: role.
    func memberRoles() throws -> [String: String] {
        let output = try WebServerProcess.cliOutput(
            ["--store", "sqlite:\(storePath)", "members", "list", "--json"], home: home)
        let rows = try JSONSerialization.jsonObject(with: output.stdout) as? [[String: Any]] ?? []
        var roles: [String: String] = [:]
        for row in rows {
            if let name = row["name"] as? String { roles[name] = row["role"] as? String }
        }
        return roles
    }
}
