import AppSupport
import Domain
import UseCases

/// The one place where errors become an HTTP status (from AppSupport's `ErrorTable`, beside the
/// exit statuses), a category (for the page's title) and one line. Nothing else reaches a
/// response, so no stack trace or internal detail can.
enum WebErrorMapping {
    struct Mapped {
        let status: Int
        let category: ErrorCategory
        let message: String
        /// Every field's problem, for an edit that was refused (the API lists them all).
        var problems: [AttractionProblems.Problem] = []
    }

    static func map(_ error: any Error) -> Mapped {
        if let error = error as? WebFailure {
            return Mapped(
                status: error.status, category: category(forStatus: error.status), message: error.message)
        }
        let classified = AppError(classifying: error)
        return Mapped(
            status: ErrorTable.codes(for: classified.category).httpStatus, category: classified.category,
            message: classified.category == .internalError ? "internal error" : classified.message,
            problems: (error as? AttractionProblems)?.problems ?? [])
    }

    private static func category(forStatus status: Int) -> ErrorCategory {
        switch status {
        case 404: .notFound
        case 409: .conflict
        case 422: .invalid
        case 500...: .internalError
        default: .usage
        }
    }
}
