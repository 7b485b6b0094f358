extension Photo {
    /// Flickr's image host today. The farm hosts the course used (`farmN.staticflickr.com`) are
    /// no longer built: third parties report HTTP 410 for them.
    public static let staticBase = "https://live.staticflickr.com/"

    /// `{base}{server}/{id}_{secret}_{suffix}.jpg` (medium has no `_{suffix}`); the original is
    /// `{base}{server}/{id}_{originalsecret}_o.{originalformat}`. Nil when a part is missing or
    /// holds a character Flickr never uses there, so hostile data cannot point the URL (or the
    /// file name made from it) anywhere else. `base` ends with "/"; tests pass a local server.
    public func url(for size: PhotoSize, base: String = Photo.staticBase) -> String? {
        fileName(for: size).flatMap { name in server.safePart.map { "\(base)\($0)/\(name)" } }
    }

    /// The last path component of the image URL, such as `5330_abc123_b.jpg`: unique per photo,
    /// size and secret, and safe as a file name.
    public func fileName(for size: PhotoSize) -> String? {
        guard Self.isSafeID(id), server.safePart != nil else { return nil }
        let secret = size == .original ? originalSecret.safePart : self.secret.safePart
        let format = size == .original ? originalFormat.safePart : "jpg"
        guard let secret, let format else { return nil }
        let suffix = size.suffix.map { "_\($0)" } ?? ""
        return "\(id)_\(secret)\(suffix).\(format)"
    }

    /// `{id}_{suffix}.{ext}` (medium: `{id}.{ext}`), the name `photos download` saves under.
    public func downloadName(for size: PhotoSize) -> String? {
        guard let fileName = fileName(for: size), let dot = fileName.lastIndex(of: ".") else { return nil }
        let suffix = size.suffix.map { "_\($0)" } ?? ""
        return "\(id)\(suffix)\(fileName[dot...])"
    }

    /// `https://www.flickr.com/photos/{owner}/{id}`, the page Flickr asks photos to link back to;
    /// nil without an owner NSID (or with one that is not an NSID's characters).
    public var pageURL: String? {
        guard Self.isSafeID(id), Self.isNSID(owner) else { return nil }
        return "https://www.flickr.com/photos/\(owner)/\(id)"
    }

    /// `https://www.flickr.com/photos/{owner}/`, the owner's photostream; nil without an NSID.
    public var photostreamURL: String? {
        guard Self.isNSID(owner) else { return nil }
        return "https://www.flickr.com/photos/\(owner)/"
    }

    /// Flickr ids are digits; imported files and the fake server also use letters, "-", "_" and
    /// "."; never a leading "." (no "..", no hidden file).
    static func isSafeID(_ id: String) -> Bool {
        !id.isEmpty && !id.hasPrefix(".") && id.unicodeScalars.allSatisfy { $0.isASCIIWord || $0 == "." }
    }

    /// NSIDs look like `12345678@N00`.
    static func isNSID(_ owner: String) -> Bool {
        !owner.isEmpty && owner.unicodeScalars.allSatisfy { $0.isASCIIWord || $0 == "@" }
    }
}

extension Optional where Wrapped == String {
    /// The text when it is non-empty ASCII letters and digits (servers, secrets, formats).
    fileprivate var safePart: String? {
        guard let self, !self.isEmpty,
            self.unicodeScalars.allSatisfy({ $0.isASCIIWord && $0 != "-" && $0 != "_" })
        else { return nil }
        return self
    }
}

extension Unicode.Scalar {
    /// An ASCII letter or digit, "-" or "_".
    fileprivate var isASCIIWord: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
            || self == "-" || self == "_"
    }
}
