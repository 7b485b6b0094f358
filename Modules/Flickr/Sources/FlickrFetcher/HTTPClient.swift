import Foundation

/// A blocking GET through libcurl (see `LibCurl` for why not URLSession). The body is counted
/// after decompression as it arrives and the transfer stops at the first byte over the limit, so
/// an oversized one is never held; every request gets only what is left of the refresh's deadline.
struct HTTPClient {
    /// Flickr's JSON responses are kilobytes; anything larger is refused.
    static let defaultBodyLimit = 64 * 1024 * 1024

    let deadline: Deadline
    /// Reported in messages: the `--timeout` the user gave.
    let timeout: Double
    var bodyLimit = HTTPClient.defaultBodyLimit

    func get(_ url: URL) throws(FlickrServiceError) -> Data {
        let milliseconds = Int(deadline.remaining * 1000)
        guard milliseconds > 0 else { throw .timedOut(seconds: timeout) }
        guard let curl = LibCurl.shared, let easy = curl.easyInit() else {
            throw .unreachable("libcurl (libcurl.so.4) cannot be loaded")
        }
        defer { curl.easyCleanup(easy) }
        let sink = BodySink(limit: bodyLimit)
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }
        let headers = curl.slistAppend(nil, "Accept: application/json")
        defer { curl.slistFree(headers) }
        let code = url.absoluteString.withCString { urlText in
            "".withCString { anyEncoding in
                "http,https".withCString { web in
                    _ = curl.setPointer(easy, LibCurl.Option.url, urlText)
                    _ = curl.setLong(easy, LibCurl.Option.noSignal, 1)
                    // As URLSession did: follow a few redirects, and only ever speak HTTP(S).
                    _ = curl.setPointer(easy, LibCurl.Option.protocols, web)
                    _ = curl.setPointer(easy, LibCurl.Option.redirectProtocols, web)
                    _ = curl.setLong(easy, LibCurl.Option.followLocation, 1)
                    _ = curl.setLong(easy, LibCurl.Option.maxRedirects, 5)
                    _ = curl.setLong(easy, LibCurl.Option.failOnError, 1)
                    // The whole transfer, connecting included, ends by the deadline however slowly
                    // bytes arrive; "" accepts and inflates every encoding libcurl knows.
                    _ = curl.setLong(easy, LibCurl.Option.timeoutMilliseconds, milliseconds)
                    _ = curl.setPointer(easy, LibCurl.Option.acceptEncoding, anyEncoding)
                    _ = curl.setPointer(easy, LibCurl.Option.httpHeader, UnsafeRawPointer(headers))
                    _ = curl.setCallback(easy, LibCurl.Option.writeFunction, BodySink.write)
                    _ = curl.setPointer(easy, LibCurl.Option.writeData, context.toOpaque())
                    return curl.easyPerform(easy)
                }
            }
        }
        var status = 0
        _ = curl.getLong(easy, LibCurl.responseCodeInfo, &status)
        if sink.overLimit { throw .tooLarge(limit: bodyLimit) }
        switch code {
        case LibCurl.Code.ok, LibCurl.Code.httpReturnedError:
            guard status == 200 else { throw .httpStatus(status) }
            return sink.body
        case LibCurl.Code.timedOut: throw .timedOut(seconds: timeout)
        // The server answered, with a body that is not what it said it was.
        case LibCurl.Code.badContentEncoding: throw .badResponse("the response could not be decompressed")
        default: throw .unreachable(Self.reason(for: code))
        }
    }

    /// A reason from libcurl's error code only: its message text can repeat the URL and its key.
    private static func reason(for code: Int32) -> String {
        switch code {
        case LibCurl.Code.couldNotConnect: "connection refused"
        case LibCurl.Code.couldNotResolveHost, LibCurl.Code.couldNotResolveProxy: "host not found"
        case LibCurl.Code.sslConnect, LibCurl.Code.peerCertificate: "secure connection failed"
        case LibCurl.Code.gotNothing, LibCurl.Code.recvError, LibCurl.Code.partialFile:
            "the connection was lost"
        default: "network error (libcurl code \(code))"
        }
    }
}
