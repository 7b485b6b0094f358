import Domain

/// Typed access to one entry of a Flickr response, with the entry's path for error messages.
struct FlickrFields {
    let object: JSONObject
    let path: JSONPath

    func place() throws(FlickrJSONError) -> Place {
        let (latitude, longitude) = try point(accuracy: nil)
        return Place(
            id: try identifier("place_id"), name: try requiredString("_content"),
            photoCount: try integer("photo_count"), latitude: latitude, longitude: longitude)
    }

    func photo() throws(FlickrJSONError) -> Photo {
        let accuracy = try integer("accuracy")
        let (latitude, longitude) = try point(accuracy: accuracy)
        return Photo(
            id: try identifier("id"), title: try string("title") ?? "",
            description: try content("description") ?? "", ownerName: try string("ownername") ?? "",
            owner: try string("owner") ?? "",
            placeID: try placeReference(), farm: try integer("farm"),
            server: try string("server"), secret: try string("secret"),
            originalSecret: try string("originalsecret"), originalFormat: try string("originalformat"),
            latitude: latitude, longitude: longitude, accuracy: latitude == nil ? nil : accuracy,
            license: try string("license"), dateUpload: try integer("dateupload"),
            tags: try tags())
    }

    /// The entry's latitude and longitude: nil when Flickr marks it as not geotagged (see
    /// `GeoPoint.isUngeotagged`), refused with the path when out of range or only half there.
    private func point(accuracy: Int?) throws(FlickrJSONError) -> (Double?, Double?) {
        let latitude = try number("latitude")
        let longitude = try number("longitude")
        if GeoPoint.isUngeotagged(latitude: latitude, longitude: longitude, accuracy: accuracy) {
            return (nil, nil)
        }
        if let problem = GeoPoint.problem(latitude: latitude, longitude: longitude) {
            throw .wrongShape(path: "\(path)", problem: problem)
        }
        return (latitude, longitude)
    }

    /// Flickr allows 75 tags a photo. A "tags" text of millions of one-letter words would cost
    /// far more memory as separate strings than as text, so more than 75 are refused.
    static let maxTags = 75

    private func tags() throws(FlickrJSONError) -> [String] {
        var text = try string("tags") ?? ""
        // Split as bytes when the text is ASCII (Flickr's tags are): the same words as splitting
        // by Character, which is needed only where a space could begin a grapheme cluster.
        let words =
            text.utf8.allSatisfy { $0 < 0x80 }
            ? text.withUTF8(Self.asciiWords)
            : text.split(separator: " ", maxSplits: Self.maxTags).map(String.init)
        guard words.count <= Self.maxTags else {
            throw .wrongShape(path: "\(path).tags", problem: "more than \(Self.maxTags) tags")
        }
        return words
    }

    /// The space-separated words of ASCII text, up to one more than `maxTags` (enough to refuse
    /// the text), in one pass over its bytes.
    private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var words: [String] = []
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: " ") {
            if end > start {
                guard words.count < maxTags else {
                    words.append("")
                    break
                }
                words.append(
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            }
            start = end + 1
        }
        return words
    }

    /// The place a photo names, which is indexed like an id.
    private func placeReference() throws(FlickrJSONError) -> String {
        let id = try string("place_id") ?? ""
        try requireFit(id, "place_id")
        return id
    }

    /// Flickr sends ids as strings, but numbers are accepted too.
    func identifier(_ key: String) throws(FlickrJSONError) -> String {
        guard let id = try string(key), !id.isEmpty else {
            throw .wrongShape(path: "\(path).\(key)", problem: "required, as a non-empty string or number")
        }
        try requireFit(id, key)
        return id
    }

    /// Ids are index keys in every store: refused here, with the path, when no store takes them.
    private func requireFit(_ id: String, _ key: String) throws(FlickrJSONError) {
        guard !CatalogID.fits(id) else { return }
        throw .wrongShape(
            path: "\(path).\(key)",
            problem: "\(id.utf8.count) bytes, longer than the \(CatalogID.maxBytes) bytes an id may have")
    }

    private func requiredString(_ key: String) throws(FlickrJSONError) -> String {
        guard case .string = object[key], let text = try string(key) else {
            throw .wrongShape(path: "\(path).\(key)", problem: "required, as a string")
        }
        return text
    }

    /// A string, or a whole number given as a number; nil when absent or null.
    func string(_ key: String) throws(FlickrJSONError) -> String? {
        switch object[key] {
        case nil, .null: return nil
        case .string(let text):
            // No store can keep a NUL character faithfully (PostgreSQL text refuses it).
            guard !Self.containsNUL(text) else {
                throw .wrongShape(path: "\(path).\(key)", problem: "contains a NUL character")
            }
            return text
        case .number(let number):
            // Digit for digit: ids beyond 2^53 and of 20 or more digits stay exactly as sent.
            if let digits = number.integerText { return digits }
            guard let whole = number.integer else { break }
            return String(whole)
        default: break
        }
        throw .wrongShape(path: "\(path).\(key)", problem: "expected a string")
    }

    private static func containsNUL(_ text: String) -> Bool {
        // The contiguous bytes when there are (always, for text the reader built): a tight loop.
        text.utf8.withContiguousStorageIfAvailable { $0.contains(0) } ?? text.unicodeScalars.contains("\u{0}")
    }

    /// Flickr wraps descriptions as {"_content": "..."}; a plain string is accepted as well.
    private func content(_ key: String) throws(FlickrJSONError) -> String? {
        if case .object(let wrapper) = object[key] {
            return try FlickrFields(object: wrapper, path: path.member(key)).string("_content")
        }
        return try string(key)
    }

    private func integer(_ key: String) throws(FlickrJSONError) -> Int? {
        let member = object[key]
        // Up to 15 digits (Flickr's dates, farms, accuracies) a Double holds exactly, so reading
        // them as an Int gives what the general path below does, without a floating-point parse.
        if case .string(let text) = member, text.utf8.count <= 15, let whole = Int(text) {
            return whole
        }
        guard let value = try number(key, member) else { return nil }
        let exact: Int? =
            if case .number(let number) = member { number.integerText.flatMap { Int($0) } } else { nil }
        guard let whole = exact ?? Int(exactly: value) else {
            throw .wrongShape(path: "\(path).\(key)", problem: "expected a whole number in range")
        }
        return whole
    }

    /// A number, or a string holding one (Flickr sends both); nil when absent, null or "".
    private func number(_ key: String) throws(FlickrJSONError) -> Double? {
        try number(key, object[key])
    }

    /// `number(key)` of the member already looked up.
    private func number(_ key: String, _ member: JSONValue?) throws(FlickrJSONError) -> Double? {
        switch member {
        case nil, .null: return nil
        case .string(let text) where text.isEmpty: return nil
        case .string(let text):
            if let value = Double(text), value.isFinite { return value }
        case .number(let number):
            if let value = number.double { return value }
        default: break
        }
        throw .wrongShape(path: "\(path).\(key)", problem: "expected a number")
    }
}
