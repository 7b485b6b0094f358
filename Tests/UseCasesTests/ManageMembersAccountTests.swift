import Domain
import Testing
import UseCases

/// Joining with an invitation and what a member changes of their own account.
struct ManageMembersAccountTests {
    private func makeSUT(_ store: AccessStoreFake) -> ManageMembers {
        let ids = Counter()
        return ManageMembers(
            stores: store.stores, hasher: PasswordHasherStub(), tokens: TokenMinterStub(), now: { 1_000 },
            newID: { "m\(ids.next())" })
    }

    private let password = try! Password("long enough")

    @Test func join_addsTheMemberWithTheInvitationsRoleAndUsesItUp() throws {
        let store = AccessStoreFake()
        let sut = makeSUT(store)
        try sut.add(name: "ada", role: .owner, displayName: nil, password: password)
        let token = try sut.invite(role: .editor, lifetime: 60)

        let member = try sut.join(token: token, name: "nell", displayName: "Nell", password: password)

        #expect(member?.role == .editor)
        #expect(store.memberList.map(\.name.text) == ["ada", "nell"])
        #expect(store.credentialList.isEmpty)
        #expect(try sut.join(token: token, name: "other", displayName: nil, password: password) == nil)
        #expect(try sut.join(token: "unknown", name: "other", displayName: nil, password: password) == nil)
        #expect(store.memberList.count == 2)
    }

    @Test func join_inputTheRulesRefuseLeavesTheInvitationUsable() throws {
        let store = AccessStoreFake()
        let sut = makeSUT(store)
        try sut.add(name: "ada", role: .owner, displayName: nil, password: password)
        let token = try sut.invite(role: .viewer, lifetime: 60)
        let stored = store.credentialList

        #expect(throws: MemberRulesError.nameTaken("ADA")) {
            try sut.join(token: token, name: "ADA", displayName: nil, password: password)
        }
        #expect(throws: MemberNameError.self) {
            try sut.join(token: token, name: "no spaces", displayName: nil, password: password)
        }
        #expect(store.credentialList == stored)
        #expect(
            try sut.join(token: token, name: "vic", displayName: nil, password: password)?.role == .viewer)
    }

    @Test func pendingInvitations_leaveOutTheExpired() throws {
        let store = AccessStoreFake()
        store.credentialList = [
            Credential(
                kind: .invite, digest: "old", memberID: nil, role: .viewer, created: 0, expires: 1_000),
            Credential(kind: .invite, digest: "new", memberID: nil, role: .owner, created: 0, expires: 1_001),
        ]
        #expect(try makeSUT(store).pendingInvitations().map(\.digest) == ["new"])
    }

    @Test func changeOwnPassword_needsTheCurrentOneAndKeepsTheSessionItCameFrom() throws {
        let store = AccessStoreFake()
        let sut = makeSUT(store)
        let ada = try sut.add(name: "ada", role: .owner, displayName: nil, password: password)
        let here = try sut.credential(.session, token: sut.newSession(for: ada, lifetime: 60))
        _ = try sut.newSession(for: ada, lifetime: 60)
        _ = try sut.newAPIToken(for: "ada")

        #expect(throws: MemberError.wrongPassword) {
            try sut.changeOwnPassword(
                of: "ada", current: try Password("not the one"), to: try Password("another one"),
                keeping: here)
        }
        #expect(store.credentialList.count == 3)
        try sut.changeOwnPassword(
            of: "ada", current: password, to: try Password("another one"), keeping: here)

        #expect(store.memberList[0].passwordHash == "hashed:another one")
        #expect(store.credentialList.map(\.kind) == [.session, .apiToken])
        #expect(store.credentialList.first?.digest == here?.digest)
    }

    @Test func revoke_takesOnlyTheMembersCredentialWithThatID() throws {
        let store = AccessStoreFake()
        let sut = makeSUT(store)
        let ada = try sut.add(name: "ada", role: .owner, displayName: nil, password: password)
        let bob = try sut.add(name: "bob", role: .viewer, displayName: nil, password: password)
        func token(_ digest: String, _ member: Member) -> Credential {
            Credential(kind: .apiToken, digest: digest, memberID: member.id, created: 0, expires: nil)
        }
        store.credentialList = [
            token("aaaaaaaaaaaa11", ada), token("bbbbbbbbbbbb22", ada), token("cccccccccccc33", bob),
        ]

        #expect(throws: MemberError.credentialNotFound(id: "cccccccccccc")) {
            try sut.revoke(.apiToken, id: "cccccccccccc", of: "ada")
        }
        #expect(throws: MemberError.credentialNotFound(id: "aaaa")) {
            try sut.revoke(.apiToken, id: "aaaa", of: "ada")
        }
        try sut.revoke(.apiToken, id: "bbbbbbbbbbbb", of: "ada")

        #expect(store.credentialList.map(\.digest) == ["aaaaaaaaaaaa11", "cccccccccccc33"])
    }

    @Test func setDisplayName_followsTheDisplayNameRule() throws {
        let store = AccessStoreFake()
        let sut = makeSUT(store)
        try sut.add(name: "ada", role: .owner, displayName: nil, password: password)

        #expect(throws: MemberRulesError.displayName(maximum: 64)) {
            try sut.setDisplayName(of: "ada", to: "two\nlines")
        }
        try sut.setDisplayName(of: "ADA", to: "  Ada L.  ")
        #expect(store.memberList[0].displayName == "Ada L.")
    }

    @Test func aPasswordTypedTwiceMustMatchAndFollowThePolicy() throws {
        #expect(throws: PasswordError.mismatch) { try Password("long enough", repeated: "long enough!") }
        #expect(throws: PasswordError.tooShort(minimum: 8)) { try Password("short", repeated: "shorter") }
        #expect(try Password("long enough", repeated: "long enough").normalized == "long enough")
    }
}
