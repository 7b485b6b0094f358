import AppSupport
import Foundation
import HTTPServer

/// The checks every request passes before any handler runs: a Host this server answers to (DNS
/// rebinding), an Origin that is this server, scheme included (cross-site requests), and for writes the form token
/// or the JSON media type. Browsers cannot forge either without the user's own page.
struct RequestGuard: Sendable {
    let listen: ListenAddress
    let port: PortBox
    let csrf: CSRFToken
    /// `--public-url` (or `public-url`): a reverse proxy passes on its Host and Origin.
    var publicURL: PublicURL? = nil

    /// The header an API write signed in by the session cookie carries the form token in.
    static let csrfHeader = "X-CSRF-Token"

    static let unsafeMethods: Set<String> = ["POST", "PUT", "DELETE", "PATCH"]

    /// Before routing: who is asking, and through which name.
    func checkOrigin(_ request: HTTPRequest) throws {
        guard let host = request.header("host")?.lowercased(), isAllowed(host: host) else {
            throw WebFailure(400, "this server does not answer to that Host")
        }
        if let origin = request.header("origin")?.lowercased(), origin != "\(Self.scheme(request))://\(host)",
            origin != publicURL?.origin
        {
            throw WebFailure(403, "cross-origin requests are refused")
        }
    }

    /// Before a handler that changes something runs: the form token of the request's session
    /// (`context`) or of the server, or the JSON media type.
    func checkWrite(_ request: HTTPRequest, api: Bool, for context: RequestContext?) throws {
        guard Self.unsafeMethods.contains(request.method) else { return }
        if request.header("sec-fetch-site") == "cross-site" {
            throw WebFailure(403, "cross-site requests are refused")
        }
        let mediaType = request.header("content-type")?.split(separator: ";").first
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if api {
            // DELETE carries no body; a cross-origin DELETE needs a CORS preflight this server never grants.
            if request.method != "DELETE", mediaType != "application/json" {
                throw WebFailure(415, "send Content-Type: application/json")
            }
            // Signed in by the session cookie, a write also carries the session's form token; a
            // personal token (Authorization: Bearer) is no cookie a browser sends by itself.
            if context?.csrf != nil, !csrf.of(context).matches(request.header(Self.csrfHeader)) {
                throw WebFailure(403, "send the session's form token in \(Self.csrfHeader)")
            }
        } else {
            guard mediaType == "application/x-www-form-urlencoded" else {
                throw WebFailure(415, "send the form as application/x-www-form-urlencoded")
            }
            guard csrf.of(context).matches(FormBody(request.body)["csrf"]) else {
                throw WebFailure(403, "the form has expired or did not come from this site; open it again")
            }
        }
    }

    /// Whether a GET may record a view (the one change a GET makes): only a top-level navigation
    /// the user made on this site or typed (Fetch Metadata `Sec-Fetch-Site: same-origin` or
    /// `none`, and `Sec-Fetch-Mode: navigate`). HEAD, an `<img>` or a link on another site read
    /// the page and change nothing. Browsers send no Fetch Metadata to plain-HTTP addresses other
    /// than loopback (a phone on the home network), so without it a page request whose `Referer`
    /// is a page of this server counts: no other site can send that Referer, and `<img>` asks
    /// for an image, not HTML. Without either (curl, a typed address there) nothing is recorded.
    static func mayRecordView(_ request: HTTPRequest) -> Bool {
        // A prefetch or prerender (the address bar guessing) is not an opening.
        let purpose = (request.header("sec-purpose") ?? request.header("purpose") ?? "").lowercased()
        guard request.method == "GET", !purpose.contains("prefetch") else { return false }
        guard let site = request.header("sec-fetch-site")?.lowercased() else {
            return isPageRequestFromThisSite(request)
        }
        let mode = request.header("sec-fetch-mode")?.lowercased()
        return (site == "same-origin" || site == "none") && mode == "navigate"
    }

    private static func isPageRequestFromThisSite(_ request: HTTPRequest) -> Bool {
        guard let host = request.header("host")?.lowercased(), let referer = request.header("referer"),
            let accept = request.header("accept")?.lowercased()
        else { return false }
        return referer.lowercased().hasPrefix("\(scheme(request))://\(host)/") && accept.contains("text/html")
    }

    /// This server's scheme as the request reached it: origins and referrers name it.
    private static func scheme(_ request: HTTPRequest) -> String { request.isSecure ? "https" : "http" }

    /// The public URL's host, the listen address as the URL names it, localhost, and for a loopback or wildcard address
    /// any IP literal: a DNS name other than localhost is what rebinding needs, so it is refused.
    private func isAllowed(host: String) -> Bool {
        if host == publicURL?.authority { return true }
        guard let colon = host.lastIndex(of: ":"), host[host.index(after: colon)...] == String(port.value)
        else { return false }
        let name = String(host[..<colon])
        if name == listen.hostForURL.lowercased() || name == "localhost" { return true }
        guard listen.isLoopback || listen.isWildcard else { return false }
        return ListenAddress.isIPLiteral(name)
    }
}
