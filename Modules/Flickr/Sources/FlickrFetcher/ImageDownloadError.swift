import UseCases

/// Why an image download failed, each case as its `description` words it. Messages name the
/// host's answer, never its full URL.
public enum ImageDownloadError: Error, Equatable, Sendable, CustomStringConvertible {
    case timedOut(seconds: Double)
    case unreachable(String)
    case httpStatus(Int)
    case notAnImage(contentType: String)
    case emptyImage
    case unsupportedImage(contentType: String)
    case notTheImageAnnounced(contentType: String)
    case tooLarge(limit: Int)
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
