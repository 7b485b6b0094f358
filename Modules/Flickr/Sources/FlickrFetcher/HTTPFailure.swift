/// Why a GET through `HTTPClient` failed, before each caller words it for its own host: the API
/// and the image host share the client, not their messages.
enum HTTPFailure: Error, Equatable {
    /// The deadline passed: connecting, waiting or reading.
    case timedOut
    /// The connection failed (refused, DNS, TLS...); a reason built from libcurl's code only.
    case unreachable(String)
    /// An HTTP status other than 200.
    case httpStatus(Int)
    /// The body, announced or counted after decompression, is over the limit; it was not kept.
    case tooLarge
    /// The body says it is compressed but does not decompress.
    case undecodable
    /// The body's Content-Type (printable ASCII, at most 80 characters) is not the one required.
    case refusedContentType(String)
    /// The URL, or a redirect, uses a scheme the client may not speak.
    case refusedScheme(String)
}
