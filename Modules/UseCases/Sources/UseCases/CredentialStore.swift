import Domain

/// What a secret handed to someone once opens.
public enum CredentialKind: String, CaseIterable, Sendable {
    /// A signed-in browser (the cookie's token).
    case session
    /// A one-time link `/join/TOKEN` that lets someone become a member with `role`.
    case invite
    /// A member's personal API token.
    case apiToken = "api-token"
    /// A member's calendar feed of their plans (`/calendar/TOKEN.ics`): reads those plans only.
    case calendarFeed = "calendar-feed"
}

/// A stored secret: only the SHA-256 of its token (`digest`, 64 lowercase hex digits), never the
/// token. Times are seconds since 1970.
public struct Credential: Equatable, Sendable {
    public let kind: CredentialKind
    public let digest: String
    /// The member it signs in (session, API token), or the member who invited (nil: the CLI).
    public let memberID: String?
    /// The role an invitation grants; nil for the other kinds.
    public let role: MemberRole?
    public let created: Int64
    /// When it stops working; nil: until revoked.
    public let expires: Int64?

    public init(
        kind: CredentialKind, digest: String, memberID: String?, role: MemberRole? = nil, created: Int64,
        expires: Int64?
    ) {
        self.kind = kind
        self.digest = digest
        self.memberID = memberID
        self.role = role
        self.created = created
        self.expires = expires
    }

    /// What lists and forms name it by: the first 12 hex digits of the digest, never the token.
    public var id: String { String(digest.prefix(12)) }

    /// The same credential, stopping at `expires`.
    public func expiring(at expires: Int64) -> Credential {
        Credential(
            kind: kind, digest: digest, memberID: memberID, role: role, created: created, expires: expires)
    }

    public func isExpired(at now: Int64) -> Bool {
        expires.map { $0 <= now } ?? false
    }
}

/// Sessions, invitations and API tokens, found by the digest of their token. `Sendable`, each
/// method one atomic step; two processes on one PostgreSQL store share them. The rules below are
/// what the store contract (the `StoreContract` package) checks of every backend; a credential is
/// always read back whole (kind, digest, member, role, created, expires or none).
public protocol CredentialStore: Sendable {
    /// The credential of `kind` with `digest`, or nil (the same digest under another kind is not
    /// it).
    func credential(_ kind: CredentialKind, digest: String) throws -> Credential?
    /// Those of `kind`, of one member (`memberID`) or all (nil), oldest first; none for a member
    /// without any.
    func credentials(_ kind: CredentialKind, memberID: String?) throws -> [Credential]
    /// Reads the credential of `kind` with `digest` (nil when there is none), and stores what
    /// `change` returns in its place, as one atomic step: nil removes it, a credential (of that
    /// kind and digest; else it is a `StoreError` conflict and nothing changes) is stored whole.
    /// Returns the credential as it was. Of two processes changing one credential, the second
    /// sees the first's result (of two taking the same invitation, exactly one gets it), and a
    /// request looking for a credential being replaced meanwhile still finds it. When `change`
    /// throws, nothing changes and the error is rethrown.
    @discardableResult func updateCredential(
        _ kind: CredentialKind, digest: String, _ change: (Credential?) throws -> Credential?
    ) throws -> Credential?
}

/// The writes of one credential, composed from `updateCredential` (one rule for every backend).
extension CredentialStore {
    /// Stores a new credential; a digest already stored for that kind is a `StoreError` (a
    /// conflict) and the stored one stays.
    public func addCredential(_ credential: Credential) throws {
        try updateCredential(credential.kind, digest: credential.digest) { stored in
            guard stored == nil else {
                throw StoreError.conflict(kind: credential.kind.rawValue, id: "(token)")
            }
            return credential
        }
    }

    /// Removes one and returns it, or nil when it was not there.
    @discardableResult public func removeCredential(_ kind: CredentialKind, digest: String) throws
        -> Credential?
    {
        try updateCredential(kind, digest: digest) { _ in nil }
    }

    /// Sets when one credential stops working; nothing else of it changes. False, and nothing
    /// changes, when no credential has that kind and digest.
    @discardableResult public func extendCredential(_ kind: CredentialKind, digest: String, expires: Int64)
        throws
        -> Bool
    {
        try updateCredential(kind, digest: digest) { $0?.expiring(at: expires) } != nil
    }
}

/// What removing many credentials means, composed from the port (one rule for every backend); run
/// inside a change (`StoreTransactions`) to make it one step.
extension CredentialStore {
    /// Removes a member's credentials of `kind` (every kind when nil); returns how many. Other
    /// members' stay.
    @discardableResult public func removeCredentials(ofMember id: String, kind: CredentialKind?) throws -> Int
    {
        try removeCredentials(of: kind.map { [$0] } ?? CredentialKind.allCases, memberID: id) { _ in true }
    }

    /// Removes every credential expired at `now` (`expires` at or before it; one without `expires`
    /// never expires); returns how many.
    @discardableResult public func removeExpiredCredentials(at now: Int64) throws -> Int {
        try removeCredentials(of: CredentialKind.allCases, memberID: nil) { $0.isExpired(at: now) }
    }

    private func removeCredentials(
        of kinds: [CredentialKind], memberID: String?, where matches: (Credential) -> Bool
    ) throws -> Int {
        var removed = 0
        for kind in kinds {
            for credential in try credentials(kind, memberID: memberID) where matches(credential) {
                if try removeCredential(kind, digest: credential.digest) != nil { removed += 1 }
            }
        }
        return removed
    }
}
