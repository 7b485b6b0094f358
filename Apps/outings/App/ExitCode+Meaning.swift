extension ExitCode {
    /// One line per status for `outings help exit-codes` and the man page's EXIT STATUS (the exit
    /// codes table of docs/cli.md says more).
    var meaning: String {
        switch self {
        case .success: "success"
        case .findings: "plan check found something about the day to fix"
        case .usage:
            "usage: unknown command or option, missing or malformed argument, bad store URL, an attraction "
                + "named ambiguously, remove without --yes when input is not a terminal"
        case .dataError:
            "bad data: malformed Flickr JSON, an attraction that fails validation, a damaged or cut-short "
                + "backup to restore"
        case .notFound: "a missing file, record, attraction or recent number, or transfer source"
        case .unavailable: "the store's server or Flickr cannot be reached"
        case .software: "internal error (a bug)"
        case .cannotCreate:
            "transfer target or restored guide not empty without --replace; download file exists without "
                + "--force"
        case .ioError:
            "the store, image cache, configuration or backup file cannot be read or written, or the store "
                + "is corrupt; check found a problem; a backup from a newer Outings"
        case .temporaryFailure:
            "temporary, try again later: the attraction was changed or removed by someone else since the "
                + "edit began, or a refresh would pass Flickr's 3,600 queries an hour"
        case .remoteProtocol: "Flickr answered with an error, or a download is not an image"
        case .configuration:
            "no Flickr API key for --refresh, a configuration file that cannot be read, or no libsodium "
                + "for what needs it (members, backups)"
        }
    }
}

extension ExitCode {
    /// Every status in numeric order, as `outings help exit-codes` and the man page list them.
    static var documented: [ExitCode] { allCases.sorted { $0.rawValue < $1.rawValue } }
}
