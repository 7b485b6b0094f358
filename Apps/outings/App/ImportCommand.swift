import FlickrJSON
import PlatformFoundation
import Presentation
import UseCases

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
        try InputFile.read(path, limit: Self.importLimit, standardInput: standardInput, by: "photos import")
    }
}
