import HTTPServer

/// Headers on every response. The policy allows no script at all, images, styles and forms only
/// from this server, and no framing; pages never need more. Over TLS, HSTS too.
enum SecurityHeaders {
    static let contentSecurityPolicy =
        "default-src 'none'; img-src 'self'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

    /// A year, the usual HSTS period. No includeSubDomains: the server may be named by an IP
    /// address or by one name among the household's, and speaks only for itself.
    static let strictTransportSecurity = "max-age=31536000"

    /// `secure`: the request came over TLS; only then may HSTS be sent (browsers ignore it over
    /// plain HTTP, and a plain server must not promise HTTPS).
    static func apply(to response: inout HTTPResponse, secure: Bool) {
        if secure { response.setHeader("Strict-Transport-Security", strictTransportSecurity) }
        response.setHeader("Content-Security-Policy", contentSecurityPolicy)
        response.setHeader("X-Content-Type-Options", "nosniff")
        response.setHeader("Referrer-Policy", "same-origin")
        response.setHeader("X-Frame-Options", "DENY")
        if !response.headers.contains(where: { $0.name == "Cache-Control" }) {
            // Pages carry the form token and the guide's data: never kept by shared caches.
            response.setHeader("Cache-Control", "no-store")
        }
    }
}
