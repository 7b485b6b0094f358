import Domain
import Foundation
import HTTPServer

/// What `/images/...` answers when the image cannot be had now (offline, the host failed, the
/// download takes too long, the queue is full): still an image, a tile of the size asked for that
/// says so, so a page never shows a broken image. Browsers draw an image body whatever the status,
/// so the status stays honest (502 the host failed, 503 not now) for logs and scripts, and
/// `X-Outings-Placeholder: unavailable` says it is not the photo. Kept a minute at most, so the
/// photo shows soon after its download lands in the cache.
enum ImagePlaceholder {
    static let headerName = "X-Outings-Placeholder"
    static let caption = "Photo unavailable"

    static func response(_ size: PhotoSize, status: Int) -> HTTPResponse {
        HTTPResponse(
            status: status,
            headers: [
                ("Content-Type", "image/svg+xml"), ("Cache-Control", "private, max-age=60"),
                (headerName, "unavailable"),
            ],
            body: Data(svg(size).utf8))
    }

    /// A grey tile with the caption centred; presentation attributes only (the Content-Security-
    /// Policy allows no inline style).
    static func svg(_ size: PhotoSize) -> String {
        let (width, height) = size.nominalBox
        // The caption fits the tile's width at about a twelfth of it, and never shouts.
        let fontSize = min(max(width / 12, 6), 40)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)"><rect width="\(width)" height="\(height)" fill="#e4e4e4"/>\
            <text x="\(width / 2)" y="\(height / 2)" text-anchor="middle" dominant-baseline="middle" \
            font-family="system-ui, sans-serif" font-size="\(fontSize)" fill="#444">\(caption)</text></svg>

            """
    }
}

/// The site's icon: a small SVG at /favicon.svg (linked from every page) and /favicon.ico (which
/// browsers ask for on their own), so neither is a 404.
enum Favicon {
    static let response = HTTPResponse(
        status: 200,
        headers: [("Content-Type", "image/svg+xml"), ("Cache-Control", "public, max-age=86400")],
        body: Data(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">\
            <rect width="32" height="32" rx="6" fill="\(Stylesheet.primary)"/>\
            <path d="M6 24 13 13l5 7 3-4 5 8z" fill="#fff"/><circle cx="22" cy="10" r="3" fill="#fff"/></svg>

            """.utf8))
}
