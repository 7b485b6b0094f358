import Domain

/// Text that names no attraction (`AttractionReference`).
public enum AttractionReferenceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No number, id or name matches the text.
    case notFound(String)
    /// A list number past the end of the list (`count` attractions).
    case noSuchNumber(Int, count: Int)

    public var description: String {
        switch self {
        case .notFound(let text):
            "no attraction has the number, id or name '\(text)'"
        case .noSuchNumber(let number, let count):
            count == 0
                ? "no attraction number \(number): the list is empty"
                : "no attraction number \(number): the list has \(count == 1 ? "1 attraction" : "\(count) attractions, numbered 1 to \(count)")"
        }
    }
}

/// Text that names more than one attraction by the same form (`AttractionReference`).
public struct AmbiguousAttraction: Error, Equatable, Sendable, CustomStringConvertible {
    public let text: String
    /// How many attractions it matches.
    public let count: Int
    /// The first of them in list order (at most `AttractionReference.listedCandidates`), each with
    /// its list number as its position.
    public let candidates: [Attraction]

    public init(text: String, count: Int, candidates: [Attraction]) {
        self.text = text
        self.count = count
        self.candidates = candidates
    }

    /// One line: the listing with short ids is the command line's (it needs the whole list).
    public var description: String {
        "'\(text)' matches \(count) attractions; give its number, more of its name or its id"
    }
}
