import Domain
import Testing
import UseCases

/// The front page's cards and a photo's neighbours read only what a place's page lists.
struct PlaceCardsTests {
    private func store(_ photoIDs: [String], place: String = "p") -> PhotoStoreSpy {
        let store = PhotoStoreSpy()
        store.storedPlaces = [Place(id: place, name: "Town, Country")]
        store.storedPhotos = photoIDs.map { Photo(id: $0, placeID: place) }
        return store
    }

    @Test func cardSections_coverWithTheFirstCachedPhotoAndStopAskingThere() throws {
        let store = store(["a", "b", "c", "d"])
        var asked: [String] = []

        let sections = try BrowsePlaces(catalog: store).cardSections { photo in
            asked.append(photo.id)
            return photo.id == "b" || photo.id == "c"
        }

        #expect(sections.map(\.country) == ["Country"])
        let card = try #require(sections.first?.cards.first)
        #expect(card.cover?.id == "b")
        #expect(card.photoCount == 4)
        #expect(!card.hasMorePhotos)
        #expect(asked == ["a", "b"])
        #expect(store.requestedLimits == [51])
    }

    @Test func cardSections_countWhatThePageListsAndSayWhenThereIsMore() throws {
        let many = try BrowsePlaces(catalog: store((1...60).map(String.init))).cardSections { _ in false }
        let card = try #require(many.first?.cards.first)
        #expect(card.photoCount == 50)
        #expect(card.hasMorePhotos)
        #expect(card.cover == nil)

        let none = try BrowsePlaces(catalog: store([])).cardSections { _ in true }
        #expect(none.first?.cards.first?.photoCount == 0)
        #expect(none.first?.cards.first?.cover == nil)
    }

    @Test func inPlace_givesTheNeighboursInThePagesOrder() throws {
        let store = store(["a", "b", "c"])
        let browse = BrowsePlaces(catalog: store)

        let middle = try browse.inPlace(Photo(id: "b", placeID: "p"))
        #expect(middle.previous?.id == "a")
        #expect(middle.next?.id == "c")
        #expect(middle.place?.title == "Town")
        let first = try browse.inPlace(Photo(id: "a", placeID: "p"))
        #expect(first.previous == nil)
        #expect(first.next?.id == "b")
        let last = try browse.inPlace(Photo(id: "c", placeID: "p"))
        #expect(last.previous?.id == "b")
        #expect(last.next == nil)
    }

    @Test func inPlace_walksEveryPhotoOfThePlaceAcrossItsPages() throws {
        let browse = BrowsePlaces(catalog: store((1...60).map(String.init)))

        let beyondFifty = try browse.inPlace(Photo(id: "55", placeID: "p"))
        #expect(beyondFifty.previous?.id == "54" && beyondFifty.next?.id == "56")
        let endOfFirstPage = try browse.inPlace(Photo(id: "30", placeID: "p"))
        #expect(endOfFirstPage.next?.id == "31")
    }

    @Test func inPlace_ofAPhotoNotListedOrWithoutAPlaceHasNoNeighbours() throws {
        let browse = BrowsePlaces(catalog: store((1...60).map(String.init)))

        let unlisted = try browse.inPlace(Photo(id: "gone", placeID: "p"))
        #expect(unlisted.previous == nil && unlisted.next == nil)
        #expect(unlisted.place?.id == "p")
        let placeless = try browse.inPlace(Photo(id: "x"))
        #expect(placeless.place == nil && placeless.previous == nil && placeless.next == nil)
    }
}
