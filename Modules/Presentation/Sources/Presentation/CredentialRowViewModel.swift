import UseCases

/// One session, API token or invitation as a page lists it: its id (never the token), the role an
/// invitation grants, and its times as UTC minutes, `YYYY-MM-DD HH:MM UTC`.
public struct CredentialRowViewModel: Equatable, Sendable {
    public let id: String
    public let role: String?
    public let created: String
    /// "never" for a credential that lasts until revoked.
    public let expires: String
    /// For a session: when it was last used, to the hour (see `ManageMembers.lastUsed`).
    public let lastUsed: String?

    public init(_ credential: Credential, lastUsed: Int64? = nil) {
        id = credential.id
        role = credential.role?.rawValue
        created = Self.moment(credential.created)
        expires = credential.expires.map(Self.moment) ?? "never"
        self.lastUsed = lastUsed.map(Self.moment)
    }

    static func moment(_ seconds: Int64) -> String {
        let inDay = ((seconds % 86_400) + 86_400) % 86_400
        let hour = inDay / 3600
        let minute = inDay % 3600 / 60
        return
            "\(AttractionEditViewModel.day(seconds)) \(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute) UTC"
    }
}
