import HTTPServer

/// Headers on every response. The policy allows no script at all, images, styles and forms only
/// from this server, and no framing; pages never need more.
enum SecurityHeaders {
    static let contentSecurityPolicy =
        "default-src 'none'; img-src 'self'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

    static func apply(to response: inout HTTPResponse) {
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
