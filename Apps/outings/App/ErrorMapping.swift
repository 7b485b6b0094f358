import AppSupport
import UseCases

/// Where errors become a line and an exit code: each layer's errors say their category, and
/// AppSupport's `ErrorTable` gives its exit status; the command line adds its own hints.
enum ErrorMapping {
    static func cliError(for error: any Error) -> CLIError {
        if let error = error as? CLIError { return error }
        let classified = AppError(classifying: error)
        return CLIError(
            code: exitCode(for: classified.category), message: classified.message + hint(for: error))
    }

    /// The flag that makes a refused transfer or restore go ahead.
    private static func hint(for error: any Error) -> String {
        switch error as? TransferError {
        case .targetNotEmpty: "; add --replace to overwrite it"
        case .wouldDropEveryOwner: "; add --drop-members to remove them"
        case nil: ""
        }
    }

    /// What each category means for a command line, as docs/cli.md documents it.
    static func exitCode(for category: ErrorCategory) -> ExitCode {
        ExitCode(rawValue: ErrorTable.codes(for: category).exitStatus) ?? .software
    }
}
