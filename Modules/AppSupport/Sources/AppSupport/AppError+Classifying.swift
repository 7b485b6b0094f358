import Domain
import FlickrFetcher
import FlickrJSON
import ImageFileCache
import UseCases

extension AppError {
    /// Any error of any layer as a category and one line: the one place that knows every layer's
    /// error types, so each app only maps categories to its own codes.
    public init(classifying error: any Error) {
        switch error {
        case let error as AppError: self = error
        case let error as StoreError: self = Self.store(error)
        case let error as FlickrServiceError:
            switch error {
            case .timedOut, .unreachable, .httpStatus: self.init(.unreachable, error.description)
            case .badResponse, .failed, .tooLarge: self.init(.remoteProtocol, error.description)
            }
        case let error as ImageDownloadError:
            switch error {
            case .timedOut, .unreachable, .httpStatus: self.init(.unreachable, error.description)
            case .notAnImage, .tooLarge: self.init(.remoteProtocol, error.description)
            case .insecureURL: self.init(.usage, error.description)
            }
        case let error as ViewPhotosError: self.init(.notFound, error.description)
        case let error as AttractionValidationError: self.init(.invalid, "cannot save: \(error.description)")
        case let error as CatalogIDError: self.init(.invalid, error.description)
        case let error as AttractionFieldError: self.init(.invalid, error.description)
        case let error as FlickrJSONError: self.init(.invalid, error.description)
        case let error as ImageCacheError: self.init(.storeFailure, error.description)
        case let error as PhotoImagesError: self.init(.invalid, error.description)
        case let error as TransferError: self.init(.exists, error.description)
        case let error as AttractionEditorError: self.init(.usage, error.description)
        case let error as AttractionIDError: self.init(.usage, error.description)
        default: self.init(.internalError, "unexpected error: \(error)")
        }
    }

    private static func store(_ error: StoreError) -> AppError {
        switch error {
        case .notFound, .missing: AppError(.notFound, error.description)
        case .positionOutOfRange: AppError(.usage, error.description)
        case .unreachable: AppError(.unreachable, error.description)
        case .conflict: AppError(.conflict, error.description)
        case .busy: AppError(.busy, error.description)
        case .unavailable, .corrupt, .newerVersion: AppError(.storeFailure, error.description)
        }
    }
}
