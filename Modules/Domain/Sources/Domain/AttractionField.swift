/// The editable fields of an attraction, by the names users type.
public enum AttractionField: String, CaseIterable, Sendable {
    case name
    case type
    case inside
    case description
    case website
}

/// A value that does not fit the field it was given for.
public struct AttractionFieldError: Error, Equatable, Sendable, CustomStringConvertible {
    public let field: AttractionField
    public let value: String

    public init(field: AttractionField, value: String) {
        self.field = field
        self.value = value
    }

    public var description: String {
        "\(field.rawValue) must be inside or outside (or yes/no, true/false), not \"\(value)\""
    }
}

extension Attraction {
    /// A copy with one field changed. `inside` accepts inside/outside, yes/no, true/false.
    public func setting(_ field: AttractionField, to value: String) throws(AttractionFieldError)
        -> Attraction
    {
        var copy = self
        switch field {
        case .name: copy.name = value
        case .type: copy.type = value
        case .description: copy.description = value
        case .website: copy.website = value
        case .inside:
            switch value.trimmingWhitespace.lowercased() {
            case "inside", "yes", "true", "in": copy.inside = true
            case "outside", "no", "false", "out": copy.inside = false
            default: throw AttractionFieldError(field: field, value: value)
            }
        }
        return copy
    }
}
