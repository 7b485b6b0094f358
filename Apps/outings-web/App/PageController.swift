import Domain
import FlickrFetcher
import Foundation
import HTTPServer
import Presentation
import UseCases

/// The browsing pages and images: use case, presenter, page, for each GET.
struct PageController: Sendable {
    let browsePlaces: BrowsePlaces
    let viewPhotos: ViewPhotos
    /// The image pipeline (cache + bounded downloader) for one request.
    let photoImages: @Sendable () throws -> PhotoImages
    /// Where images not in the cache are downloaded, off the request threads.
    let imageFetches: ImageFetches
    /// The photo presenter for a size, naming the configured image host.
    let photoPresenter: @Sendable (PhotoSize) -> PhotoPresenter

    func routes(_ segments: [String], request: HTTPRequest, later: @escaping RouteTable.Later) -> RouteTable?
    {
        if segments.isEmpty { return RouteTable([("GET", places)]) }
        if let ids = PathPattern.match(segments, "places", "*") {
            return RouteTable([("GET", { try placePhotos(ids[0]) })])
        }
        if let ids = PathPattern.match(segments, "photos", "*") {
            return RouteTable([
                ("GET", { try photo(ids[0], recording: RequestGuard.mayRecordView(request)) })
            ])
        }
        if PathPattern.match(segments, "recents") != nil { return RouteTable([("GET", recents)]) }
        if let ids = PathPattern.match(segments, "images", "*", "*") {
            return RouteTable([("GET", { try image(ids[0], ids[1], later: later) })])
        }
        if PathPattern.match(segments, "style.css") != nil { return RouteTable([("GET", stylesheet)]) }
        return nil
    }

    private func stylesheet() -> HTTPResponse {
        HTTPResponse(
            status: 200,
            headers: [("Content-Type", "text/css; charset=utf-8"), ("Cache-Control", "max-age=3600")],
            body: Data(Stylesheet.css.utf8))
    }

    private func places() throws -> HTTPResponse {
        Responses.html(PlacePages.places(PlacesPresenter().viewModel(for: try browsePlaces.sections())))
    }

    private func placePhotos(_ id: String) throws -> HTTPResponse {
        let photos = try browsePlaces.photos(inPlace: id)
        let place = try browsePlaces.places().first { $0.id == id }
        let list = photoPresenter(.largeSquare).listViewModel(photos, of: .place(id: id))
        // A page names the place by its title where the catalog has it; the id otherwise.
        return Responses.html(
            PlacePages.grid(list, current: nil, title: place.map { "Photos of \($0.title)" }))
    }

    /// Opening a photo's page records it in recents, as `outings photos show` does, when
    /// `recording` (the user navigated to it: `RequestGuard.mayRecordView`); otherwise it only reads.
    private func photo(_ id: String, recording: Bool) throws -> HTTPResponse {
        let photo = try recording ? viewPhotos.show(photoID: id) : viewPhotos.find(photoID: id)
        return Responses.html(PlacePages.photo(photoPresenter(.large).viewModel(for: photo)))
    }

    private func recents() throws -> HTTPResponse {
        let list = photoPresenter(.largeSquare).listViewModel(try viewPhotos.recents(), of: .recents)
        return Responses.html(PlacePages.grid(list, current: .recents))
    }

    /// The image through the cache: served from disk when it is there; otherwise answered later
    /// (nil), once the download queue has fetched and cached it or with the placeholder after
    /// `imageWait`, or with the placeholder at once when the queue is full. Only a known photo id
    /// and size are looked up; the path never names a file.
    private func image(_ id: String, _ sizeName: String, later: @escaping RouteTable.Later) throws
        -> HTTPResponse?
    {
        guard let size = PhotoSize(rawValue: sizeName) else {
            throw WebFailure.notFound("no image size \(sizeName); use one of \(PhotoSize.names)")
        }
        let photo = try viewPhotos.find(photoID: id)
        let images = try photoImages()
        if let cached = try images.cachedImage(of: photo, size: size) {
            return Self.imageResponse(cached)
        }
        // Requests for the same image share its one download, each with its own wait below.
        let accepted = imageFetches.submit(
            key: "\(photo.id)/\(size.rawValue)",
            download: { Result { try images.image(of: photo, size: size) } },
            deliver: { downloaded in
                later(downloaded.map { $0.map { Self.imageResponse($0) } } ?? .success(Self.placeholder))
            })
        guard accepted else { return Self.placeholder }
        // A browser holds few connections to a server: none waits long on a slow host. The
        // download goes on into the cache, so the image shows on the next visit.
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.imageWait) {
            later(.success(Self.placeholder))
        }
        return nil
    }

    /// The longest an image request waits for its download before it gets the placeholder.
    static let imageWait = 5.0

    /// Sent from its cache file when it has one, so slow readers hold no copy of it.
    private static func imageResponse(_ image: PhotoImages.Image) -> HTTPResponse {
        var response = HTTPResponse(
            status: 200,
            headers: [
                (
                    "Content-Type",
                    ImageFormat(signatureOf: image.data)?.mediaType ?? "application/octet-stream"
                ),
                ("Cache-Control", "private, max-age=86400"),
            ],
            body: image.data)
        response.bodyFile = image.cachedPath
        return response
    }

    /// What an image that cannot be fetched now shows: a grey box, 503 so nothing keeps it.
    static let placeholder = HTTPResponse(
        status: 503,
        headers: [
            ("Content-Type", "image/svg+xml"), ("Cache-Control", "no-store"), ("Retry-After", "10"),
        ],
        body: Data(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="150" height="150" viewBox="0 0 150 150">\
            <rect width="150" height="150" fill="#ddd"/></svg>

            """.utf8))

}
