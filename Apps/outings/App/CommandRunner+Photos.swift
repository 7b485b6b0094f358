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
        // Options first: a usage error must not record the photo in recents.
        let presenter = try root.photoPresenter(size: try size())
        presenter.present(try root.viewPhotos().show(photoID: command.argument(0)))
    }

    func listPlaces() throws {
        if command.has("refresh") {
            let refresh = try refreshCatalog()
            try showingProgress(of: "places") { try refresh.places(progress: $0) }
        }
        root.placesPresenter.present(try root.browsePlaces().sections())
    }

    func placePhotos() throws {
        let placeID = command.argument(0)
        let limit = try command.integer("limit", in: 0...10_000) ?? BrowsePlaces.defaultPhotoLimit
        if command.has("refresh") {
            let refresh = try refreshCatalog()
            try showingProgress(of: "photos") {
                try refresh.photos(inPlace: placeID, maxResults: limit, progress: $0)
            }
        }
        let photos = try root.browsePlaces().photos(inPlace: placeID, limit: limit)
        try root.photoPresenter(size: .square).presentPlacePhotos(photos, placeID: placeID)
    }

    func listPhotos() throws {
        try root.photoPresenter(size: .square).presentCatalog(try root.browsePlaces().allPhotos())
    }

    func listRecents() throws {
        try root.photoPresenter(size: .square).presentRecents(try root.viewPhotos().recents())
    }

    func showRecent() throws {
        let presenter = try root.photoPresenter(size: try size())
        presenter.present(try root.viewPhotos().showRecent(number: try recentNumber()))
    }

    /// N of `recents show N` and `recents open N`.
    func recentNumber() throws -> Int {
        let text = command.argument(0)
        guard let number = Int(text), number >= 1 else {
            throw CLIError.usage(
                "recents \(command.spec.words.last ?? "show") needs a number from 1 (the newest), not \"\(text)\""
            )
        }
        return number
    }

    func clearRecents() throws {
        try root.viewPhotos().clearRecents()
        root.statusPresenter.clearedRecents()
    }

    func size() throws -> PhotoSize {
        guard let text = command.value("size") else { return .large }
        guard let size = PhotoSize(rawValue: text) else {
            throw CLIError.usage("--size must be one of \(PhotoSize.names), not \"\(text)\"")
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
