/// A member named on a command line or a form that the guide does not have, and the other
/// refusals of `ManageMembers` that no rule over the member list decides.
public enum MemberError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound(name: String)
    /// An invitation asked to last longer than `ManageMembers.longestInvitation` (or not at all).
    case invitationLifetime(maximumDays: Int64)
    /// A member changing their own password gave a current one that is not theirs.
    case wrongPassword
    /// No credential of that kind of the member has this id (the first 12 hex digits of its digest).
    case credentialNotFound(id: String)

    public var description: String {
        switch self {
        case .notFound(let name): "no member named \(name)"
        case .invitationLifetime(let days): "an invitation lasts more than 0 seconds and at most \(days) days"
        case .wrongPassword: "the current password is not right; nothing was changed"
        case .credentialNotFound(let id): "there is nothing with the id \(id) to revoke"
        }
    }
}
