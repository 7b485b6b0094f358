import Foundation
import UseCases

extension CommandRunner {
    static let defaultFlickrTimeout = 30.0
    /// An API key is a few dozen characters; a bigger file is not a key file.
    static let apiKeyFileLimit = 4096

    /// The live-Flickr use case for `--refresh`, with the key from `--api-key`, `--api-key-file` or
    /// `FLICKR_API_KEY`.
    func refreshCatalog() throws -> RefreshCatalog {
        let key = try apiKey()
        guard !key.isEmpty else {
            throw CLIError(
                code: .configuration,
                message: "no Flickr API key: get one at https://www.flickr.com/services/apps/create/ "
                    + "and pass it with --api-key-file FILE, --api-key KEY or the FLICKR_API_KEY variable")
        }
        return try root.refreshCatalog(apiKey: key, timeout: try timeout())
    }

    private func apiKey() throws -> String {
        switch (command.value("api-key"), command.value("api-key-file")) {
        case (.some, .some): throw CLIError.usage("give --api-key or --api-key-file, not both")
        case (let key?, nil): return key
        case (nil, let path?): return try readKey(at: path)
        case (nil, nil): return root.environment["FLICKR_API_KEY"] ?? ""
        }
    }

    /// The first line of the file, without surrounding blanks. Its text is never put in a message.
    private func readKey(at path: String) throws -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CLIError.notFound("cannot read the API key file \(path)")
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: Self.apiKeyFileLimit + 1)) ?? Data()
        guard data.count <= Self.apiKeyFileLimit else {
            throw CLIError.data("\(path) is not an API key file: it is larger than 4 KB")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CLIError.data("\(path) is not an API key file: it is not UTF-8 text")
        }
        let line = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).first ?? ""
        return line.trimmingCharacters(in: .whitespacesAndNewlines)
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
