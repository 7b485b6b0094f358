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
        case .tooLarge(let limit): "the image is larger than \(limit / (1024 * 1024)) MB; nothing was kept"
        case .insecureURL(let scheme): "refusing to download over '\(scheme)': only https is used"
        }
    }
}

extension ImageDownloadError: CategorizedError {
    public var category: ErrorCategory {
        switch self {
        case .timedOut, .unreachable, .httpStatus: .unreachable
        case .notAnImage, .tooLarge: .remoteProtocol
        case .insecureURL: .usage
        }
    }
}
