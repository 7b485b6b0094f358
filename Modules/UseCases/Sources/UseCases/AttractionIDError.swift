/// An id prefix that names more than one attraction.
public struct AttractionIDError: Error, Equatable, Sendable, CustomStringConvertible {
    public let prefix: String
    /// The ids it matches, in list order.
    public let matches: [String]

    public init(prefix: String, matches: [String]) {
        self.prefix = prefix
        self.matches = matches
    }

    public var description: String {
        "'\(prefix)' matches \(matches.count) attractions: \(matches.joined(separator: ", ")); give more of the id"
    }
}
