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

    /// A licence from Flickr's `flickr.photos.licenses.getInfo`, whose answer says nothing of
    /// reuse: an id the documented table knows permits reuse as the table says; any other permits
    /// it when its URL is a Creative Commons deed (host creativecommons.org) or names the public
    /// domain ("publicdomain" in the URL); without a URL it does not.
    public static func fetched(id: String, name: String, url: String?) -> PhotoLicence {
        let reuse = documented(id: id)?.permitsReuse ?? url.map(urlPermitsReuse) ?? false
        return PhotoLicence(id: id, name: name, url: url, permitsReuse: reuse)
    }

    /// `text` when it is an http or https address, else nil: a licence links only to the web.
    public static func webAddress(_ text: String?) -> String? {
        guard let text else { return nil }
        let lowered = text.lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://") ? text : nil
    }

    private static func urlPermitsReuse(_ url: String) -> Bool {
        let lowered = url.lowercased()
        let host = lowered.split(separator: "/", omittingEmptySubsequences: true).dropFirst().first ?? ""
        let isCreativeCommons = host == "creativecommons.org" || host.hasSuffix(".creativecommons.org")
        return isCreativeCommons || lowered.contains("publicdomain")
    }

    private static func creativeCommons(_ id: String, _ name: String, _ path: String) -> PhotoLicence {
        PhotoLicence(
            id: id, name: "CC \(name)", url: "https://creativecommons.org/licenses/\(path)/",
            permitsReuse: true)
    }
}
