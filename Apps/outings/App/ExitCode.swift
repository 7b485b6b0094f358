/// Exit statuses, from BSD sysexits where one fits. Documented in docs/cli.md; scripts rely on them.
public enum ExitCode: Int32, Sendable, CaseIterable {
    case success = 0
    /// Wrong command line: unknown command or flag, missing or malformed argument.
    case usage = 64
    /// Input that is not acceptable: bad Flickr JSON, an attraction that fails validation.
    case dataError = 65
    /// A file to read is missing, or no record has the given id or number.
    case notFound = 66
    /// The store's server or Flickr cannot be reached (refused, timed out, HTTP error).
    case unavailable = 69
    /// A bug in Outings: an error no other case explains.
    case software = 70
    /// The target of a transfer already holds data and --replace was not given, or the file a
    /// download would write exists and --force was not given.
    case cannotCreate = 73
    /// Flickr answered with an error ("stat":"fail") or with something that is not its JSON, or an
    /// image download got a body that is not an image or is over 64 MB.
    case remoteProtocol = 76
    /// Missing configuration: no Flickr API key.
    case configuration = 78
    /// The store or the image cache cannot be read or written, or the store is corrupt (it is left
    /// untouched).
    case ioError = 74
    /// Temporary (BSD's EX_TEMPFAIL): try again later. Someone else changed or removed the
    /// attraction being saved (nothing was written), or a refresh would pass Flickr's hourly query
    /// limit (nothing was fetched).
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
