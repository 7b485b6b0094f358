import Domain
import FlickrJSON
import Foundation
import UseCases

extension CommandRunner {
    func importPhotos() throws {
        // The file's bytes are released before saving: peak memory is the decoded catalog and
        // the store's own copy, not also the file.
        let catalog = try FlickrResponseDecoder.decode(try readInput(command.argument(0)))
        let summary = try root.importCatalog()(places: catalog.places, photos: catalog.photos)
        root.statusPresenter.imported(summary)
    }

    func showPhoto() throws {
        let photo = try root.viewPhotos().show(photoID: command.argument(0))
        root.photoPresenter(size: try size()).present(photo, to: root.view)
    }

    func listPlaces() throws {
        if command.has("refresh") { try refreshCatalog().places() }
        root.placesPresenter.present(try root.browsePlaces().places())
    }

    func placePhotos() throws {
        let placeID = command.argument(0)
        let limit = try command.integer("limit", in: 0...10_000) ?? BrowsePlaces.defaultPhotoLimit
        if command.has("refresh") { try refreshCatalog().photos(inPlace: placeID, maxResults: limit) }
        let photos = try root.browsePlaces().photos(inPlace: placeID, limit: limit)
        root.photoPresenter(size: .square).presentPlacePhotos(photos, placeID: placeID, to: root.view)
    }

    func listRecents() throws {
        root.photoPresenter(size: .square).presentRecents(try root.viewPhotos().recents(), to: root.view)
    }

    func showRecent() throws {
        let text = command.argument(0)
        guard let number = Int(text), number >= 1 else {
            throw CLIError.usage("recents show needs a number from 1 (the newest), not \"\(text)\"")
        }
        let photo = try root.viewPhotos().showRecent(number: number)
        root.photoPresenter(size: try size()).present(photo, to: root.view)
    }

    func clearRecents() throws {
        try root.viewPhotos().clearRecents()
        root.statusPresenter.clearedRecents()
    }

    private func size() throws -> PhotoSize {
        guard let text = command.value("size") else { return .large }
        guard let size = PhotoSize(rawValue: text) else {
            throw CLIError.usage("--size must be square, large or original, not \"\(text)\"")
        }
        return size
    }

    /// Flickr responses are kilobytes; anything this large is not one, and reading it all would
    /// only burn memory.
    static let importLimit = 64 * 1024 * 1024

    /// A whole file, or standard input for "-". A missing or unreadable file is exit 66, one over the
    /// import limit exit 65.
    private func readInput(_ path: String) throws -> Data {
        let tooLarge = CLIError.data(
            "\(path == "-" ? "standard input" : path) is larger than 64 MB; Flickr responses are far smaller")
        if path == "-" {
            let data = root.console.read(upTo: Self.importLimit + 1)
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
