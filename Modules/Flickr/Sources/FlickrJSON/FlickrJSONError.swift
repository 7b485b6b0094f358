import UseCases

/// Why a Flickr response was refused. Nothing of a refused response is imported.
public enum FlickrJSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not parseable as JSON at all (also truncated input and invalid UTF-8).
    case malformed(String)
    /// Flickr answered `"stat":"fail"`; `code` is its code as sent (digits, or the text of a string).
    case failed(code: String?, message: String)
    /// More than Outings reads from one response or file (Flickr's are far smaller).
    case tooLarge(String)
    /// Valid JSON, but not a places or photos response; `path` names the offending value.
    case wrongShape(path: String, problem: String)

    public var description: String {
        switch self {
        case .malformed(let detail): "not valid JSON: \(detail)"
        case .failed(let code, let message):
            "Flickr reported a failure\(code.map { " (code \($0))" } ?? ""): \(message)"
        case .wrongShape(let path, let problem): "unexpected Flickr JSON at \(path): \(problem)"
        case .tooLarge(let detail): "too large to import: \(detail)"
        }
    }
}

extension FlickrJSONError: CategorizedError {
    public var category: ErrorCategory { .invalid }
}
