import Domain
import Foundation
import Presentation
import Testing
import UseCases

struct PresenterTests {
    private let photo = Photo(
        id: "7", title: "", description: "Only a description", ownerName: "Ana", owner: "66@N00",
        placeID: "p", farm: 1, server: "2", secret: "s", originalSecret: "o", originalFormat: "gif")

    @Test func placesPresenter_keepsSectionsAndSplitsTitleAndSubtitle() {
        let view = ViewSpy()
        let sections = [
            PlaceSection(country: "Atlantis", places: [Place(id: "a", name: "Atlantis")]),
            PlaceSection(country: "France", places: [Place(id: "p", name: "Paris, Ile-de-France, France")]),
        ]

        PlacesPresenter(view: view).present(sections)

        #expect(
            view.messages == [
                .places([
                    PlaceSectionViewModel(
                        country: "Atlantis",
                        places: [
                            PlaceRowViewModel(
                                id: "a", name: "Atlantis", title: "Atlantis", subtitle: "",
                                country: "Atlantis")
                        ]),
                    PlaceSectionViewModel(
                        country: "France",
                        places: [
                            PlaceRowViewModel(
                                id: "p", name: "Paris, Ile-de-France, France", title: "Paris",
                                subtitle: "Ile-de-France, France", country: "France")
                        ]),
                ])
            ])
    }

    @Test(arguments: [
        (PhotoSize.large, "https://live.staticflickr.com/2/7_s_b.jpg"),
        (PhotoSize.original, "https://live.staticflickr.com/2/7_o_o.gif"),
    ])
    func photoPresenter_usesDisplayRulesAndTheRequestedSize(size: PhotoSize, url: String) {
        let view = ViewSpy()

        PhotoPresenter(size: size).present(photo, to: view)

        #expect(
            view.messages == [
                .photo(
                    PhotoViewModel(
                        id: "7", title: "Only a description", subtitle: "", owner: "Ana", placeID: "p",
                        url: url, pageURL: "https://www.flickr.com/photos/66@N00/7"))
            ])
    }

    @Test func photoPresenter_numbersRecentsButNotPlacePhotos() {
        let view = ViewSpy()
        let presenter = PhotoPresenter(size: .square)

        presenter.presentRecents([photo], to: view)
        presenter.presentPlacePhotos([], placeID: "p", to: view)

        guard case .photoList(let recents) = view.messages.first,
            case .photoList(let place) = view.messages.last
        else {
            Issue.record("expected two photo lists, got \(view.messages)")
            return
        }
        #expect(recents.isNumbered)
        #expect(recents.photos.map(\.url) == ["https://live.staticflickr.com/2/7_s_s.jpg"])
        #expect(!place.isNumbered)
        #expect(place.photos.isEmpty)
        #expect(place.emptyMessage.contains("p"))
    }

    @Test func photoPresenter_buildsURLsOnAnotherBaseWhenGivenOne() {
        let model = PhotoPresenter(size: .small, base: "http://127.0.0.1:9/").viewModel(for: photo)

        #expect(model.url == "http://127.0.0.1:9/2/7_s_m.jpg")
    }

    @Test func photoViewModel_encodesEveryKeyIncludingNullURLs() throws {
        let model = PhotoViewModel(id: "1", title: "t", subtitle: "", owner: "o", placeID: "p", url: nil)

        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(model)) as? [String: Any]

        #expect(
            Set(object?.keys ?? [:].keys) == [
                "id", "title", "subtitle", "owner", "placeID", "url", "pageURL",
            ])
        #expect(object?["url"] is NSNull)
        #expect(object?["pageURL"] is NSNull)
    }

    @Test func attractionsPresenter_keepsEveryFieldAndNamesTheSetting() {
        let view = ViewSpy()
        let attraction = Attraction(
            id: "a", name: "Library", type: "Library", inside: true, description: "Books", website: "",
            position: 2)

        AttractionsPresenter(view: view).present([attraction])

        guard case .attractions(let rows) = view.messages.first, let row = rows.first else {
            Issue.record("expected an attraction list, got \(view.messages)")
            return
        }
        #expect(row == AttractionViewModel(attraction))
        #expect(row.setting == "inside")
        #expect(row.position == 2)
    }

    @Test func statusPresenter_countsWithPlurals() {
        let view = ViewSpy()

        StatusPresenter(view: view).imported(ImportCatalog.Summary(places: 1, photos: 2))

        #expect(view.messages == [.status("Imported 1 place and 2 photos.")])
    }
}

struct StatusPresenterCreditTests {
    @Test(arguments: [
        (
            Photo(id: "53300744203", ownerName: "bkwalker", owner: "91220385@N06"),
            "Photo by bkwalker on Flickr: https://www.flickr.com/photos/91220385@N06/53300744203"
        ),
        (
            Photo(id: "5", ownerName: "", owner: "1@N01"),
            "Photo by 1@N01 on Flickr: https://www.flickr.com/photos/1@N01/5"
        ),
        (Photo(id: "5", ownerName: "Ana"), "Photo by Ana on Flickr (no page: the owner is not known)"),
    ])
    func creditNamesTheOwnerAndLinksToThePage(photo: Photo, expected: String) {
        let view = ViewSpy()

        StatusPresenter(view: view).credit(for: photo)

        #expect(view.messages == [.status(expected)])
    }
}
