import Domain

/// What each attraction field is called and takes, in the words people read beside it: the web
/// form's labels and hints and the CLI's option help say the same, with Domain's limits.
public enum AttractionFieldGuide {
    /// The field's name with a capital letter, but where a few more words say it better.
    public static func label(_ field: AttractionField) -> String {
        switch field {
        case .inside: "Inside or outside"
        case .cost: "Cost per child"
        case .hours: "Opening hours"
        default: field.rawValue.prefix(1).uppercased() + field.rawValue.dropFirst()
        }
    }

    /// What the field takes: its value's form, or a few words on what to type.
    public static func hint(_ field: AttractionField) -> String {
        if field.isWebAddress { return WebAddress.textForm }
        return switch field {
        case .name:
            "required, at most \(Attraction.nameLimit) characters"
        case .type: "a kind such as Park or Museum"
        case .inside: "whether it is indoors or outdoors"
        case .description: "a few words for parents"
        case .ages: "\(AgeRange.textForm), or empty if unknown"
        case .cost:
            "\(Cost.textForm), a bare amount (10) in the guide's currency setting, or empty if unknown"
        case .hours:
            "\(OpeningHours.textForm); at most \(OpeningHours.maximumLength) characters as stored (times as HH:MM), or empty if unknown"
        case .address: "a street address families can give a map, or empty"
        case .location: "\(GeoCoordinate.readForms), or empty"
        case .tags: Tags.textForm
        default: "free text, or empty"
        }
    }
}
