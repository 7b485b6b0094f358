import PlatformFoundation
import UseCases

/// The suite's property list as the store keeps it, decoded and encoded by FoundationEssentials'
/// `PropertyListDecoder` and `PropertyListEncoder`. Keys Outings does not use are kept in
/// `otherKeys` with their types, so a suite shared with another program loses nothing of its.
struct StoredSuite: Codable {
    /// Raised when the layout changes; a plist with a larger number came from a newer Outings.
    static let currentFormat = 1

    var attractions: [StoredAttraction] = []
    /// The last version of each removed attraction, so one brought back continues past it.
    var removedAttractions: [String: StoredInteger] = [:]
    var places: [StoredPlace] = []
    var photos: [StoredPhoto] = []
    var recents: [StoredPhoto] = []
    var otherKeys: [String: PlistValue] = [:]

    private struct Key: CodingKey {
        static let format = Key("outingsFormat")
        static let attractions = Key("attractions")
        static let removedAttractions = Key("removedAttractions")
        static let places = Key("places")
        static let photos = Key("photos")
        static let recents = Key("recents")
        static let own: Set<String> = [
            format, attractions, removedAttractions, places, photos, recents,
        ].reduce(into: []) { $0.insert($1.stringValue) }

        let stringValue: String
        var intValue: Int? { nil }

        init(_ name: String) {
            stringValue = name
        }

        init(stringValue: String) {
            self.init(stringValue)
        }

        init?(intValue: Int) {
            nil
        }
    }

    init() {}

    /// Every value's type is checked (see `StoredInteger`); the format is checked first, as a
    /// newer layout may hold anything.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let format = try container.integer(.format), format > Self.currentFormat {
            throw StoreError.newerVersion("property list format \(format)")
        }
        attractions = try container.value([StoredAttraction].self, .attractions, [Any].self) ?? []
        removedAttractions =
            try container.value([String: StoredInteger].self, .removedAttractions, [String: Any].self) ?? [:]
        places = try container.value([StoredPlace].self, .places, [Any].self) ?? []
        photos = try container.value([StoredPhoto].self, .photos, [Any].self) ?? []
        recents = try container.value([StoredPhoto].self, .recents, [Any].self) ?? []
        for key in container.allKeys where !Key.own.contains(key.stringValue) {
            otherKeys[key.stringValue] = try container.decode(PlistValue.self, forKey: key)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (key, value) in otherKeys { try container.encode(value, forKey: Key(key)) }
        try container.encode(StoredInteger(Self.currentFormat), forKey: .format)
        try container.encode(attractions, forKey: .attractions)
        try container.encode(removedAttractions, forKey: .removedAttractions)
        try container.encode(places, forKey: .places)
        try container.encode(photos, forKey: .photos)
        try container.encode(recents, forKey: .recents)
    }
}

/// A plist `<integer>`: not a `<real>` (even `1.0`), not a boolean, not a string.
struct StoredInteger: Codable {
    let value: Int

    init(_ value: Int) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // A type the decoder did not name is taken if it reads as an integer.
        guard [.integer, .unnamed].contains(try PlistKind.of(container)) else {
            throw DecodingError.typeMismatch(
                Int.self, .init(codingPath: decoder.codingPath, debugDescription: "not an integer"))
        }
        value = try container.decode(Int.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

/// How the stored records read their fields, each type checked.
extension KeyedDecodingContainer {
    /// A string, nil when the key is absent. The decoder takes the string "$null" for a null
    /// (NSKeyedArchiver's marker); a plist holds no null, so a null here is that string.
    func text(_ key: Key) throws -> String? {
        if let text = try decodeIfPresent(String.self, forKey: key) { return text }
        return contains(key) ? PlistKind.nullMarker : nil
    }

    /// A value that is not text, nil when the key is absent; the text "$null" is refused.
    /// `expected` names the type in the message.
    func value<T: Decodable>(_ type: T.Type, _ key: Key, _ expected: Any.Type = T.self) throws -> T? {
        if let value = try decodeIfPresent(type, forKey: key) { return value }
        guard !contains(key) else {
            throw DecodingError.typeMismatch(
                expected, .init(codingPath: codingPath + [key], debugDescription: PlistKind.nullMarker))
        }
        return nil
    }

    func requiredText(_ key: Key) throws -> String {
        guard let text = try text(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing"))
        }
        return text
    }

    func integer(_ key: Key) throws -> Int? {
        contains(key) ? try decode(StoredInteger.self, forKey: key).value : nil
    }
}
