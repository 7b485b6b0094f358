import Domain

/// The filter parameters that cannot be read, or a filter that cannot be applied: every problem
/// at once, each naming its parameter (the CLI puts `--` before it), so a form shows each beside
/// its field. The value is not repeated, as it may not be printable.
public struct AttractionFilterError: Error, Equatable, Sendable, CustomStringConvertible, CategorizedError {
    /// One parameter's problem.
    public struct Problem: Equatable, Sendable, CustomStringConvertible {
        public let parameter: AttractionFilter.Parameter
        public let reason: String

        public init(_ parameter: AttractionFilter.Parameter, _ reason: String) {
            self.parameter = parameter
            self.reason = reason
        }

        /// `age: expected ...`.
        public var description: String { "\(parameter.rawValue): \(reason)" }
    }

    /// At least one, in the order the parameters were given.
    public let problems: [Problem]

    public init(_ parameter: AttractionFilter.Parameter, _ reason: String) {
        problems = [Problem(parameter, reason)]
    }

    /// Nil when there is no problem.
    public init?(problems: [Problem]) {
        guard !problems.isEmpty else { return nil }
        self.problems = problems
    }

    /// The first problem's parameter.
    public var parameter: AttractionFilter.Parameter { problems[0].parameter }
    /// The first problem's reason.
    public var reason: String { problems[0].reason }

    /// The reason for `parameter`, for the message beside its field (the first when several).
    public func reason(for parameter: AttractionFilter.Parameter) -> String? {
        problems.first { $0.parameter == parameter }?.reason
    }

    public var category: ErrorCategory { .usage }

    /// Each problem as `age: expected ...`, joined by `; `.
    public var description: String { problems.map(\.description).joined(separator: "; ") }
}
