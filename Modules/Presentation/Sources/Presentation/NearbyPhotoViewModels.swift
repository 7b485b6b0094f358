/// One photo of a list by distance: the photo, its distance in metres and as text ("850 m"), and
/// its place's title (the place id when the catalog lacks the place, empty when it names none).
/// JSON: a `PhotoViewModel`'s keys and `distance` (metres).
public struct NearbyPhotoViewModel: Equatable, Sendable, Encodable {
    public let photo: PhotoViewModel
    public let distance: Double
    public let distanceText: String
    public let placeTitle: String

    public init(photo: PhotoViewModel, distance: Double, distanceText: String, placeTitle: String) {
        self.photo = photo
        self.distance = distance
        self.distanceText = distanceText
        self.placeTitle = placeTitle
    }

    private enum CodingKeys: String, CodingKey { case distance }

    public func encode(to encoder: any Encoder) throws {
        try photo.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(distance, forKey: .distance)
    }
}

/// The photos nearest a point, nearest first, with the heading and empty state any view shows.
public struct NearbyPhotoListViewModel: Equatable, Sendable {
    public let heading: String
    public let photos: [NearbyPhotoViewModel]
    public let emptyMessage: String

    public init(heading: String, photos: [NearbyPhotoViewModel], emptyMessage: String) {
        self.heading = heading
        self.photos = photos
        self.emptyMessage = emptyMessage
    }
}

/// Where the photos near a point are shown, nearest first.
public protocol NearbyPhotosView: AnyObject {
    /// The photos with their distances, or the empty state.
    func display(_ list: NearbyPhotoListViewModel)
}
