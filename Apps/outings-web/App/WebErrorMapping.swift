import AppSupport
import Domain
import FlickrFetcher
import ImageFileCache
import UseCases

/// The one place where errors of every layer become an HTTP status, an error category (for the
/// page's title, from the ErrorPresenter) and one line. Nothing else reaches a response, so no
/// stack trace or internal detail can.
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
        case let error as StoreError:
            switch error {
            case .notFound, .missing:
                return Mapped(status: 404, category: .notFound, message: error.description)
            case .positionOutOfRange:
                return Mapped(status: 422, category: .invalid, message: error.description)
            case .conflict: return Mapped(status: 409, category: .conflict, message: error.description)
            case .busy: return Mapped(status: 503, category: .busy, message: error.description)
            case .unreachable:
                return Mapped(
                    status: 503, category: .unreachable, message: "the store's server cannot be reached")
            case .unavailable, .corrupt, .newerVersion:
                return Mapped(status: 500, category: .storeFailure, message: error.description)
            }
        case let error as ViewPhotosError:
            return Mapped(status: 404, category: .notFound, message: error.description)
        case let error as AttractionValidationError:
            return Mapped(status: 422, category: .invalid, message: error.description)
        case let error as AttractionFieldError:
            return Mapped(status: 422, category: .invalid, message: error.description)
        case let error as PhotoImagesError:
            return Mapped(status: 404, category: .notFound, message: error.description)
        case let error as ImageDownloadError:
            return Mapped(status: 502, category: .unreachable, message: error.description)
        case let error as ImageCacheError:
            return Mapped(status: 500, category: .storeFailure, message: error.description)
        case let error as AppError:
            return Mapped(
                status: status(for: error.category), category: error.category, message: error.message)
        default:
            return Mapped(status: 500, category: .internalError, message: "internal error")
        }
    }

    static func status(for category: AppError.Category) -> Int {
        switch category {
        case .usage: 400
        case .invalid: 422
        case .notFound: 404
        case .unreachable: 503
        case .exists, .conflict: 409
        case .busy: 503
        case .storeFailure, .internalError, .configuration: 500
        case .remoteProtocol: 502
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
