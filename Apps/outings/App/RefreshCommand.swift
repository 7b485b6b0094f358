import Platform
import PlatformFoundation
import UseCases

#if canImport(Glibc)
    import Glibc
#endif

/// `--refresh`: the live-Flickr use case, with the key from `--api-key`, `--api-key-file` or
/// `FLICKR_API_KEY` (handed over as a value, so this type never sees the environment).
struct RefreshCommand {
    let command: ParsedCommand
    /// `FLICKR_API_KEY` as the environment had it, or nil.
    let environmentKey: String?
    /// The use case on this command's store with a key and a timeout in seconds.
    let connect: (_ apiKey: String, _ timeout: Double) throws -> RefreshCatalog

    /// An API key is a few dozen characters; a bigger file is not a key file.
    static let apiKeyFileLimit = 4096

    func refreshCatalog() throws -> RefreshCatalog {
        let key = try apiKey()
        guard !key.isEmpty else {
            throw CLIError(
                code: .configuration,
                message: "no Flickr API key: get one at https://www.flickr.com/services/apps/create/ "
                    + "and save it with 'outings config set flickr-api-key < FILE', or pass it with "
                    + "--api-key-file FILE, --api-key KEY or the FLICKR_API_KEY variable")
        }
        return try connect(key, try command.timeout())
    }

    private func apiKey() throws -> String {
        switch (command.value("api-key"), command.value("api-key-file")) {
        case (.some, .some): throw CLIError.usage("give --api-key or --api-key-file, not both")
        case (let key?, nil): return key
        case (nil, let path?): return try readKey(at: path)
        case (nil, nil): return environmentKey ?? ""
        }
    }

    /// The first line of the file, without surrounding blanks. Its text is never put in a message.
    private func readKey(at path: String) throws -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw CLIError.notFound("cannot read the API key file \(path)") }
        defer { close(descriptor) }
        let data = Descriptor.bytes(from: descriptor, upTo: Self.apiKeyFileLimit + 1)
        guard data.count <= Self.apiKeyFileLimit else {
            throw CLIError.data(
                "\(path) is not an API key file: it is larger than \(ByteCount.text(Self.apiKeyFileLimit))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CLIError.data("\(path) is not an API key file: it is not UTF-8 text")
        }
        let line = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).first ?? ""
        return String(line).trimmingWhitespace
    }
}
