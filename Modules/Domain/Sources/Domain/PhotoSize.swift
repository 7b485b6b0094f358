/// The Flickr image sizes Outings links to, by the names users type, with Flickr's URL suffix.
/// The pixel sizes are of the longest side, as Flickr documents them.
public enum PhotoSize: String, CaseIterable, Sendable {
    case square
    case largeSquare = "large-square"
    case thumbnail
    case small
    case medium
    case medium640 = "medium-640"
    case medium800 = "medium-800"
    case large
    case original

    /// The letter after the last "_" of the file name; nil for medium, whose URL has none.
    public var suffix: String? {
        switch self {
        case .square: "s"
        case .largeSquare: "q"
        case .thumbnail: "t"
        case .small: "m"
        case .medium: nil
        case .medium640: "z"
        case .medium800: "c"
        case .large: "b"
        case .original: "o"
        }
    }

    /// "square, large-square, ..., original": for help and error messages.
    public static var names: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }
}
