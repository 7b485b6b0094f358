import AppSupport
import Domain
import FlickrFetcher
import FlickrJSON
import ImageFileCache
import UseCases

/// The one place where errors of every layer become a message and an exit code.
enum ErrorMapping {
    static func cliError(for error: any Error) -> CLIError {
        switch error {
        case let error as CLIError:
            return error
        case let error as AppError:
            return CLIError(code: exitCode(for: error.category), message: error.message)
        case let error as StoreError:
            switch error {
            case .notFound: return .notFound(error.description)
            case .positionOutOfRange: return .usage(error.description)
            case .unreachable: return CLIError(code: .unavailable, message: error.description)
            case .conflict: return CLIError(code: .conflict, message: error.description)
            case .unavailable, .corrupt, .busy, .newerVersion:
                return CLIError(code: .ioError, message: error.description)
            case .missing: return .notFound(error.description)
            }
        case let error as ViewPhotosError:
            return .notFound(error.description)
        case let error as AttractionValidationError:
            return .data("cannot save: \(error.description)")
        case let error as CatalogIDError:
            return .data(error.description)
        case let error as AttractionFieldError:
            return .data(error.description)
        case let error as FlickrJSONError:
            return .data(error.description)
        case let error as FlickrServiceError:
            switch error {
            case .timedOut, .unreachable, .httpStatus:
                return CLIError(code: .unavailable, message: error.description)
            case .badResponse, .failed, .tooLarge:
                return CLIError(code: .remoteProtocol, message: error.description)
            }
        case let error as ImageDownloadError:
            switch error {
            case .timedOut, .unreachable, .httpStatus:
                return CLIError(code: .unavailable, message: error.description)
            case .notAnImage, .tooLarge: return CLIError(code: .remoteProtocol, message: error.description)
            case .insecureURL: return .usage(error.description)
            }
        case let error as ImageCacheError:
            return CLIError(code: .ioError, message: error.description)
        case let error as PhotoImagesError:
            return .data(error.description)
        case let error as TransferError:
            return CLIError(
                code: .cannotCreate, message: error.description + "; add --replace to overwrite it")
        case let error as AttractionEditorError:
            return .usage(error.description)
        default:
            return CLIError(code: .software, message: "unexpected error: \(error)")
        }
    }

    /// What each category means for a command line: BSD sysexits, as documented in the README.
    static func exitCode(for category: AppError.Category) -> ExitCode {
        switch category {
        case .usage: .usage
        case .invalid: .dataError
        case .notFound: .notFound
        case .unreachable: .unavailable
        case .exists: .cannotCreate
        case .storeFailure, .busy: .ioError
        case .conflict: .conflict
        case .remoteProtocol: .remoteProtocol
        case .configuration: .configuration
        case .internalError: .software
        }
    }
}
