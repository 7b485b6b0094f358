/// The Flickr image sizes Outings links to, with their URL suffix letter.
public enum PhotoSize: String, CaseIterable, Sendable {
    case square
    case large
    case original

    var suffix: String {
        switch self {
        case .square: "s"
        case .large: "b"
        case .original: "o"
        }
    }
}

extension Photo {
    /// `https://farm{farm}.staticflickr.com/{server}/{id}_{secret}_{size}.{ext}`, or nil when a
    /// part is missing. The original size uses `originalsecret` and `originalformat`.
    public func url(for size: PhotoSize) -> String? {
        guard let farm, let server = server.nonEmpty else { return nil }
        let secret: String?
        let format: String?
        switch size {
        case .square, .large:
            secret = self.secret.nonEmpty
            format = "jpg"
        case .original:
            secret = originalSecret.nonEmpty
            format = originalFormat.nonEmpty
        }
        guard let secret, let format else { return nil }
        return "https://farm\(farm).staticflickr.com/\(server)/\(id)_\(secret)_\(size.suffix).\(format)"
    }
}

extension Optional where Wrapped == String {
    fileprivate var nonEmpty: String? {
        guard let self, !self.isEmpty else { return nil }
        return self
    }
}
