import Domain

/// Why a photo has no image or page to fetch or open.
public enum PhotoImagesError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Flickr gave too little (or unusable text) to build the image URL.
    case noURL(photoID: String, size: PhotoSize)
    /// The photo has no owner NSID, so no page URL.
    case noPage(photoID: String)

    public var description: String {
        switch self {
        case .noURL(let id, let size):
            "photo \(id) has no \(size.rawValue) image URL: Flickr did not give its server and secret"
        case .noPage(let id): "photo \(id) has no Flickr page: its owner is not known"
        }
    }
}
