import PlatformFoundation
import UseCases

/// Flickr's static image host behind the `ImageSource` port, through the same libcurl client as
/// the API (`HTTPClient`): `timeout` seconds for the whole transfer, at most `maxBytes` after
/// decompression (never held past it), https only, redirects included, and a body whose
/// Content-Type is not `image/*` refused at its first byte, so a hostile or broken host cannot
/// fill memory or the cache. A whole body is returned only when it is a JPEG, PNG, GIF or WebP
/// image of the type announced (its signature checked), so an empty or wrong body is never
/// saved, cached or served.
public final class FlickrImageDownloader: ImageSource {
    public static let defaultMaxBytes = HTTPClient.defaultBodyLimit

    private let timeout: Double
    private let maxBytes: Int
    private let allowsHTTP: Bool

    /// `allowsHTTP` is for the local test server only; Flickr itself is always https.
    public init(
        timeout: Double = 30, maxBytes: Int = FlickrImageDownloader.defaultMaxBytes, allowsHTTP: Bool = false
    ) {
        self.timeout = timeout
        self.maxBytes = maxBytes
        self.allowsHTTP = allowsHTTP
    }

    public func image(at url: String) throws -> Data {
        guard let address = URL(string: url), let scheme = address.scheme?.lowercased() else {
            throw ImageDownloadError.unreachable("the image URL is invalid")
        }
        // Checked here too, so a refused URL never reaches libcurl and names its own scheme.
        guard scheme == "https" || (scheme == "http" && allowsHTTP) else {
            throw ImageDownloadError.insecureURL(scheme: scheme)
        }
        // Each image gets the whole timeout, as each command downloads at most one.
        var client = HTTPClient(deadline: Deadline(secondsFromNow: timeout), bodyLimit: maxBytes)
        client.accept = "image/*"
        client.schemes = allowsHTTP ? "http,https" : "https"
        client.contentTypePrefix = "image/"
        let response: HTTPClient.Response
        do {
            response = try client.get(address)
        } catch {
            throw imageError(for: error)
        }
        try Self.checkImage(response.body, contentType: response.contentType)
        return response.body
    }

    /// Refuses a body that is empty or is not an image of the type its `Content-Type` announces.
    static func checkImage(_ body: Data, contentType: String) throws(ImageDownloadError) {
        guard !body.isEmpty else { throw .emptyImage }
        guard let format = ImageFormat(contentType: contentType) else {
            throw .unsupportedImage(contentType: contentType)
        }
        guard format.isSignature(of: body) else { throw .notTheImageAnnounced(contentType: contentType) }
    }

    /// The client's failure in the image host's words.
    private func imageError(for failure: HTTPFailure) -> ImageDownloadError {
        switch failure {
        case .timedOut: .timedOut(seconds: timeout)
        case .unreachable(let reason): .unreachable(reason)
        case .httpStatus(let status): .httpStatus(status)
        case .tooLarge: .tooLarge(limit: maxBytes)
        case .refusedContentType(let type): .notAnImage(contentType: type)
        case .refusedScheme(let scheme): .insecureURL(scheme: scheme)
        // A body that claims gzip but is not: no image arrived.
        case .undecodable: .notAnImage(contentType: "a body that does not decompress")
        }
    }
}
