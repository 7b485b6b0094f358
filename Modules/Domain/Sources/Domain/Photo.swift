/// A Flickr photo with the fields `flickr.photos.search` returns for our `extras`.
/// Not `Codable`: each store maps photos to its own storage format, so renaming a property here
/// cannot make stored rows unreadable.
public struct Photo: Equatable, Hashable, Sendable {
    public var id: String
    public var title: String
    public var description: String
    public var ownerName: String
    /// The owner's NSID (Flickr's `owner`, such as `12345678@N00`); empty when not known.
    public var owner: String
    public var placeID: String
    public var farm: Int?
    public var server: String?
    public var secret: String?
    public var originalSecret: String?
    public var originalFormat: String?
    /// Where the photo was taken, when it is geotagged (see `GeoPoint`).
    public var latitude: Double?
    public var longitude: Double?
    /// Flickr's geo accuracy, 1 (world) to 16 (street), when geotagged.
    public var accuracy: Int?
    /// Flickr's licence id (`license`, such as "4"); nil when not known. See `PhotoLicence`.
    public var license: String?
    /// Seconds since 1970, as Flickr's `dateupload`.
    public var dateUpload: Int?
    public var tags: [String]

    public init(
        id: String, title: String = "", description: String = "", ownerName: String = "",
        owner: String = "", placeID: String = "", farm: Int? = nil, server: String? = nil,
        secret: String? = nil,
        originalSecret: String? = nil, originalFormat: String? = nil, latitude: Double? = nil,
        longitude: Double? = nil, accuracy: Int? = nil, license: String? = nil, dateUpload: Int? = nil,
        tags: [String] = []
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.ownerName = ownerName
        self.owner = owner
        self.placeID = placeID
        self.farm = farm
        self.server = server
        self.secret = secret
        self.originalSecret = originalSecret
        self.originalFormat = originalFormat
        self.latitude = latitude
        self.longitude = longitude
        self.accuracy = accuracy
        self.license = license
        self.dateUpload = dateUpload
        self.tags = tags
    }

    private var hasTitle: Bool { !title.trimmingWhitespace.isEmpty }
    private var hasDescription: Bool { !description.trimmingWhitespace.isEmpty }

    /// `title`, else the description, else "Unknown".
    public var displayTitle: String {
        if hasTitle { return title }
        if hasDescription { return description }
        return "Unknown"
    }

    /// The description, but only when a title exists (otherwise the description is the title).
    public var displaySubtitle: String {
        hasTitle ? description : ""
    }
}
