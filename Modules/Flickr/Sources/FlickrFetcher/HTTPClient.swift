import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A blocking GET over URLSession, for a command-line tool that does one thing at a time.
struct HTTPClient {
    let timeout: Double

    func get(_ url: URL) throws(FlickrServiceError) -> Data {
        var request = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        session.dataTask(with: request) { data, response, error in
            outcome.set(data: data, response: response, error: error)
            done.signal()
        }.resume()
        done.wait()
        return try outcome.result(timeout: timeout)
    }
}

/// What the data task delivered, handed from URLSession's queue to the waiting thread.
private final class Outcome: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    private var response: URLResponse?
    private var error: (any Error)?

    func set(data: Data?, response: URLResponse?, error: (any Error)?) {
        lock.withLock {
            self.data = data
            self.response = response
            self.error = error
        }
    }

    func result(timeout: Double) throws(FlickrServiceError) -> Data {
        let (data, response, error) = lock.withLock { (self.data, self.response, self.error) }
        if let error {
            // Only the error code is used: the error's own text repeats the URL and its API key.
            let code = (error as NSError).code
            if code == NSURLErrorTimedOut { throw .timedOut(seconds: timeout) }
            throw .unreachable(Self.reason(for: code))
        }
        guard let http = response as? HTTPURLResponse else { throw .unreachable("no HTTP response") }
        guard http.statusCode == 200 else { throw .httpStatus(http.statusCode) }
        return data ?? Data()
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
