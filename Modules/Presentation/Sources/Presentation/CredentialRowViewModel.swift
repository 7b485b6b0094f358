import UseCases

/// One session, API token or invitation as a page lists it: its id (never the token), the role an
/// invitation grants, and its times in words on the guide's clock (`MomentText`: "today 14:05").
public struct CredentialRowViewModel: Equatable, Sendable {
    public let id: String
    public let role: String?
    public let created: String
    /// "never" for a credential that lasts until revoked.
    public let expires: String
    /// For a session: when it was last used, to the hour (see `ManageMembers.lastUsed`).
    public let lastUsed: String?

    public init(_ credential: Credential, lastUsed: Int64? = nil, words: MomentText) {
        id = credential.id
        role = credential.role?.rawValue
        created = words.moment(credential.created)
        expires = credential.expires.map(words.moment) ?? "never"
        self.lastUsed = lastUsed.map(words.moment)
    }
}
