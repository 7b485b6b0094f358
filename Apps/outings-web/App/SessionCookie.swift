import Foundation
import HTTPServer

/// The session cookie: its name, how a request presents it and how an answer sets or ends it.
/// `HttpOnly` (no script reads it), `SameSite=Lax` (no cross-site POST carries it), `Path=/`, and
/// `Secure` whenever the server speaks TLS.
enum SessionCookie {
    static let name = "outings-session"

    /// The session a request presents. Two different values are none: a second cookie of this
    /// name was set by someone else (for a narrower path, or from a sibling host), and the browser
    /// sends it first, so taking either could sign the member in as someone they are not.
    static func token(in request: HTTPRequest) -> String? {
        guard let header = request.header("cookie") else { return nil }
        var found: Set<String> = []
        for pair in header.split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            if parts.count == 2, parts[0] == name, !parts[1].isEmpty { found.insert(parts[1]) }
        }
        return found.count == 1 ? found.first : nil
    }

    static func set(_ token: String, maxAge: Int64, secure: Bool) -> String {
        "\(name)=\(token); Max-Age=\(maxAge); Path=/; HttpOnly; SameSite=Lax" + (secure ? "; Secure" : "")
    }

    static func clear(secure: Bool) -> String { set("", maxAge: 0, secure: secure) }
}
