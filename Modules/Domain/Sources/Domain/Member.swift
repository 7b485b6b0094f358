/// A member of a guide. `passwordHash` is the Argon2id string the hasher made (never the
/// password); times are seconds since 1970, as every store keeps them.
public struct Member: Equatable, Sendable {
    /// Stable across renames of the display name; what sessions, tokens and recents refer to.
    public let id: String
    public var name: MemberName
    public var displayName: String
    public var role: MemberRole
    public var passwordHash: String
    public var created: Int64

    public init(
        id: String, name: MemberName, displayName: String, role: MemberRole, passwordHash: String,
        created: Int64
    ) {
        self.id = id
        self.name = name
        self.displayName = displayName
        self.role = role
        self.passwordHash = passwordHash
        self.created = created
    }
}
