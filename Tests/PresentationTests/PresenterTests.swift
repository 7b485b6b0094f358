import Domain
import Foundation
import Presentation
import Testing
import UseCases

struct PresenterTests {
    private let photo = Photo(
        id: "7", title: "", description: "Only a description", ownerName: "Ana", placeID: "p",
        farm: 1, server: "2", secret: "s", originalSecret: "o", originalFormat: "gif")

    @Test func placesPresenter_splitsTitleAndSubtitle() {
        let view = ViewSpy()

        PlacesPresenter(view: view).present([Place(id: "p", name: "Paris, Ile-de-France, France")])

        #expect(
            view.messages == [
                .places([
                    PlaceRowViewModel(
                        id: "p", name: "Paris, Ile-de-France, France", title: "Paris",
                        subtitle: "Ile-de-France, France")
                ])
            ])
    }

    @Test(arguments: [
        (PhotoSize.large, "https://farm1.staticflickr.com/2/7_s_b.jpg"),
        (PhotoSize.original, "https://farm1.staticflickr.com/2/7_o_o.gif"),
    ])
    func photoPresenter_usesDisplayRulesAndTheRequestedSize(size: PhotoSize, url: String) {
        let view = ViewSpy()

        PhotoPresenter(size: size).present(photo, to: view)

        #expect(
            view.messages == [
                .photo(
                    PhotoViewModel(
                        id: "7", title: "Only a description", subtitle: "", owner: "Ana", placeID: "p",
                        url: url))
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
        #expect(recents.photos.map(\.url) == ["https://farm1.staticflickr.com/2/7_s_s.jpg"])
        #expect(!place.isNumbered)
        #expect(place.photos.isEmpty)
        #expect(place.emptyMessage.contains("p"))
    }

    @Test func photoViewModel_encodesEveryKeyIncludingANullURL() throws {
        let model = PhotoViewModel(id: "1", title: "t", subtitle: "", owner: "o", placeID: "p", url: nil)

        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(model)) as? [String: Any]

        #expect(Set(object?.keys ?? [:].keys) == ["id", "title", "subtitle", "owner", "placeID", "url"])
        #expect(object?["url"] is NSNull)
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
