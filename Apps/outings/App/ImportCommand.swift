import FlickrJSON
import PlatformFoundation
import Presentation
import UseCases

#if canImport(Glibc)
    import Glibc
#endif

/// `photos import FILE|-`: a Flickr response saved into the catalog.
struct ImportCommand {
    let file: String
    /// Standard input, up to a number of bytes; read only when the file is "-".
    let standardInput: (_ limit: Int) -> Data
    /// The import use case on this command's store, built once the file has been read.
    let importCatalog: () throws -> ImportCatalog
    let status: StatusPresenter

    /// Flickr responses are kilobytes, but a catalog gathered from many searches is not: 256 MB
    /// holds a few hundred thousand photos as Flickr writes them. Memory stays the file's bytes plus
    /// one batch of entries on the SQL stores; the in-memory stores hold the whole catalog by design.
    static let importLimit = 256 * 1024 * 1024

    func run() throws {
        let data = try readInput(file)
        // Entries go to the store as they are read, inside one transaction: a bad entry anywhere
        // (even the last) rolls back everything before it.
        let summary = try importCatalog()(streaming: { sink in
            _ = try FlickrResponseDecoder.decodeEntries(data) { entry in
                switch entry {
                case .place(let place): try sink.add(place)
                case .photo(let photo): try sink.add(photo)
                }
            }
        })
        status.imported(summary)
    }

    /// A whole file, or standard input for "-". A missing or unreadable file is exit 66, one over the
    /// import limit exit 65.
    private func readInput(_ path: String) throws -> Data {
        let tooLarge = CLIError.data(
            "\(path == ParsedCommand.standardStream ? "standard input" : path) is larger than \(ByteCount.text(Self.importLimit)), the most "
                + "photos import takes")
        if path == ParsedCommand.standardStream {
            let data = standardInput(Self.importLimit + 1)
            guard data.count <= Self.importLimit else { throw tooLarge }
            return data
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw CLIError.notFound("no such file: \(path)") }
        guard info.st_mode & S_IFMT != S_IFDIR else {
            throw CLIError.notFound("\(path) is a folder, not a file")
        }
        guard info.st_size <= Self.importLimit else { throw tooLarge }
        // Read whole rather than memory-mapped: the cost is the same resident pages, and a mapped
        // file that another process truncates mid-import would kill this one with SIGBUS.
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError.notFound("cannot read \(path)")
        }
        return data
    }
}
