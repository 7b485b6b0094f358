import FlickrJSON
import Foundation
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

    /// Flickr responses are kilobytes; anything this large is not one, and reading it all would
    /// only burn memory.
    static let importLimit = 64 * 1024 * 1024

    func run() throws {
        // The file's bytes are released before saving: peak memory is the decoded catalog and
        // the store's own copy, not also the file.
        let catalog = try FlickrResponseDecoder.decode(try readInput(file))
        let summary = try importCatalog()(places: catalog.places, photos: catalog.photos)
        status.imported(summary)
    }

    /// A whole file, or standard input for "-". A missing or unreadable file is exit 66, one over the
    /// import limit exit 65.
    private func readInput(_ path: String) throws -> Data {
        let tooLarge = CLIError.data(
            "\(path == "-" ? "standard input" : path) is larger than 64 MB; Flickr responses are far smaller")
        if path == "-" {
            let data = standardInput(Self.importLimit + 1)
            guard data.count <= Self.importLimit else { throw tooLarge }
            return data
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw CLIError.notFound("no such file: \(path)")
        }
        guard !isFolder.boolValue else { throw CLIError.notFound("\(path) is a folder, not a file") }
        let size =
            (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        guard size <= Self.importLimit else { throw tooLarge }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError.notFound("cannot read \(path)")
        }
        return data
    }
}
