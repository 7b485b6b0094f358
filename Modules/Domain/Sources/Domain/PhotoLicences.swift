/// The licences credits name, by id: the list a refresh fetched from Flickr and stored when there
/// is one, else the ids Flickr documents (`PhotoLicence.documented`). The one place a photo's
/// licence is looked up, for its credit and for whether it may be reused.
public struct PhotoLicences: Equatable, Sendable {
    /// The licences known, in Flickr's order.
    public let all: [PhotoLicence]
    /// Whether `all` is a fetched list (else it is the documented table).
    public let isFetched: Bool
    private let byID: [String: PhotoLicence]

    /// The documented table, for a store where no list was fetched.
    public static let documented = PhotoLicences(all: PhotoLicence.documented, isFetched: false)

    /// The stored list; an empty one (none fetched yet) means the documented table.
    public init(stored: [PhotoLicence]) {
        self = stored.isEmpty ? .documented : PhotoLicences(all: stored, isFetched: true)
    }

    /// A stored URL that is not http(s) (a damaged or hand-edited store) links nowhere.
    private init(all: [PhotoLicence], isFetched: Bool) {
        let all = all.map { licence in
            licence.url == nil || PhotoLicence.webAddress(licence.url) != nil
                ? licence
                : PhotoLicence(
                    id: licence.id, name: licence.name, url: nil, permitsReuse: licence.permitsReuse)
        }
        self.all = all
        self.isFetched = isFetched
        // A list that names an id twice: the later entry counts, as for places and photos.
        byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { _, later in later })
    }

    /// The licence with this id, or nil when the id is missing or not in the list.
    public func licence(id: String?) -> PhotoLicence? { id.flatMap { byID[$0] } }

    /// Whether the photo's licence is known to permit reuse (an unknown one does not).
    public func permitsReuse(_ photo: Photo) -> Bool { licence(id: photo.license)?.permitsReuse ?? false }

    public static func == (lhs: PhotoLicences, rhs: PhotoLicences) -> Bool {
        lhs.all == rhs.all && lhs.isFetched == rhs.isFetched
    }
}
