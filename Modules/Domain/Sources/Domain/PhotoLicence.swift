/// A licence a Flickr owner chose for a photo, by Flickr's id (`license`).
public struct PhotoLicence: Equatable, Hashable, Sendable {
    public let id: String
    public let name: String
    /// The licence's deed or explanation; nil where Flickr documents none (All Rights Reserved).
    public let url: String?
    /// Whether others may reuse the photo: the Creative Commons and public-domain licences.
    public let permitsReuse: Bool

    public init(id: String, name: String, url: String?, permitsReuse: Bool) {
        self.id = id
        self.name = name
        self.url = url
        self.permitsReuse = permitsReuse
    }

    /// The ids Flickr documents for `flickr.photos.licenses.getInfo`, used when no list was
    /// fetched. An id outside it is shown as "licence N" (see `PhotoCredit`), never refused.
    public static let documented: [PhotoLicence] = [
        PhotoLicence(id: "0", name: "All Rights Reserved", url: nil, permitsReuse: false),
        creativeCommons("1", "BY-NC-SA 2.0", "by-nc-sa/2.0"),
        creativeCommons("2", "BY-NC 2.0", "by-nc/2.0"),
        creativeCommons("3", "BY-NC-ND 2.0", "by-nc-nd/2.0"),
        creativeCommons("4", "BY 2.0", "by/2.0"),
        creativeCommons("5", "BY-SA 2.0", "by-sa/2.0"),
        creativeCommons("6", "BY-ND 2.0", "by-nd/2.0"),
        PhotoLicence(
            id: "7", name: "No known copyright restrictions", url: "https://www.flickr.com/commons/usage/",
            permitsReuse: true),
        PhotoLicence(
            id: "8", name: "United States Government Work", url: "https://www.usa.gov/copyright.shtml",
            permitsReuse: true),
        PhotoLicence(
            id: "9", name: "CC0 1.0 Public Domain Dedication",
            url: "https://creativecommons.org/publicdomain/zero/1.0/", permitsReuse: true),
        PhotoLicence(
            id: "10", name: "Public Domain Mark 1.0",
            url: "https://creativecommons.org/publicdomain/mark/1.0/",
            permitsReuse: true),
    ]

    private static let byID = Dictionary(uniqueKeysWithValues: documented.map { ($0.id, $0) })

    /// The documented licence with this id, or nil.
    public static func documented(id: String) -> PhotoLicence? { byID[id] }

    private static func creativeCommons(_ id: String, _ name: String, _ path: String) -> PhotoLicence {
        PhotoLicence(
            id: id, name: "CC \(name)", url: "https://creativecommons.org/licenses/\(path)/",
            permitsReuse: true)
    }
}

extension Photo {
    /// The photo's documented licence, or nil when its id is missing or not documented.
    public var licence: PhotoLicence? { license.flatMap(PhotoLicence.documented(id:)) }

    /// Whether the photo's licence is known to permit reuse (an unknown one does not).
    public var permitsReuse: Bool { licence?.permitsReuse ?? false }
}
