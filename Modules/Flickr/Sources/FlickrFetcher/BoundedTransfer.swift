import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The delegate of one image download: checks the status and Content-Type before the body,
/// counts bytes as they arrive and cancels past the limit, and follows redirects only to the
/// schemes the download allows.
final class BoundedTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let maxBytes: Int
    private let allowsHTTP: Bool
    private let lock = NSLock()
    private let finished = DispatchSemaphore(value: 0)
    private var body = Data()
    private var refusal: ImageDownloadError?
    private var failureCode: Int?

    init(maxBytes: Int, allowsHTTP: Bool) {
        self.maxBytes = maxBytes
        self.allowsHTTP = allowsHTTP
    }

    func wait(until deadline: DispatchTime) -> Bool {
        finished.wait(timeout: deadline) == .success
    }

    func result(timeout: Double) throws(ImageDownloadError) -> Data {
        let (body, refusal, code) = lock.withLock { (self.body, self.refusal, self.failureCode) }
        if let refusal { throw refusal }
        if let code {
            if code == NSURLErrorTimedOut { throw .timedOut(seconds: timeout) }
            throw .unreachable(Self.reason(for: code))
        }
        return body
    }

    private func refuse(_ error: ImageDownloadError) {
        lock.withLock { if refusal == nil { refusal = error } }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        guard let http = response as? HTTPURLResponse else {
            refuse(.unreachable("no HTTP response"))
            return completionHandler(.cancel)
        }
        let type = (http.value(forHTTPHeaderField: "Content-Type") ?? "").trimmingCharacters(in: .whitespaces)
        if http.statusCode != 200 {
            refuse(.httpStatus(http.statusCode))
        } else if !type.lowercased().hasPrefix("image/") {
            refuse(.notAnImage(contentType: String(type.prefix(80))))
        } else if http.expectedContentLength > maxBytes {
            refuse(.tooLarge(limit: maxBytes))
        }
        completionHandler(lock.withLock { refusal == nil } ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = lock.withLock { () -> Bool in
            guard refusal == nil else { return true }
            guard body.count + data.count <= maxBytes else {
                refusal = .tooLarge(limit: maxBytes)
                body = Data()
                return true
            }
            body.append(data)
            return false
        }
        if over { dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        let scheme = request.url?.scheme?.lowercased() ?? ""
        guard scheme == "https" || (scheme == "http" && allowsHTTP) else {
            refuse(.insecureURL(scheme: scheme))
            return completionHandler(nil)
        }
        completionHandler(request)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        lock.withLock {
            // Only the code is kept: the error's text repeats the URL.
            if let error, refusal == nil { failureCode = (error as NSError).code }
        }
        finished.signal()
    }

    private static func reason(for code: Int) -> String {
        switch code {
        case NSURLErrorCannotConnectToHost: "connection refused"
        case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed: "host not found"
        case NSURLErrorNotConnectedToInternet: "no network connection"
        case NSURLErrorNetworkConnectionLost: "the connection was lost"
        case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateUntrusted:
            "secure connection failed"
        default: "network error \(code)"
        }
    }
}
