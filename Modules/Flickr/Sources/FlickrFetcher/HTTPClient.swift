import Platform
import PlatformFoundation

#if canImport(Glibc)
    import Glibc
#endif

/// A blocking GET through libcurl (see `LibCurl` for why not URLSession), shared by the API and
/// the image host. The body is counted after decompression as it arrives and the transfer stops
/// at the first byte over the limit (or before any byte when Content-Length announces more), so
/// an oversized one is never held; every request gets only what is left of the deadline.
struct HTTPClient {
    /// Flickr's JSON responses are kilobytes and its largest images a few MB; anything larger is refused.
    static let defaultBodyLimit = 64 * 1024 * 1024

    let deadline: Deadline
    var bodyLimit = HTTPClient.defaultBodyLimit
    /// The Accept header sent.
    var accept = "application/json"
    /// The schemes libcurl may speak, for the URL and every redirect (CURLOPT_PROTOCOLS_STR).
    var schemes = "http,https"
    /// When set, a body whose Content-Type does not start with it (ignoring case) is refused at
    /// its first byte, and an empty one after the transfer.
    var contentTypePrefix: String?

    /// A 200 response, its body whole.
    struct Response {
        let body: Data
        /// The Content-Type as printable ASCII, at most 80 characters, "" without one.
        let contentType: String
    }

    func get(_ url: URL) throws(HTTPFailure) -> Response {
        let milliseconds = Int(deadline.remaining * 1000)
        guard milliseconds > 0 else { throw .timedOut }
        guard let curl = LibCurl.shared, let easy = curl.easyInit() else {
            throw .unreachable("libcurl (libcurl.so.4) cannot be loaded")
        }
        defer { curl.easyCleanup(easy) }
        let sink = BodySink(limit: bodyLimit) { accepts(Self.contentType(curl, easy)) }
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }
        let headers = curl.slistAppend(nil, "Accept: \(accept)")
        defer { curl.slistFree(headers) }
        let code = url.absoluteString.withCString { urlText in
            "".withCString { anyEncoding in
                schemes.withCString { allowed in
                    _ = curl.setPointer(easy, LibCurl.Option.url, urlText)
                    _ = curl.setLong(easy, LibCurl.Option.noSignal, 1)
                    // Follow a few redirects, and only ever speak the schemes allowed.
                    _ = curl.setPointer(easy, LibCurl.Option.protocols, allowed)
                    _ = curl.setPointer(easy, LibCurl.Option.redirectProtocols, allowed)
                    _ = curl.setLong(easy, LibCurl.Option.followLocation, 1)
                    _ = curl.setLong(easy, LibCurl.Option.maxRedirects, 5)
                    _ = curl.setLong(easy, LibCurl.Option.failOnError, 1)
                    // The whole transfer, connecting included, ends by the deadline however slowly
                    // bytes arrive; "" accepts and inflates every encoding libcurl knows.
                    _ = curl.setLong(easy, LibCurl.Option.timeoutMilliseconds, milliseconds)
                    _ = curl.setLong(easy, LibCurl.Option.maxFileSize, bodyLimit)
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
        let contentType = Self.contentType(curl, easy)
        if sink.overLimit { throw .tooLarge }
        if sink.refused { throw .refusedContentType(contentType) }
        switch code {
        case LibCurl.Code.ok, LibCurl.Code.httpReturnedError:
            guard status == 200 else { throw .httpStatus(status) }
            // A body of no bytes never reached the sink's check.
            guard accepts(contentType) else { throw .refusedContentType(contentType) }
            return Response(body: sink.body, contentType: contentType)
        case LibCurl.Code.timedOut: throw .timedOut
        case LibCurl.Code.fileSizeExceeded: throw .tooLarge
        // The server answered, with a body that is not what it said it was.
        case LibCurl.Code.badContentEncoding: throw .undecodable
        case LibCurl.Code.unsupportedProtocol:
            throw .refusedScheme(Self.scheme(of: curl.string(easy, LibCurl.effectiveURLInfo)))
        default: throw .unreachable(Self.reason(for: code))
        }
    }

    private func accepts(_ contentType: String) -> Bool {
        guard let contentTypePrefix else { return true }
        return contentType.lowercased().hasPrefix(contentTypePrefix.lowercased())
    }

    /// The Content-Type as printable ASCII (anything else becomes `?`), so a hostile header cannot
    /// put control sequences into a message; trimmed and cut to 80 characters.
    private static func contentType(_ curl: LibCurl, _ easy: OpaquePointer) -> String {
        let text = curl.string(easy, LibCurl.contentTypeInfo).unicodeScalars.prefix(200)
            .map { (0x20...0x7E).contains($0.value) ? Character($0) : "?" }
        return String(String(text).trimmingWhitespace.prefix(80))
    }

    /// The scheme of the URL libcurl refused, letters only: it names the scheme, never the URL.
    private static func scheme(of url: String) -> String {
        let name = url.prefix { $0 != ":" }.prefix(20)
        guard !name.isEmpty, url.dropFirst(name.count).first == ":", name.isASCIIAlphanumeric(plus: "+-.")
        else { return "unknown" }
        return name.lowercased()
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
