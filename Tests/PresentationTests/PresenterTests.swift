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
                .places(
                    PlacesViewModel(
                        heading: "Places",
                        sections: [
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
                        ], emptyMessage: "No places yet."))
            ])
    }

    @Test func placesPresenter_givesAnEmptyListItsHeadingAndEmptyState() {
        let view = ViewSpy()

        PlacesPresenter(view: view).present([])

        #expect(
            view.messages == [
                .places(PlacesViewModel(heading: "Places", sections: [], emptyMessage: "No places yet."))
            ])
    }

    @Test(arguments: [
        (PhotoSize.large, "https://live.staticflickr.com/2/7_s_b.jpg"),
        (PhotoSize.original, "https://live.staticflickr.com/2/7_o_o.gif"),
    ])
    func photoPresenter_usesDisplayRulesAndTheRequestedSize(size: PhotoSize, url: String) {
        let view = ViewSpy()

        PhotoPresenter(view: view, size: size).present(photo)

        #expect(
            view.messages == [
                .photo(
                    PhotoViewModel(
                        id: "7", title: "Only a description", subtitle: "", owner: "Ana", placeID: "p",
                        url: url, pageURL: "https://www.flickr.com/photos/66@N00/7",
                        credit: PhotoCreditViewModel(photo: photo)))
            ])
    }

    @Test func photoPresenter_numbersRecentsButNotPlacePhotos() {
        let view = ViewSpy()
        let presenter = PhotoPresenter(view: view, size: .square)

        presenter.presentRecents([photo])
        presenter.presentPlacePhotos([], placeID: "place-42")

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
        #expect(place.emptyMessage == "No photos of place place-42.")
        #expect(place.heading == "Photos of place place-42")
        #expect(recents.heading == "Recently viewed")
        #expect(recents.emptyMessage == "No recently viewed photos.")
    }

    @Test func photoPresenter_buildsURLsOnAnotherBaseWhenGivenOne() {
        let model = PhotoPresenter(size: .small, base: "http://127.0.0.1:9/").viewModel(
            for: photo)

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

        guard case .attractions(let list) = view.messages.first, let row = list.attractions.first else {
            Issue.record("expected an attraction list, got \(view.messages)")
            return
        }
        // Each field against the value written above, not against the initializer the presenter uses.
        #expect(
            [row.id, row.name, row.type, row.description, row.plainText(.website)] == [
                "a", "Library", "Library", "Books", "",
            ])
        #expect(row.inside)
        #expect(row.setting == "inside")
        #expect(row.position == 2)
        #expect(row.version == 0)
        #expect(list.heading == "Attractions")
        #expect(list.emptyMessage == "No attractions yet.")
    }

    @Test func errorPresenter_titlesEveryCategoryAndKeepsTheMessage() {
        let view = ViewSpy()
        let presenter = ErrorPresenter(view: view)

        for category in ErrorCategory.allCases { presenter.present(category, message: "m") }

        let titles = view.messages.compactMap { message -> String? in
            guard case .error(let model) = message, model.message == "m" else { return nil }
            return model.title
        }
        #expect(titles.count == ErrorCategory.allCases.count)
        #expect(Set(titles).count == titles.count)
        #expect(titles.allSatisfy { !$0.isEmpty })
    }
}

/// Every StatusPresenter message, word for word.
struct StatusPresenterTests {
    nonisolated(unsafe) static let cases: [(String, (StatusPresenter) -> Void, String)] = [
        (
            "imported", { $0.imported(ImportCatalog.Summary(places: 1, photos: 2)) },
            "Imported 1 place and 2 photos."
        ),
        (
            "imported none", { $0.imported(ImportCatalog.Summary(places: 0, photos: 1)) },
            "Imported 0 places and 1 photo."
        ),
        ("saved", { $0.saved(Attraction(id: "a1", name: "Zoo")) }, "Saved \"Zoo\" (id a1)."),
        ("removed", { $0.removed(Attraction(id: "a1", name: "Zoo")) }, "Removed Zoo."),
        (
            "moved", { $0.moved(Attraction(id: "a1", name: "Zoo", position: 3)) },
            "Moved \"Zoo\" to position 3."
        ),
        ("cleared recents", { $0.clearedRecents() }, "Cleared the recently viewed photos."),
        (
            "transferred",
            { $0.transferred(.init(attractions: 1, places: 2, photos: 0, recents: 5)) },
            "Copied 1 attraction, 2 places, 0 photos, 5 recents."
        ),
        (
            "transferred with members",
            { $0.transferred(.init(attractions: 0, places: 0, photos: 0, recents: 0, members: 1)) },
            "Copied 0 attractions, 0 places, 0 photos, 0 recents, 1 member."
        ),
        ("cleared image cache", { $0.clearedImageCache(count: 1) }, "Removed 1 cached image."),
        ("cleared image cache, many", { $0.clearedImageCache(count: 3) }, "Removed 3 cached images."),
        ("saved image", { $0.savedImage(to: "x.jpg", bytes: 2) }, "Saved x.jpg (2 bytes)."),
        ("saved image, one byte", { $0.savedImage(to: "x.jpg", bytes: 1) }, "Saved x.jpg (1 byte)."),
        ("saved image, megabytes", { $0.savedImage(to: "x.jpg", bytes: 1_572_864) }, "Saved x.jpg (1.5 MB)."),
        ("undo", { $0.undo(changedSomething: true) }, "Undid the last change."),
        ("nothing to undo", { $0.undo(changedSomething: false) }, "Nothing to undo."),
        ("cancelled", { $0.cancelled() }, "Cancelled; nothing changed."),
    ]

    @Test(arguments: 0..<cases.count)
    func statusPresenter_saysWhatHappened(index: Int) {
        let (_, call, expected) = Self.cases[index]
        let view = ViewSpy()

        call(StatusPresenter(view: view))

        #expect(view.messages == [.status(expected)])
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
        (Photo(id: "5"), "Photo by an unknown photographer on Flickr (no page: the owner is not known)"),
    ])
    func creditNamesTheOwnerAndLinksToThePage(photo: Photo, expected: String) {
        let view = ViewSpy()

        StatusPresenter(view: view).credit(for: photo)

        #expect(view.messages == [.status(expected)])
    }
}
