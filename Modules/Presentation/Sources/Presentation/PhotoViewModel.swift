/// A photo as shown anywhere. JSON keys: id, title, subtitle, owner, placeID, url (null when
/// Flickr gave too little to build one), pageURL (its Flickr page; null without an owner NSID).
public struct PhotoViewModel: Equatable, Sendable, Encodable {
    public let id: String
    public let title: String
    public let subtitle: String
    public let owner: String
    public let placeID: String
    public let url: String?
    public let pageURL: String?
    /// The photo's credit (not in a list's JSON; `CreditedPhotoJSON` adds its keys for one photo).
    public let credit: PhotoCreditViewModel?
    /// Where the photo was taken, when it is geotagged (in one photo's JSON only, as `credit`).
    public let position: GeoPosition?
    /// `position` as text, with the distance from the place's centre when the presenter was given
    /// the place (`LocatedPhotoJSON` adds that distance to one photo's JSON).
    public let location: PhotoLocationViewModel?

    public init(
        id: String, title: String, subtitle: String, owner: String, placeID: String, url: String?,
        pageURL: String? = nil, credit: PhotoCreditViewModel? = nil, position: GeoPosition? = nil,
        location: PhotoLocationViewModel? = nil
    ) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.owner = owner
        self.placeID = placeID
        self.url = url
        self.pageURL = pageURL
        self.credit = credit
        self.position = position
        self.location = location
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, subtitle, owner, placeID, url, pageURL
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(subtitle, forKey: .subtitle)
        try container.encode(owner, forKey: .owner)
        try container.encode(placeID, forKey: .placeID)
        try container.encode(url, forKey: .url)
        try container.encode(pageURL, forKey: .pageURL)
    }
}

/// A geotagged photo's latitude and longitude (degrees) and Flickr's accuracy (1-16).
public struct GeoPosition: Equatable, Sendable {
    public let latitude: Double
    public let longitude: Double
    public let accuracy: Int?

    public init(latitude: Double, longitude: Double, accuracy: Int?) {
        self.latitude = latitude
        self.longitude = longitude
        self.accuracy = accuracy
    }
}

/// One photo's JSON: a `PhotoViewModel`'s keys, its credit's `license`, `licenseName`,
/// `licenseURL` (each null when not known) and `ownerName`, and `latitude`, `longitude` and
/// `accuracy` (null when the photo is not geotagged).
public struct CreditedPhotoJSON: Encodable {
    public let photo: PhotoViewModel

    public init(_ photo: PhotoViewModel) { self.photo = photo }

    private enum CodingKeys: String, CodingKey {
        case license, licenseName, licenseURL, ownerName, latitude, longitude, accuracy
    }

    public func encode(to encoder: any Encoder) throws {
        try photo.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(photo.credit?.license, forKey: .license)
        try container.encode(photo.credit?.licenseName, forKey: .licenseName)
        try container.encode(photo.credit?.licenseURL, forKey: .licenseURL)
        try container.encode(photo.credit?.ownerName ?? photo.owner, forKey: .ownerName)
        try container.encode(photo.position?.latitude, forKey: .latitude)
        try container.encode(photo.position?.longitude, forKey: .longitude)
        try container.encode(photo.position?.accuracy, forKey: .accuracy)
    }
}

/// A list of photos: a place's photos or the recents (numbered from 1).
public struct PhotoListViewModel: Equatable, Sendable {
    public let heading: String
    public let photos: [PhotoViewModel]
    public let emptyMessage: String
    public let isNumbered: Bool

    public init(heading: String, photos: [PhotoViewModel], emptyMessage: String, isNumbered: Bool) {
        self.heading = heading
        self.photos = photos
        self.emptyMessage = emptyMessage
        self.isNumbered = isNumbered
    }
}

/// Where a list of photos is shown (a place's, the catalog, the recents).
public protocol PhotoListView: AnyObject {
    /// The photos in order, with the heading and the empty state.
    func display(_ list: PhotoListViewModel)
}

/// Where one photo is shown, with its credit, image address and position.
public protocol PhotoView: AnyObject {
    /// The photo as a view model.
    func display(_ photo: PhotoViewModel)
}
