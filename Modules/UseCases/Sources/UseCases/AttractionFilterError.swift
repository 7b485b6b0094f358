import Domain

/// A filter parameter that cannot be read, or a filter that cannot be applied: one line naming
/// the parameter (the CLI puts `--` before it). The value is not repeated, as it may not be
/// printable.
public struct AttractionFilterError: Error, Equatable, Sendable, CustomStringConvertible, CategorizedError {
    public let parameter: AttractionFilter.Parameter
    public let reason: String

    public init(_ parameter: AttractionFilter.Parameter, _ reason: String) {
        self.parameter = parameter
        self.reason = reason
    }

    public var category: ErrorCategory { .usage }

    public var description: String { "\(parameter.rawValue): \(reason)" }
}
