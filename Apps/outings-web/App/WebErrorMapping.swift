import AppSupport
import UseCases

/// The one place where errors become an HTTP status, a category (for the page's title, from the
/// ErrorPresenter) and one line. Errors of the layers are classified by AppSupport, as every app
/// does; nothing else reaches a response, so no stack trace or internal detail can.
enum WebErrorMapping {
    struct Mapped {
        let status: Int
        let category: ErrorCategory
        let message: String
    }

    static func map(_ error: any Error) -> Mapped {
        switch error {
        case let error as WebFailure:
            return Mapped(
                status: error.status, category: category(forStatus: error.status), message: error.message)
        case StoreError.positionOutOfRange:
            // Well-formed, but not a position this list has.
            return Mapped(status: 422, category: .invalid, message: String(describing: error))
        case let error as PhotoImagesError:
            // No image URL for that photo: nothing to serve at this address.
            return Mapped(status: 404, category: .notFound, message: error.description)
        default:
            let classified = AppError(classifying: error)
            return Mapped(
                status: status(for: classified.category, error), category: classified.category,
                message: classified.category == .internalError ? "internal error" : classified.message)
        }
    }

    static func status(for category: ErrorCategory, _ error: any Error) -> Int {
        switch category {
        case .usage: 400
        case .invalid: 422
        case .notFound: 404
        case .conflict, .exists: 409
        case .busy: 503
        // Flickr (for an image) failing is a bad gateway; the store's server, unavailable.
        case .unreachable: error is StoreError ? 503 : 502
        case .remoteProtocol: 502
        case .storeFailure, .configuration, .internalError: 500
        }
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
