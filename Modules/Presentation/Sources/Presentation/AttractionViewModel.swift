import Domain

/// An attraction as shown. JSON keys: id, each field in field order (the location as latitude and
/// longitude; see `AttractionField`), position, version; a value not known is null (tags: an empty
/// array), so every attraction has every key. One with a stored value Outings cannot read
/// (another version's, or damaged) has that value null and one more key, `unreadable`: the names of
/// those fields.
public struct AttractionViewModel: Equatable, Sendable, Encodable {
    public let id: String
    /// The free-text fields' text (`textFields`), in their order: "" when empty, but nil for a
    /// choice (the address), not known when empty.
    private let texts: [String?]
    public let inside: Bool
    /// Canonical text (`3-12`, `8 USD`, `Mo-Fr 09:00-17:00`), nil when not known.
    public let ages: String?
    public let cost: String?
    public let hours: String?
    public let latitude: Double?
    public let longitude: Double?
    public let tags: [String]
    public let position: Int
    public let version: Int
    /// The fields whose stored value could not be read, in field order; they read as not known.
    public private(set) var unreadable: [AttractionField] = []

    public init(_ attraction: Attraction) {
        id = attraction.id
        texts = Self.textFields.map { field in
            let text = attraction.text(of: field)
            return text.isEmpty && AttractionField.choices.contains(field) ? nil : text
        }
        inside = attraction.inside
        ages = attraction.ages?.text
        cost = attraction.cost?.text
        hours = attraction.hours?.text
        latitude = attraction.location?.latitude
        longitude = attraction.location?.longitude
        tags = attraction.tags.values
        position = attraction.position
        version = attraction.version
        if !attraction.unreadable.isEmpty {
            unreadable = AttractionField.allCases.filter { attraction.unreadable[$0] != nil }
        }
    }

    /// The fields `AttractionField` keeps as free text, which `texts` holds.
    static let textFields = AttractionField.allCases.filter { $0.textKeyPath != nil }

    /// A free-text field's text, "" when empty.
    public func plainText(_ field: AttractionField) -> String {
        texts[Self.textFields.firstIndex(of: field)!] ?? ""
    }

    public var name: String { plainText(.name) }
    public var type: String { plainText(.type) }
    public var description: String { plainText(.description) }
    /// Nil when not known.
    public var address: String? { texts[Self.textFields.firstIndex(of: .address)!] }

    /// What a field whose stored value could not be read shows in place of its value.
    public static let unreadableText = "unreadable (a stored value Outings cannot read; give it a new one)"

    /// The keys, in the order every export writes them (the JSON document sorts them): the one
    /// list of an attraction's members, which `member(_:)` gives the values of.
    struct CodingKeys: CodingKey, Equatable, Sendable {
        /// Which member a key names.
        enum Slot: Equatable, Sendable {
            case id
            case field(AttractionField)
            case latitude, longitude, position, version
        }

        let slot: Slot
        let stringValue: String
        var rawValue: String { stringValue }
        var intValue: Int? { nil }

        private init(_ slot: Slot, _ name: String) {
            self.slot = slot
            stringValue = name
        }

        init(field: AttractionField) { self.init(.field(field), field.rawValue) }

        init?(stringValue: String) {
            guard let key = Self.allCases.first(where: { $0.stringValue == stringValue }) else { return nil }
            self = key
        }

        init?(intValue: Int) { nil }

        static let id = Self(.id, "id")
        static let latitude = Self(.latitude, "latitude")
        static let longitude = Self(.longitude, "longitude")
        static let position = Self(.position, "position")
        static let version = Self(.version, "version")

        /// The id, each field in field order (the location as latitude and longitude), the
        /// position and the version.
        static let allCases: [Self] =
            [.id]
            + AttractionField.allCases.flatMap { field in
                field == .location ? [.latitude, .longitude] : [Self(field: field)]
            } + [.position, .version]
    }

