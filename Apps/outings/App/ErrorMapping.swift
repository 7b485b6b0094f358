import AppSupport
import UseCases

/// Where errors become a line and an exit code: AppSupport sorts every layer's errors into
/// categories; the command line maps each category to a BSD sysexits code and adds its own hints.
enum ErrorMapping {
    static func cliError(for error: any Error) -> CLIError {
        if let error = error as? CLIError { return error }
        if error is TransferError {
            let classified = AppError(classifying: error)
            return CLIError(
                code: .cannotCreate, message: classified.message + "; add --replace to overwrite it")
        }
        let classified = AppError(classifying: error)
        return CLIError(code: exitCode(for: classified.category), message: classified.message)
    }

    /// What each category means for a command line, as documented in the README.
    static func exitCode(for category: ErrorCategory) -> ExitCode {
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
