import UseCases

/// Why an image download failed. Messages name the host's answer, never its full URL.
public enum ImageDownloadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The whole transfer did not finish within the timeout.
    case timedOut(seconds: Double)
    /// The connection failed (refused, DNS, TLS...).
    case unreachable(String)
    /// An HTTP status other than 200.
    case httpStatus(Int)
    /// The body is not an image (`Content-Type` is not `image/*`).
    case notAnImage(contentType: String)
    /// A 200 answer with no body at all.
    case emptyImage
    /// An image type other than JPEG, PNG, GIF or WebP, which Outings neither checks nor shows.
    case unsupportedImage(contentType: String)
    /// The body does not start with the signature of the image type its `Content-Type` announces.
    case notTheImageAnnounced(contentType: String)
    /// The body is over the size limit; nothing of it is kept.
    case tooLarge(limit: Int)
    /// Only https is fetched (http only for a test server given explicitly).
    case insecureURL(scheme: String)

    public var description: String {
        switch self {
        case .timedOut(let seconds):
            "the image did not arrive within \(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) seconds"
        case .unreachable(let reason): "cannot reach Flickr's image host: \(reason)"
        case .httpStatus(let status): "Flickr's image host answered HTTP \(status)"
        case .notAnImage(let type):
            "Flickr's image host sent \(type.isEmpty ? "no Content-Type" : "'\(type)'"), not an image"
        case .emptyImage: "Flickr's image host sent an empty image; nothing was kept"
        case .unsupportedImage(let type):
            "Flickr's image host sent '\(type)', not a JPEG, PNG, GIF or WebP image; nothing was kept"
        case .notTheImageAnnounced(let type):
            "Flickr's image host sent a body that is not the '\(type)' it announced; nothing was kept"
        case .tooLarge(let limit): "the image is larger than \(ByteCount.text(limit)); nothing was kept"
        case .insecureURL(let scheme): "refusing to download over '\(scheme)': only https is used"
        }
    }
}

extension ImageDownloadError: CategorizedError {
    public var category: ErrorCategory {
        switch self {
        case .timedOut, .unreachable, .httpStatus: .unreachable
        case .notAnImage, .emptyImage, .unsupportedImage, .notTheImageAnnounced, .tooLarge: .remoteProtocol
        case .insecureURL: .usage
        }
    }
}
