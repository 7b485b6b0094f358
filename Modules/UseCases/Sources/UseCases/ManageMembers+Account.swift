import Domain

/// What a signed-in member changes of their own: display name, password, sessions and tokens.
/// A credential is named by its `id` (as `members sessions` lists them), never by its token.
extension ManageMembers {
    @discardableResult
    public func setDisplayName(of name: String, to text: String) throws -> Member {
        let shown = try MemberRules.displayName(text)
        return try change(name) { $0.displayName = shown }
    }

    /// The member's own change: the current password must be theirs; then as `setPassword`, the
    /// session they changed it from (`keeping`) staying signed in.
    public func changeOwnPassword(
        of name: String, current: Password, to password: Password, keeping: Credential?
    )
        throws
    {
        guard try verify(name: name, password: current) != nil else { throw MemberError.wrongPassword }
        try setPassword(of: name, to: password, keeping: keeping)
    }

    /// Ends every session of the member but `keeping` (the browser asking).
    public func endOtherSessions(of name: String, keeping: Credential) throws {
        try endSessions(of: try member(named: name), keeping: keeping)
    }

    /// Revokes the one credential of `kind` of the member with that id.
    public func revoke(_ kind: CredentialKind, id: String, of name: String) throws {
        guard let found = try credentials(kind, of: name).first(where: { $0.id == id }) else {
            throw MemberError.credentialNotFound(id: id)
        }
        try store.removeCredential(kind, digest: found.digest)
    }
}
