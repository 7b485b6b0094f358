import UseCases

/// Why a Flickr request failed. Messages never contain the request URL (it holds the API key).
public enum FlickrServiceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No response within the timeout.
    case timedOut(seconds: Double)
    /// The connection failed (refused, DNS, TLS...).
    case unreachable(String)
    /// An HTTP status other than 200.
    case httpStatus(Int)
    /// A 200 response whose body is not a Flickr JSON response.
    case badResponse(String)
    /// Flickr answered `"stat":"fail"`; `code` as Flickr sent it.
    case failed(code: String?, message: String)
    /// The response body is larger than `limit` bytes (after decompression); it was not kept.
    case tooLarge(limit: Int)

    public var description: String {
        switch self {
        case .timedOut(let seconds): "Flickr did not answer within \(Self.format(seconds)) seconds"
        case .unreachable(let reason): "cannot reach Flickr: \(reason)"
        case .httpStatus(let status): "Flickr answered HTTP \(status)"
        case .badResponse(let reason): "Flickr sent a response Outings cannot read: \(reason)"
        case .tooLarge(let limit): "Flickr sent a response larger than \(ByteCount.text(limit)); refused"
        case .failed(let code, let message):
            "Flickr reported an error\(code.map { " \($0)" } ?? ""): \(message)"
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}

extension FlickrServiceError: CategorizedError {
    public var category: ErrorCategory {
        switch self {
        case .timedOut, .unreachable, .httpStatus: .unreachable
        case .badResponse, .failed, .tooLarge: .remoteProtocol
        }
    }
}
