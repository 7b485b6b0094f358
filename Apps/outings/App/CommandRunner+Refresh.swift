import UseCases

extension CommandRunner {
    static let defaultFlickrTimeout = 30.0

    /// The live-Flickr use case for `--refresh`, with the key from `--api-key` or `FLICKR_API_KEY`.
    func refreshCatalog() throws -> RefreshCatalog {
        let key = command.value("api-key") ?? root.environment["FLICKR_API_KEY"] ?? ""
        guard !key.isEmpty else {
            throw CLIError(
                code: .configuration,
                message: "no Flickr API key: get one at https://www.flickr.com/services/apps/create/ "
                    + "and pass it with --api-key KEY or the FLICKR_API_KEY variable")
        }
        return try root.refreshCatalog(apiKey: key, timeout: try timeout())
    }

    /// `--timeout SECONDS`, for Flickr's API and for image downloads alike.
    func timeout() throws -> Double {
        guard let text = command.value("timeout") else { return Self.defaultFlickrTimeout }
        guard let seconds = Double(text), seconds > 0, seconds <= 600 else {
            throw CLIError.usage(
                "--timeout needs a number of seconds above 0 and at most 600, not \"\(text)\"")
        }
        return seconds
    }
}
