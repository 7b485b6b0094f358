import Domain

/// An attraction as shown. JSON keys: id, name, type, inside, description, website, ages, cost,
/// hours, address, latitude, longitude, tags, position, version; a value not known is null (tags:
/// an empty array), so every attraction has every key. One with a stored value Outings cannot read
/// (another version's, or damaged) has that value null and one more key, `unreadable`: the names of
/// those fields.
public struct AttractionViewModel: Equatable, Sendable, Codable {
    public let id: String
    public let name: String
    public let type: String
    public let inside: Bool
    public let description: String
    public let website: String
    /// Canonical text (`3-12`, `8 USD`, `Mo-Fr 09:00-17:00`), nil when not known.
    public let ages: String?
    public let cost: String?
    public let hours: String?
    public let address: String?
    public let latitude: Double?
    public let longitude: Double?
    public let tags: [String]
    public let position: Int
    public let version: Int
    /// The fields whose stored value could not be read, in field order; they read as not known.
    public private(set) var unreadable: [AttractionField] = []

    public init(_ attraction: Attraction) {
        id = attraction.id
        name = attraction.name
        type = attraction.type
        inside = attraction.inside
        description = attraction.description
        website = attraction.website
        ages = attraction.ages?.text
        cost = attraction.cost?.text
        hours = attraction.hours?.text
        address = attraction.address.isEmpty ? nil : attraction.address
        latitude = attraction.location?.latitude
        longitude = attraction.location?.longitude
        tags = attraction.tags.values
        position = attraction.position
        version = attraction.version
        if !attraction.unreadable.isEmpty {
            unreadable = AttractionField.allCases.filter { attraction.unreadable[$0] != nil }
        }
    }

    /// What a field whose stored value could not be read shows in place of its value.
    public static let unreadableText = "unreadable (a stored value Outings cannot read; give it a new one)"

    /// The keys, in the order every export writes them (the JSON document sorts them): the one
    /// list of an attraction's members, which `member(_:)` gives the values of.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, type, inside, description, website, ages, cost, hours, address, latitude, longitude
        case tags, position, version
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
        switch key {
        case .id: .text(id)
        case .name: .text(name)
        case .type: .text(type)
        case .inside: .flag(inside)
        case .description: .text(description)
        case .website: .text(website)
        case .ages: .text(ages)
        case .cost: .text(cost)
        case .hours: .text(hours)
        case .address: .text(address)
        case .latitude: .degree(latitude)
        case .longitude: .degree(longitude)
        case .tags: .words(tags)
        case .position: .whole(position)
        case .version: .whole(version)
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
            guard let key = CodingKeys(rawValue: field.rawValue), case .text(let value) = member(key) else {
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
