import Domain
import FlickrJSON
import Foundation
import UseCases

extension CommandRunner {
    func importPhotos() throws {
        let data = try readInput(command.argument(0))
        let catalog = try FlickrResponseDecoder.decode(data)
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

    /// A whole file, or standard input for "-". A missing or unreadable file is exit 66.
    private func readInput(_ path: String) throws -> Data {
        if path == "-" { return root.console.readAll() }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw CLIError.notFound("no such file: \(path)")
        }
        guard !isFolder.boolValue else { throw CLIError.notFound("\(path) is a folder, not a file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError.notFound("cannot read \(path)")
        }
        return data
    }
}