    /// A member's value, by the kind of value an export writes for it.
    enum Member {
        /// Text, nil when not known.
        case text(String?)
        case flag(Bool)
        /// A latitude or longitude, nil when not known.
        case degree(Double?)
        case whole(Int)
        case words([String])
    }

    func member(_ key: CodingKeys) -> Member {
        switch key.slot {
        case .id: .text(id)
        case .latitude: .degree(latitude)
        case .longitude: .degree(longitude)
        case .position: .whole(position)
        case .version: .whole(version)
        case .field(let field):
            switch field {
            case .inside: .flag(inside)
            case .ages: .text(ages)
            case .cost: .text(cost)
            case .hours: .text(hours)
            case .location: preconditionFailure("the location is two members, latitude and longitude")
            case .tags: .words(tags)
            default: .text(texts[Self.textFields.firstIndex(of: field)!])
            }
        }
    }

    /// Written by hand only so unknown values are null rather than left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        for key in CodingKeys.allCases {
            switch member(key) {
            case .text(let text): try container.encode(text, forKey: key)
            case .flag(let flag): try container.encode(flag, forKey: key)
            case .degree(let degree): try container.encode(degree, forKey: key)
            case .whole(let number): try container.encode(number, forKey: key)
            case .words(let words): try container.encode(words, forKey: key)
            }
        }
        if !unreadable.isEmpty {
            var extra = encoder.container(keyedBy: ExtraKeys.self)
            try extra.encode(unreadable.map(\.rawValue), forKey: .unreadable)
        }
    }

    /// Keys written only when they have something to say, outside the exports' column list.
    private enum ExtraKeys: String, CodingKey {
        case unreadable
    }

    /// "40.5853,-105.0844", the text `--location` and the form accept back; nil when unknown.
    public var locationText: String? { GeoCoordinate(latitude: latitude, longitude: longitude)?.text }

    /// The field's value as shown, nil when empty or not known: the member of the same name,
    /// except for the three whose shown text is made of their value.
    public func text(of field: AttractionField) -> String? {
        let text: String?
        switch field {
        case .inside: text = setting
        case .location: text = locationText
        case .tags: text = tags.joined(separator: ", ")
        default:
            guard case .text(let value) = member(CodingKeys(field: field)) else {
                preconditionFailure("the field \(field) has no text member")
            }
            text = value
        }
        return text?.isEmpty == false ? text : nil
    }

    /// Every field but the name with its label and value as shown ("-" when empty or not known),
    /// in field order, so the terminal, the web page and the report list the same facts.
    public var detailLines: [(field: AttractionField, label: String, value: String)] {
        AttractionField.allCases.filter { $0 != .name }.map {
            (
                $0, AttractionFieldGuide.label($0),
                unreadable.contains($0) ? Self.unreadableText : text(of: $0) ?? "-"
            )
        }
    }

    /// The detail lines but those a short summary (the report's item) shows in its own way, the
    /// type, setting, description and web addresses: what families choose by, on a line of their own.
    public var choiceLines: [(field: AttractionField, label: String, value: String)] {
        detailLines.filter { ![.type, .inside, .description].contains($0.field) && !$0.field.isWebAddress }
    }

    /// The fields that hold a web address, which every view shows as a link.
    public static let webAddressFields = AttractionField.allCases.filter(\.isWebAddress)

    /// Each web address it has (not empty), with its field, in field order.
    public var webAddresses: [(field: AttractionField, address: String)] {
        Self.webAddressFields.compactMap { field in text(of: field).map { (field, $0) } }
    }

    /// "inside" or "outside", the words the CLI accepts back.
    public var setting: String { inside ? "inside" : "outside" }
}

/// Where `AttractionsPresenter` shows attractions: a screen, a terminal, a page.
public protocol AttractionsView: AnyObject {
    /// The list in order, with its heading and what to say when it is empty.
    func display(_ list: AttractionListViewModel)
    /// One attraction (after a save, or `attractions show`).
    func display(_ attraction: AttractionViewModel)
}
