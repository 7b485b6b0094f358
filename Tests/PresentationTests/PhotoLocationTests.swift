import Domain
import Foundation
import Presentation
import Testing
import UseCases

struct PhotoLocationTests {
    private static let metresPerDegree = Double.pi * GeoCoordinate.earthRadius / 180

    @Test(arguments: [
        (40.5853, -105.0844, "40.58530, -105.08440"), (-33.856784, 151.215297, "-33.85678, 151.21530"),
        (0, 0, "0.00000, 0.00000"), (-0.000001, 179.999999, "0.00000, 180.00000"),
        (90, -180, "90.00000, -180.00000"),
    ])
    func coordinates_areSignedDegreesToFivePlaces(latitude: Double, longitude: Double, expected: String) {
        let photo = Photo(id: "1", latitude: latitude, longitude: longitude)
        #expect(PhotoLocationViewModel(photo: photo, place: nil)?.coordinates == expected)
    }

    @Test func location_saysHowFarThePhotoIsFromItsPlacesCentre() throws {
        let photo = Photo(id: "1", placeID: "p", latitude: 0, longitude: 0.1, accuracy: 16)
        let place = Place(id: "p", name: "Null Island, Atlantic", latitude: 0, longitude: 0)

        let location = try #require(PhotoLocationViewModel(photo: photo, place: place))

        // 0.1° along the equator: 11.1 km.
        #expect(abs((location.distanceFromPlaceCentre ?? 0) - 0.1 * Self.metresPerDegree) < 0.001)
        #expect(
            location.text == "0.00000, 0.10000 (Flickr accuracy 16), 11 km from the centre of Null Island")
    }

    @Test func location_withoutAPlaceCentreHasNoDistance() throws {
        let photo = Photo(id: "1", placeID: "p", latitude: 1, longitude: 2)
        let place = Place(id: "p", name: "Somewhere")

        let location = try #require(PhotoLocationViewModel(photo: photo, place: place))

        #expect(location.distanceFromPlaceCentre == nil)
        #expect(location.text == "1.00000, 2.00000")
    }

    @Test func location_ofAPhotoNotGeotaggedIsNil() {
        let place = Place(id: "p", name: "Somewhere", latitude: 0, longitude: 0)
        #expect(PhotoLocationViewModel(photo: Photo(id: "1", placeID: "p"), place: place) == nil)
    }

    @Test func showJSON_addsTheDistanceFromThePlaceCentreOrNull() throws {
        let presenter = PhotoPresenter(size: .large)
        let place = Place(id: "p", name: "Here", latitude: 0, longitude: 0)
        let located = Photo(id: "1", placeID: "p", latitude: 0, longitude: 1)

        let json = try Self.object(LocatedPhotoJSON(presenter.viewModel(for: located, place: place)))
        let bare = try Self.object(LocatedPhotoJSON(presenter.viewModel(for: Photo(id: "2"), place: place)))

        let metres = try #require(json["distanceFromPlaceCentre"] as? Double)
        #expect(abs(metres - Self.metresPerDegree) < 0.001)
        #expect(bare["distanceFromPlaceCentre"] is NSNull)
        #expect(Set(json.keys) == Set(bare.keys))
        #expect(json["latitude"] as? Double == 0)
    }

    @Test func nearbyJSON_isAListPhotoWithItsDistance() throws {
        let presenter = NearbyPhotosPresenter(photos: PhotoPresenter(size: .square))
        let photo = Photo(id: "1", title: "One", placeID: "p", latitude: 0, longitude: 0)
        let list = presenter.viewModel(
            [NearbyPhoto(photo: photo, place: nil, distance: 850)],
            centre: GeoCoordinate(latitude: 0, longitude: 0)!,
            within: 5000)

        let json = try Self.object(try #require(list.photos.first))

        #expect(
            Set(json.keys) == ["id", "title", "subtitle", "owner", "placeID", "url", "pageURL", "distance"])
        #expect(json["distance"] as? Double == 850)
        #expect(list.photos.first?.distanceText == "850 m")
        #expect(list.photos.first?.placeTitle == "p")
        #expect(list.heading == "Photos within 5.0 km of 0.00000, 0.00000")
    }

    private static func object(_ value: some Encodable) throws -> [String: Any] {
        let data = try JSONEncoder().encode(value)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
}
