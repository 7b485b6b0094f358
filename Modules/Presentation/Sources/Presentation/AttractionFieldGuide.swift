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
        }
    }
}
