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
    /// The form token the "Clear recents" form carries.
    let csrf: CSRFToken
    /// Who asks: the pages' header shows them.
    let signedIn: RequestContext?

    static func stylesheet() -> HTTPResponse {
        HTTPResponse(
            status: 200,
            headers: [("Content-Type", "text/css; charset=utf-8"), ("Cache-Control", "max-age=3600")],
            body: Data(Stylesheet.css.utf8))
    }

    /// Places as cards, each with the first of its photos already cached as its cover: the
    /// front page never waits on, nor starts, a download.
    func places() throws -> HTTPResponse {
        let images = try? photoImages()
        let sections = try browsePlaces.cardSections {
            images?.isCached($0, size: PlacePages.thumbnail) ?? false
        }
        let model = PlacesPresenter().cardsViewModel(
            for: sections, photoPresenter: photoPresenter(PlacePages.thumbnail))
        return Responses.html(PlacePages.places(model, signedIn: signedIn))
    }

    /// One page of 30 (`?page=N`) of all the place's photos or of those free to reuse
    /// (`?license=reuse`); a page the choice does not fill, no page number or another choice is a 404.
    func placePhotos(_ id: String, page number: String?, license: String?) throws -> HTTPResponse {
        let page = try browsePlaces.photoPage(inPlace: id, number: number, licence: license)
        let place = try browsePlaces.place(id: id)
        let list = photoPresenter(PlacePages.thumbnail).listViewModel(page.photos, of: .place(id: id))
        let map = try placeMap(id, title: place.map(PlacesPresenter.row)?.title)
        return Responses.html(
            PlacePages.placePhotos(
                list, place: place.map(PlacesPresenter.row), placeID: id,
                navigation: PageNavigationViewModel(page), map: map, signedIn: signedIn))
    }

    /// Opening a photo's page records it in recents, as `outings photos show` does, when
    /// `recording` (the user navigated to it: `RequestGuard.mayRecordView`); otherwise it only reads.
    func photo(_ id: String, recording: Bool) throws -> HTTPResponse {
        let photo = try recording ? viewPhotos.show(photoID: id) : viewPhotos.find(photoID: id)
        let inPlace = try browsePlaces.inPlace(photo)
        let model = photoPresenter(PlacePages.photoSize).pageViewModel(for: inPlace)
        return Responses.html(PlacePages.photo(model, map: Self.photoMap(inPlace), signedIn: signedIn))
    }

    func recents() throws -> HTTPResponse {
        let list = photoPresenter(PlacePages.thumbnail).listViewModel(try viewPhotos.recents(), of: .recents)
        return Responses.html(PlacePages.recents(list, csrf: csrf.value, signedIn: signedIn))
    }

    /// `POST /recents/clear` (form token and origin checked by `RequestGuard`), as `outings
    /// recents clear`; back to the emptied list.
    func clearRecents() throws -> HTTPResponse {
        try viewPhotos.clearRecents()
        return Responses.seeOther("/recents")
    }

    /// The stand-in a card shows when none of its place's photos is cached.
    func placeholder(_ sizeName: String) throws -> HTTPResponse {
        ImagePlaceholder.response(try Self.size(named: sizeName), status: 200)
    }

    private static func size(named name: String) throws -> PhotoSize {
        guard let size = PhotoSize(rawValue: name) else {
            throw WebFailure.notFound("no image size \(name); use one of \(PhotoSize.names)")
        }
        return size
    }

    /// The image through the cache: served from disk when it is there and fresh; otherwise
    /// answered later (nil), once the download queue has fetched and cached it or with the
    /// placeholder after `imageWait`, or with the placeholder at once when the queue is full. A
    /// stale image (older than the cache's maximum age) is fetched again the same way, and stands
    /// in for the placeholder when that fails or takes too long. Only a known photo id and size
    /// are looked up (else 404); the path never names a file. Whatever else goes wrong (no image
    /// URL, the cache, the host) is the placeholder: an `<img>` never gets a page.
    func image(_ id: String, _ sizeName: String, later: @escaping Route.Later) throws
        -> HTTPResponse?
    {
        let size = try Self.size(named: sizeName)
        let photo = try viewPhotos.find(photoID: id)
        guard let images = try? photoImages() else { return ImagePlaceholder.response(size, status: 503) }
        let stale: HTTPResponse?
        do {
            let cached = try images.cachedImage(of: photo, size: size)
            if let cached, !cached.isStale { return Self.imageResponse(cached) }
            stale = cached.map(Self.imageResponse)
        } catch {
            return ImagePlaceholder.response(size, status: 503)
        }
        let notNow = stale ?? ImagePlaceholder.response(size, status: 503)
        let hostFailed = stale ?? ImagePlaceholder.response(size, status: 502)
        // Requests for the same image share its one download, each with its own wait below.
        let accepted = imageFetches.submit(
            key: "\(photo.id)/\(size.rawValue)",
            download: { Result { try images.image(of: photo, size: size) } },
            deliver: { downloaded in
                let answer =
                    downloaded.map { (try? $0.get()).map(Self.imageResponse) ?? hostFailed } ?? notNow
                later(.success(answer))
            })
        guard accepted else { return notNow }
        // A browser holds few connections to a server: none waits long on a slow host. The
        // download goes on into the cache, so the image shows on the next visit.
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.imageWait) {
            later(.success(notNow))
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
}
