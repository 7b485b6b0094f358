import UseCases

/// Why a Flickr request failed, each case as its `description` words it. Messages never contain
/// the request URL (it holds the API key).
public enum FlickrServiceError: Error, Equatable, Sendable, CustomStringConvertible {
    case timedOut(seconds: Double)
    case unreachable(String)
    case httpStatus(Int)
    case badResponse(String)
    case failed(code: String?, message: String)
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
