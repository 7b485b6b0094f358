/// A member named on a command line or a form that the guide does not have.
public enum MemberError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound(name: String)

    public var description: String {
        switch self {
        case .notFound(let name): "no member named \(name)"
        }
    }
}
