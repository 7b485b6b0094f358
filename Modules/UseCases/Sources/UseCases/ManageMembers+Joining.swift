import Domain

/// Becoming a member through a one-time invitation (`/join/TOKEN`).
extension ManageMembers {
    /// The unexpired invitation a token presents, or nil: unknown, used and expired are alike to
    /// the caller, so a link tells nothing about invitations it does not open.
    public func invitation(token: String) throws -> Credential? {
        try credential(.invite, token: token)
    }

    /// Adds a member with the invitation's role and uses the invitation up; nil when the token
    /// opens no invitation (any more). Of two people joining with one link, at most one gets it.
    /// Input `add` refuses (a name taken, a bad display name) leaves the invitation usable: it
    /// is taken, and put back when the member cannot be added.
    public func join(token: String, name: String, displayName: String?, password: Password) throws -> Member?
    {
        guard let invitation = try invitation(token: token), let role = invitation.role,
            let taken = try store.removeCredential(.invite, digest: invitation.digest)
        else { return nil }
        do {
            return try add(name: name, role: role, displayName: displayName, password: password)
        } catch {
            try store.addCredential(taken)
            throw error
        }
    }

    /// The invitations not used and not expired, oldest first.
    public func pendingInvitations() throws -> [Credential] {
        let now = now()
        return try store.credentials(.invite, memberID: nil).filter { !$0.isExpired(at: now) }
    }

    /// Cancels an open invitation by its id (`Credential.id`), so its link no longer works.
    public func cancelInvitation(id: String) throws {
        guard let found = try pendingInvitations().first(where: { $0.id == id }) else {
            throw MemberError.credentialNotFound(id: id)
        }
        try store.removeCredential(.invite, digest: found.digest)
    }
}
