/// A member named on a command line or a form that the guide does not have.
public enum MemberError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound(name: String)
    /// An invitation asked to last longer than `ManageMembers.longestInvitation` (or not at all).
    case invitationLifetime(maximumDays: Int64)

    public var description: String {
        switch self {
        case .notFound(let name): "no member named \(name)"
        case .invitationLifetime(let days): "an invitation lasts more than 0 seconds and at most \(days) days"
        }
    }
}
