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

    public init(
        id: String, title: String, subtitle: String, owner: String, placeID: String, url: String?,
        pageURL: String? = nil
    ) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.owner = owner
        self.placeID = placeID
        self.url = url
        self.pageURL = pageURL
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

public protocol PhotoListView: AnyObject {
    func display(_ list: PhotoListViewModel)
}

public protocol PhotoView: AnyObject {
    func display(_ photo: PhotoViewModel)
}
