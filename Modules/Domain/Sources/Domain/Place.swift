/// A Flickr "top place": its id and the full `_content` text such as "Paris, Ile-de-France, France".
public struct Place: Equatable, Hashable, Sendable {
    public let id: String
    public let name: String
    public let photoCount: Int?
    /// The place's centre as `flickr.places.getTopPlacesList` gives it, when it did.
    public let latitude: Double?
    public let longitude: Double?

    public init(
        id: String, name: String, photoCount: Int? = nil, latitude: Double? = nil, longitude: Double? = nil
    ) {
        self.id = id
        self.name = name
        self.photoCount = photoCount
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The text before the first ", " of the name (the whole name when there is none).
    public var title: String {
        guard let separator = name.range(of: ", ") else { return name }
        return String(name[..<separator.lowerBound])
    }

    /// The section a place is listed under: the text after the last ", " of the name (Flickr
    /// ends `_content` with the country), or the whole name when it has no ", ".
    public var country: String {
        guard let separator = name.lastRange(of: ", ") else { return name }
        return String(name[separator.upperBound...])
    }

    /// Everything after the first ", " of the name, or empty.
    public var subtitle: String {
        guard let separator = name.range(of: ", ") else { return "" }
        return String(name[separator.upperBound...])
    }
}
