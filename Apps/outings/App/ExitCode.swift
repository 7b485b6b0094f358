/// Exit statuses, from BSD sysexits where one fits; `meaning` says what each is for, as `outings
/// help exit-codes` and the man page print it (docs/cli.md says more). Scripts rely on them.
public enum ExitCode: Int32, Sendable, CaseIterable {
    case success = 0
    /// `plan check` found something about the day to fix (it listed them).
    case findings = 1
    case usage = 64
    case dataError = 65
    case notFound = 66
    case unavailable = 69
    case software = 70
    case cannotCreate = 73
    case remoteProtocol = 76
    case configuration = 78
    case ioError = 74
    case temporaryFailure = 75
}

/// An error the CLI reports as one line on stderr with its exit code, and any lines that list
/// what the line speaks of (the candidates of an ambiguous name).
struct CLIError: Error, Equatable {
    let code: ExitCode
    let message: String
    var details: [String] = []

    static func usage(_ message: String) -> CLIError { CLIError(code: .usage, message: message) }
    static func data(_ message: String) -> CLIError { CLIError(code: .dataError, message: message) }
    static func notFound(_ message: String) -> CLIError { CLIError(code: .notFound, message: message) }
}
