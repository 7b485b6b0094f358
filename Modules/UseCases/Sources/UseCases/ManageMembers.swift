import Domain
import PlatformFoundation

/// Members and what they hold: adding, roles, passwords, removal, invitations, sessions and API
/// tokens. Every change of the member list goes through `MemberRules` inside one transaction
/// (`MemberListChange`), so no pair of concurrent changes can leave a guide without an owner.
/// A `Sendable` value holding only its ports.
public struct ManageMembers: Sendable {
    // Internal, not private: the extensions beside this file (joining, one's own account) use them.
    let store: any AccessStore
    private let memberList: MemberListChange
    let hasher: any PasswordHasher
    private let tokens: any TokenMinter
    let now: @Sendable () -> Int64
    private let newID: @Sendable () -> String

    public init(
        stores: Stores, hasher: any PasswordHasher, tokens: any TokenMinter,
        now: @escaping @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970) },
        newID: @escaping @Sendable () -> String = { UUID().uuidString.lowercased() }
    ) {
        store = stores.access
        memberList = MemberListChange(stores: stores)
        self.hasher = hasher
        self.tokens = tokens
        self.now = now
        self.newID = newID
    }

    public func members() throws -> [Member] {
        try store.members()
    }

    /// The member with that login name (any case).
    public func member(named name: String) throws -> Member {
        let key = name.lowercased()
        guard let member = try store.members().first(where: { $0.name.key == key }) else {
            throw MemberError.notFound(name: name)
        }
        return member
    }

    /// Adds a member; the first of a guide must be an owner, and takes over the household's
    /// recents. The password is hashed before the store is touched.
    @discardableResult
    public func add(name: String, role: MemberRole, displayName: String?, password: Password) throws -> Member
    {
        let login = try MemberName(name)
        let shown = try MemberRules.displayName(displayName ?? "")
        let member = Member(
            id: newID(), name: login, displayName: shown, role: role, passwordHash: try hasher.hash(password),
            created: now())
        try memberList.update { current in
            try MemberRules.checkFirst(role, joining: current)
            let changed = current + [member]
            try MemberRules.check(changed)
            return changed
        }
        return member
    }

    @discardableResult
    public func setRole(of name: String, to role: MemberRole) throws -> Member {
        try change(name) { $0.role = role }
    }

    /// Replaces the password and ends the member's sessions (a browser signed in with the old
    /// one is signed out) except `keeping`, the one the member changed it from; API tokens stay.
    public func setPassword(of name: String, to password: Password, keeping: Credential? = nil) throws {
        let hash = try hasher.hash(password)
        let member = try change(name) { $0.passwordHash = hash }
        try endSessions(of: member, keeping: keeping)
    }

    /// Ends every session of the member but `keeping` (when given).
    func endSessions(of member: Member, keeping: Credential?) throws {
        guard let keeping else {
            try store.removeCredentials(ofMember: member.id, kind: .session)
            return
        }
        for session in try store.credentials(.session, memberID: member.id)
        where session.digest != keeping.digest {
            try store.removeCredential(.session, digest: session.digest)
        }
    }

    /// Removes a member with their sessions, tokens, recents and visits, in one transaction;
    /// refused for the last owner.
    public func remove(_ name: String) throws {
        let member = try self.member(named: name)
        try memberList.update(
            { current in
                let changed = current.filter { $0.id != member.id }
                guard changed.count < current.count else { throw MemberError.notFound(name: name) }
                try MemberRules.check(changed, from: current)
                return changed
            },
            alongside: { stores in
                try stores.access.removeCredentials(ofMember: member.id, kind: nil)
                try stores.access.removeRecents(ofMember: member.id)
                try stores.access.removeVisits(ofMember: member.id)
            })
    }

    /// The member whose password this is, or nil (unknown name or wrong password: the caller
    /// cannot tell which). A hash made under older limits is replaced by a fresh one.
    public func verify(name: String, password: Password) throws -> Member? {
        guard let member = try? self.member(named: name) else {
            // Hashing costs what a verification does, so an unknown name takes as long as a
            // wrong password and the time does not tell which names exist.
            _ = try? hasher.hash(password)
            return nil
        }
        guard hasher.verify(password, against: member.passwordHash) else { return nil }
        guard hasher.needsRehash(member.passwordHash) else { return member }
        let hash = try hasher.hash(password)
        return try change(member.name.text) { $0.passwordHash = hash }
    }

    /// Forgets the failed sign-ins counted against a login name (any case, member or not) and,
    /// when given, against a client address, so the next try is not held up.
    public func unlock(name: String, address: String?) throws {
        try store.clearFailures(.login(name))
        if let address { try store.clearFailures(.address(address)) }
    }

    // MARK: Credentials

    /// The longest an invitation may last: a year. A link meant for one person soon; the bound
    /// also keeps `created + lifetime` far from the end of the stores' 64-bit seconds.
    public static let longestInvitation: Int64 = 365 * 86_400

    /// A one-time invitation granting `role`, valid for `lifetime` seconds (1 ... a year);
    /// returns the token (for `/join/TOKEN`), which is never stored.
    public func invite(role: MemberRole, lifetime: Int64, by inviter: String? = nil) throws -> String {
        guard (1...Self.longestInvitation).contains(lifetime) else {
            throw MemberError.invitationLifetime(maximumDays: Self.longestInvitation / 86_400)
        }
        return try issue(.invite, memberID: inviter, named: inviter ?? "", role: role, lifetime: lifetime)
    }

    /// A new personal API token for the member, printed once; only its digest is stored.
    public func newAPIToken(for name: String) throws -> String {
        let member = try member(named: name)
        return try issue(.apiToken, memberID: member.id, named: name, role: nil, lifetime: nil)
    }

    /// A new session for a member who has signed in; returns its token (the cookie's value).
    public func newSession(for member: Member, lifetime: Int64) throws -> String {
        try issue(.session, memberID: member.id, named: member.name.text, role: nil, lifetime: lifetime)
    }

    /// Keeps a session in use alive: it now expires `idle` seconds from now, never later than
    /// `absolute` seconds after it was made. Written at most once an hour (a quarter of `idle`
    /// when that is shorter) per session, so pages do not each write; a concurrent renewal of the
    /// same session sets about the same time. One step: a request of the same browser meanwhile
    /// still finds the session.
    public func renew(_ session: Credential, idle: Int64, absolute: Int64) throws {
        let expires = min(now() + idle, session.created + absolute)
        guard let old = session.expires, expires > old + min(3600, idle / 4) else { return }
        try store.extendCredential(.session, digest: session.digest, expires: expires)
    }

    /// When a session was last used, to the hour: `renew` moves its end to `idle` seconds after
    /// each use (written at most once an hour), so the last use is that end less `idle`, and no
    /// earlier than its start.
    public static func lastUsed(_ session: Credential, idle: Int64) -> Int64 {
        guard let expires = session.expires else { return session.created }
        return max(session.created, expires - idle)
    }

    /// Ends one session (the browser's old one, at a new sign-in).
    public func endSession(_ session: Credential) throws {
        try store.removeCredential(.session, digest: session.digest)
    }

    /// The member a credential signs in, or nil when they were removed meanwhile.
    public func member(of credential: Credential) throws -> Member? {
        guard let id = credential.memberID else { return nil }
        return try store.members().first { $0.id == id }
    }

    public func hasMembers() throws -> Bool {
        try !store.members().isEmpty
    }

    public func credentials(_ kind: CredentialKind, of name: String) throws -> [Credential] {
        try store.credentials(kind, memberID: try member(named: name).id)
    }

    @discardableResult
    public func revoke(_ kind: CredentialKind, of name: String) throws -> Int {
        try store.removeCredentials(ofMember: try member(named: name).id, kind: kind)
    }

    /// The unexpired credential a token presents, or nil; compared by digest in constant time.
    public func credential(_ kind: CredentialKind, token: String) throws -> Credential? {
        let digest = tokens.digest(of: token)
        guard let found = try store.credential(kind, digest: digest), tokens.same(found.digest, digest),
            !found.isExpired(at: now())
        else { return nil }
        return found
    }

    /// Stores a new credential of member `memberID` (called `name` in a refusal) while the
    /// member exists, removing in the same step every credential expired by now: ended sessions
    /// and invitations never used do not pile up in the store.
    private func issue(
        _ kind: CredentialKind, memberID: String?, named name: String, role: MemberRole?, lifetime: Int64?
    ) throws -> String {
        let token = tokens.newToken()
        let created = now()
        let credential = Credential(
            kind: kind, digest: tokens.digest(of: token), memberID: memberID, role: role, created: created,
            expires: lifetime.map { created + $0 })
        try memberList.whileMember(memberID, named: name) {
            try $0.access.removeExpiredCredentials(at: created)
            try $0.access.addCredential(credential)
        }
        return token
    }

    func change(_ name: String, _ edit: (inout Member) -> Void) throws -> Member {
        let key = name.lowercased()
        var changedMember: Member?
        try memberList.update { current in
            guard let index = current.firstIndex(where: { $0.name.key == key }) else {
                throw MemberError.notFound(name: name)
            }
            var changed = current
            edit(&changed[index])
            try MemberRules.check(changed, from: current)
            changedMember = changed[index]
            return changed
        }
        guard let changedMember else { throw MemberError.notFound(name: name) }
        return changedMember
    }
}
