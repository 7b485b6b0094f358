import Domain

/// What each attraction field is called and takes, in the words people read beside it: the web
/// form's labels and hints and the CLI's option help say the same, with Domain's limits.
public enum AttractionFieldGuide {
    public static func label(_ field: AttractionField) -> String {
        switch field {
        case .name: "Name"
        case .type: "Type"
        case .inside: "Inside or outside"
        case .description: "Description"
        case .website: "Website"
        case .ages: "Ages"
        case .cost: "Cost per child"
        case .hours: "Opening hours"
        case .address: "Address"
        case .location: "Location"
        case .tags: "Tags"
        }
    }

    public static func hint(_ field: AttractionField) -> String {
        switch field {
        case .name:
            "required, at most \(Attraction.nameLimit) characters"
        case .type: "a kind such as Park or Museum"
        case .inside: "whether it is indoors or outdoors"
        case .description: "a few words for parents"
        case .website:
            "an http(s) address, or empty; a bare domain such as example.org becomes https://example.org"
        case .ages: "\(AgeRange.textForm), or empty if unknown"
        case .cost: "\(Cost.textForm), or empty if unknown"
        case .hours:
            "\(OpeningHours.textForm); at most \(OpeningHours.maximumLength) characters as stored (times as HH:MM), or empty if unknown"
        case .address: "a street address families can give a map, or empty"
        case .location: "\(GeoCoordinate.textForm), or empty"
        case .tags: Tags.textForm
        }
    }
}
