import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A blocking GET over URLSession, for a command-line tool that does one thing at a time. The body
/// is streamed through a delegate and counted after decompression, so an oversized one is refused
/// without being held, and the wait ends at the deadline whatever the server does.
struct HTTPClient {
    /// Flickr's JSON responses are kilobytes; anything larger is refused.
    static let defaultBodyLimit = 64 * 1024 * 1024

    let deadline: Deadline
    /// Reported in messages: the `--timeout` the user gave.
    let timeout: Double
    var bodyLimit = HTTPClient.defaultBodyLimit

    func get(_ url: URL) throws(FlickrServiceError) -> Data {
        let remaining = deadline.remaining
        guard remaining > 0 else { throw .timedOut(seconds: timeout) }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: remaining)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = remaining
        configuration.timeoutIntervalForResource = remaining
        let receiver = BodyReceiver(limit: bodyLimit)
        let session = URLSession(configuration: configuration, delegate: receiver, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: request)
        task.resume()
        // URLSession's own timeouts restart with every byte; this wait does not.
        guard receiver.finished.wait(timeout: deadline.end) == .success else {
            task.cancel()
            throw .timedOut(seconds: timeout)
        }
        return try receiver.result(timeout: timeout)
    }
}
