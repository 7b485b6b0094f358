import Domain
import Presentation
import Testing

/// A card's facts line, rating, Visited mark and drawing, from an attraction and the member's
/// visits; Monday 5 January 2026 is the day asked about.
struct AttractionCardViewModelTests {
    private func monday() throws -> LocalDateTime {
        try #require(LocalDateTime(year: 2026, month: 1, day: 5, hour: 10, minute: 0))
    }

    private func museum() throws -> GeoCoordinate {
        try #require(GeoCoordinate(latitude: 40.5925, longitude: -105.0754))
    }

    private func full() throws -> Attraction {
        Attraction(
            id: "a", name: "Discovery", type: "Science museum", inside: true,
            ages: try AgeRange(text: "2-10"),
            cost: .free, hours: try OpeningHours(text: "Mo-Fr 09:00-17:00"), location: try museum())
    }

    /// 3.2 km due north: a degree of latitude is 111.195 km on the mean sphere.
    @Test func theFactsLineHasCostAgesHoursDistanceAndSetting() throws {
        let from = try #require(GeoCoordinate(latitude: 40.5925 - 3.2 / 111.195, longitude: -105.0754))

        let card = AttractionCardViewModel(
            try full(), visits: nil, photo: nil, from: from, at: try monday())

        #expect(card.factsLine == "Free · Ages 2-10 · Open 9:00-17:00 · 3.2 km · Inside")
        #expect(card.name == "Discovery")
        #expect(card.id == "a")
    }

    @Test func unknownPartsAreLeftOut() throws {
        let bare = Attraction(id: "b", name: "Somewhere", hours: try OpeningHours(text: "Tu 10:00-11:00"))

        #expect(AttractionCardViewModel(bare, visits: nil, photo: nil).factsLine == "Outside")
        #expect(
            AttractionCardViewModel(bare, visits: nil, photo: nil, at: try monday()).factsLine
                == "Closed Monday · Outside")
        // A point to measure from, but no location: no distance.
        #expect(
            AttractionCardViewModel(bare, visits: nil, photo: nil, from: try museum()).factsLine
                == "Outside")
    }

    @Test(arguments: [("3+", "Ages 3+"), ("4-4", "Age 4"), ("all", "All ages"), ("0-12", "Ages 0-12")])
    func agesAreShort(text: String, expected: String) throws {
        let attraction = Attraction(id: "c", name: "C", ages: try AgeRange(text: text))

        #expect(AttractionCardViewModel(attraction, visits: nil, photo: nil).facts.first == expected)
    }

    @Test func aPriceIsItsAmount() throws {
        let attraction = Attraction(id: "d", name: "D", cost: try Cost(text: "8.50 USD"))

        #expect(AttractionCardViewModel(attraction, visits: nil, photo: nil).facts.first == "8.50 USD")
    }

    @Test func theMembersRatingAndVisitShow() throws {
        let day = try #require(CalendarDate(year: 2026, month: 1, day: 2))
        let rated = AttractionVisits(attractionID: "a", dates: [day], rating: try Rating(4))
        let onlyRated = AttractionVisits(attractionID: "a", rating: try Rating(2))

        let card = AttractionCardViewModel(try full(), visits: rated, photo: nil)
        let notBeen = AttractionCardViewModel(try full(), visits: onlyRated, photo: nil)
        let never = AttractionCardViewModel(try full(), visits: nil, photo: nil)

        #expect(card.rating == "Rated 4/5")
        #expect(card.visited)
        #expect(notBeen.rating == "Rated 2/5")
        #expect(!notBeen.visited)
        #expect(never.rating == nil)
        #expect(!never.visited)
    }

    @Test(arguments: [
        ("Science museum", AttractionDrawing.building), ("Swimming pool", .water), ("Petting zoo", .farm),
        ("City PARK", .nature), ("", .place), ("Escape room", .place),
    ])
    func theDrawingFollowsTheKind(kind: String, drawing: AttractionDrawing) {
        #expect(AttractionDrawing(kind: kind) == drawing)
    }
}

/// The attraction page's long forms and links.
struct AttractionWordsTests {
    @Test(arguments: [
        ("3+", "Ages 3 and up"), ("2-10", "Ages 2 to 10"), ("5-5", "Age 5"), ("all", "All ages"),
    ])
    func agesInFull(text: String, expected: String) throws {
        #expect(AttractionWords.agesInFull(try AgeRange(text: text)) == expected)
    }

    @Test func costInFull() throws {
        #expect(AttractionWords.costInFull(.free) == "Free")
        #expect(AttractionWords.costInFull(try Cost(text: "10.50 USD")) == "10.50 USD a child")
    }

    @Test func directionsAndGeoLinks() throws {
        let point = try #require(GeoCoordinate(latitude: 40.5925, longitude: -105.0754))

        #expect(
            AttractionWords.directionsURL(to: point)
                == "https://www.openstreetmap.org/directions?to=40.5925%2C-105.0754")
        #expect(AttractionWords.geoURI(point) == "geo:40.5925,-105.0754")
    }
}
