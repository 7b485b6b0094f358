import UseCases

/// Why the image cache cannot be used (the CLI reports it with exit 74).
public enum ImageCacheError: Error, Equatable, Sendable, CustomStringConvertible {
    case unavailable(String)

    public var description: String {
        switch self {
        case .unavailable(let detail): "image cache unavailable: \(detail)"
        }
    }
}

extension ImageCacheError: CategorizedError {
    public var category: ErrorCategory { .storeFailure }
}
