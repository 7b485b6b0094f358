import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Collects one response body as URLSession delivers it, up to a limit counted after
/// decompression; past it, or on an HTTP error status, the transfer is cancelled at once and
/// nothing more is kept.
final class BodyReceiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let finished = DispatchSemaphore(value: 0)
    private let limit: Int
    private let lock = NSLock()
    private var body = Data()
    private var status: Int?
    private var overLimit = false
    private var error: (any Error)?

    init(limit: Int) {
        self.limit = limit
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let code = (response as? HTTPURLResponse)?.statusCode
        lock.withLock { status = code }
        completionHandler(code == 200 ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let keep = lock.withLock { () -> Bool in
            guard !overLimit else { return false }
            guard body.count + data.count <= limit else {
                overLimit = true
                body = Data()
                return false
            }
            body.append(data)
            return true
        }
        if !keep { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        lock.withLock { self.error = error }
        finished.signal()
    }

    func result(timeout: Double) throws(FlickrServiceError) -> Data {
        lock.lock()
        let (body, status, overLimit, error) = (self.body, self.status, self.overLimit, self.error)
        lock.unlock()
        if overLimit { throw .tooLarge(limit: limit) }
        if let status, status != 200 { throw .httpStatus(status) }
        if let error {
            // Only the error code is used: the error's own text repeats the URL and its API key.
            let code = (error as NSError).code
            if code == NSURLErrorTimedOut { throw .timedOut(seconds: timeout) }
            throw .unreachable(Self.reason(for: code))
        }
        guard status != nil else { throw .unreachable("no HTTP response") }
        return body
    }

    private static func reason(for code: Int) -> String {
        switch code {
        case NSURLErrorCannotConnectToHost: "connection refused"
        case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed: "host not found"
        case NSURLErrorNotConnectedToInternet: "no network connection"
        case NSURLErrorNetworkConnectionLost: "the connection was lost"
        case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateUntrusted:
            "secure connection failed"
        case NSURLErrorCannotDecodeContentData, NSURLErrorCannotDecodeRawData:
            "the response could not be decompressed"
        default: "network error \(code)"
        }
    }
}
