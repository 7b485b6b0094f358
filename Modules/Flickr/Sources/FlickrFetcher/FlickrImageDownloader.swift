import Foundation
import UseCases

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Flickr's static image host behind the `ImageSource` port: a bounded GET that gives up after
/// `timeout` seconds for the whole transfer, stops reading past `maxBytes`, and refuses bodies
/// that are not `image/*`, so a hostile or broken host cannot fill memory or the cache.
public final class FlickrImageDownloader: ImageSource {
    public static let defaultMaxBytes = 64 * 1024 * 1024

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
        guard scheme == "https" || (scheme == "http" && allowsHTTP) else {
            throw ImageDownloadError.insecureURL(scheme: scheme)
        }
        let transfer = BoundedTransfer(maxBytes: maxBytes, allowsHTTP: allowsHTTP)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        var request = URLRequest(
            url: address, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue("image/*", forHTTPHeaderField: "Accept")
        session.dataTask(with: request).resume()
        // The session's resource timeout ends the transfer; the extra second only guards against a
        // URLSession that never calls back.
        guard transfer.wait(until: .now() + timeout + 1) else {
            throw ImageDownloadError.timedOut(seconds: timeout)
        }
        return try transfer.result(timeout: timeout)
    }
}
