import Domain

/// The links that open plans without signing in: a plan's read-only share link (for the
/// babysitter) and a member's calendar feed of the plans they go on. Only each token's digest is
/// stored, so a link is shown once, when made; making a new one stops the old one working, and
/// each can be revoked.
public struct PlanSharing: Sendable {
    private let plans: ManagePlans
    private let store: any PlanStore & CredentialStore
    private let tokens: any TokenMinter
    private let now: @Sendable () -> Int64

    public init(
        plans: ManagePlans, store: any PlanStore & CredentialStore, tokens: any TokenMinter,
        now: @escaping @Sendable () -> Int64
    ) {
        self.plans = plans
        self.store = store
        self.tokens = tokens
        self.now = now
    }

    /// A new share link's token for the plan `text` names; any earlier link stops working.
    public func share(_ text: String) throws -> String {
        let token = tokens.newToken()
        try plans.share(text, digest: tokens.digest(of: token))
        return token
    }

    public func unshare(_ text: String) throws {
        try plans.unshare(text)
    }

    /// The plan shared under `token`; nil for a token that opens none (never shared, or revoked).
    public func sharedPlan(token: String) throws -> Plan? {
        let digest = tokens.digest(of: token)
        return try store.plans().first { !$0.shareDigest.isEmpty && tokens.same($0.shareDigest, digest) }
    }

    /// A new feed token for `memberID`; the member's earlier feed stops working.
    public func newFeed(for memberID: String) throws -> String {
        let token = tokens.newToken()
        try store.removeCredentials(ofMember: memberID, kind: .calendarFeed)
        try store.addCredential(
            Credential(
                kind: .calendarFeed, digest: tokens.digest(of: token), memberID: memberID, created: now(),
                expires: nil))
        return token
    }

    public func revokeFeed(of memberID: String) throws {
        try store.removeCredentials(ofMember: memberID, kind: .calendarFeed)
    }

    public func hasFeed(_ memberID: String) throws -> Bool {
        try !store.credentials(.calendarFeed, memberID: memberID).isEmpty
    }

    /// The member a feed token is theirs and the plans they go on, in the list's order; nil for
    /// a token that opens no feed.
    public func feed(token: String) throws -> (memberID: String, plans: [Plan])? {
        guard let credential = try store.credential(.calendarFeed, digest: tokens.digest(of: token)),
            let member = credential.memberID
        else { return nil }
        return (member, try store.plans().filter { $0.members.contains(member) })
    }
}
