/// The editable fields of an attraction, by the names users type, in the order forms and
/// messages list them.
public enum AttractionField: String, CaseIterable, Sendable {
    case name
    case type
    case inside
    case description
    case website
    case ages
    case cost
    case hours
    case address
    case location
    case tags
}

/// Each field's rules, in one table: where its text lives and what a save asks of it.
extension AttractionField {
    /// The attraction's property that holds the field's free text, stored as typed and trimmed
    /// when saved; nil for the fields read by their own grammar (the setting, ages, cost, hours,
    /// location, tags).
    public var textKeyPath: WritableKeyPath<Attraction, String>? {
        switch self {
        case .name: \.name
        case .type: \.type
        case .description: \.description
        case .website: \.website
        case .address: \.address
        case .inside, .ages, .cost, .hours, .location, .tags: nil
        }
    }

    /// Whether a save needs the field to hold text (after trimming).
    public var isRequired: Bool { self == .name }

    /// The most characters the field may hold once trimmed; nil when any length is allowed.
    public var characterLimit: Int? { self == .name ? Attraction.nameLimit : nil }

    /// What families choose an attraction by, each optional and read by its own grammar (address
    /// excepted), in form order.
    public static let choices: [AttractionField] = [.ages, .cost, .hours, .address, .location, .tags]

    /// Whether the field holds a web address, kept by `WebAddress`'s rule and shown as a link.
    public var isWebAddress: Bool { self == .website }
}

/// A value that does not fit the field it was given for; `message` says what the field takes.
/// Only the setting's message repeats the value (a word); the others never do.
public struct AttractionFieldError: Error, Equatable, Sendable, CustomStringConvertible {
    public let field: AttractionField
    public let message: String

    public init(field: AttractionField, message: String) {
        self.field = field
        self.message = message
    }

    public var description: String { message }
}

extension Attraction {
    /// A copy with one field changed, from the text a person typed. Blank text clears an optional
    /// field; `inside` accepts inside/outside, yes/no, true/false. `currency`, the guide's, is
    /// what a bare cost (`10`) is in (`Cost(text:currency:)`).
    public func setting(_ field: AttractionField, to value: String, currency: String? = nil)
        throws(AttractionFieldError) -> Attraction
    {
        var copy = self
        try copy.set(field, to: value, currency: currency)
        return copy
    }

    /// `setting(_:to:currency:)` in place, for a caller reading many rows; on an error nothing
    /// changes.
    public mutating func set(_ field: AttractionField, to value: String, currency: String? = nil)
        throws(AttractionFieldError)
    {
        let blank = value.trimmingWhitespace.isEmpty
        do {
            switch field {
            case .inside: self.inside = try Self.inside(value)
            case .ages: self.ages = blank ? nil : try AgeRange(text: value)
            case .cost: self.cost = blank ? nil : try Cost(text: value, currency: currency)
            case .hours: self.hours = blank ? nil : try OpeningHours(text: value.trimmingWhitespace)
            case .tags: self.tags = try Tags(text: value)
            case .location:
                do {
                    self.location = blank ? nil : try GeoCoordinate(reading: value).rounded
                } catch {
                    throw AttractionFieldError(field: .location, message: "location: \(error.description)")
                }
            // The free-text fields, one case each rather than through `textKeyPath`: a key-path
            // access copies the attraction and looks up generic metadata, which in a store's row
            // reading cost several thousand instructions a row (callgrind).
            case .name: self.name = value
            case .type: self.type = value
            case .description: self.description = value
            case .website: self.website = value
            case .address: self.address = value
            }
        } catch let error as AttractionFieldError {
            throw error
        } catch {
            throw AttractionFieldError(field: field, message: String(describing: error))
        }
        if !unreadable.isEmpty { unreadable[field] = nil }
    }

    /// The field's value as the text `setting(_:to:)` reads back to the same value ("" when an
    /// optional field is unset; "inside" or "outside" for the setting).
    public func text(of field: AttractionField) -> String {
        switch field {
        case .inside: inside ? "inside" : "outside"
        case .ages: ages?.text ?? ""
        case .cost: cost?.text ?? ""
        case .hours: hours?.text ?? ""
        case .location: location?.text ?? ""
        case .tags: tags.text
        // One case each, as in `set(_:to:)`: the key path would cost a row's reading dearly.
        case .name: name
        case .type: type
        case .description: description
        case .website: website
        case .address: address
        }
    }

    private static func inside(_ value: String) throws(AttractionFieldError) -> Bool {
        switch value.trimmingWhitespace.lowercased() {
        case "inside", "yes", "true", "in": return true
        case "outside", "no", "false", "out": return false
        default:
            throw AttractionFieldError(
                field: .inside,
                message: "inside must be inside or outside (or yes/no, true/false), not \"\(value)\"")
        }
    }
}
