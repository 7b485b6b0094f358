import UseCases

/// An error every app understands: a category it maps to its own code (an exit status, an HTTP
/// status) and one line for the user. Apps never switch over another layer's error types.
public struct AppError: Error, Equatable, Sendable {
    public typealias Category = ErrorCategory

    public let category: Category
    public let message: String

    public init(_ category: Category, _ message: String) {
        self.category = category
        self.message = message
    }
}
