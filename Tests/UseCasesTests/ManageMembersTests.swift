import Domain
import Testing
import UseCases

struct ManageMembersTests {
    private func makeSUT(_ store: AccessStoreFake = AccessStoreFake(), rehash: Bool = false) -> ManageMembers
    {
        let ids = Counter()
        return ManageMembers(
            stores: store.stores, hasher: PasswordHasherStub(rehashAll: rehash), tokens: TokenMinterStub(),
            now: { 1_000 }, newID: { "m\(ids.next())" })
    }

    private let password = try! Password("long enough")

    @Test func add_theFirstMemberMustBeAnOwnerAndTakesTheHouseholdsRecents() throws {
        let store = AccessStoreFake()
        store.householdRecents = [Photo(id: "1", title: "One", placeID: "p")]
        let sut = makeSUT(store)

        #expect(throws: MemberRulesError.firstMustBeOwner) {
            try sut.add(name: "ed", role: .editor, displayName: nil, password: password)
        }
        let owner = try sut.add(name: "Ada", role: .owner, displayName: " Ada L. ", password: password)

        #expect(store.memberList.map(\.name.text) == ["Ada"])
        #expect(owner.displayName == "Ada L.")
        #expect(owner.passwordHash == "hashed:long enough")
        #expect(store.recentsByMember[owner.id]?.map(\.id) == ["1"])
        #expect(store.householdRecents.isEmpty)
    }

    @Test func add_refusesANameTakenInAnyCase() throws {
        let store = AccessStoreFake()
        let sut = makeSUT(store)
        try sut.add(name: "ada", role: .owner, displayName: nil, password: password)

        #expect(throws: MemberRulesError.nameTaken("ADA")) {
            try sut.add(name: "ADA", role: .viewer, displayName: nil, password: password)
        }
        #expect(store.memberList.count == 1)
    }

    @Test func remove_andDemote_refuseTheLastOwnerAndChangeNothing() throws {
        let store = AccessStoreFake()
        let sut = makeSUT(store)
        try sut.add(name: "ada", role: .owner, displayName: nil, password: password)
        try sut.add(name: "bob", role: .editor, displayName: nil, password: password)

        #expect(throws: MemberRulesError.lastOwner) { try sut.remove("ADA") }
        #expect(throws: MemberRulesError.lastOwner) { try sut.setRole(of: "ada", to: .viewer) }
        #expect(store.memberList.map(\.role) == [.owner, .editor])

        try sut.setRole(of: "bob", to: .owner)
        try sut.remove("ada")
        #expect(store.memberList.map(\.name.text) == ["bob"])
    }

    @Test func remove_refusesTheOnlyMemberWhoIsTheLastOwner() throws {
        let store = AccessStoreFake()
        let sut = makeSUT(store)
        try sut.add(name: "ada", role: .owner, displayName: nil, password: password)

        #expect(throws: MemberRulesError.lastOwner) { try sut.remove("ada") }
        #expect(store.memberList.count == 1)
    }

    /// A credential for a member removed meanwhile (another process removed them between the
    /// lookup and the write) is refused, and no credential is left naming nobody.
    @Test func aCredentialForAMemberRemovedMeanwhileIsNotStored() throws {
        let store = AccessStoreFake()
        let sut = makeSUT(store)
        try sut.add(name: "ada", role: .owner, displayName: nil, password: password)
        let bob = try sut.add(name: "bob", role: .viewer, displayName: nil, password: password)
        try sut.remove("bob")

        #expect(throws: MemberError.notFound(name: "bob")) { try sut.newSession(for: bob, lifetime: 60) }
        #expect(store.credentialList.isEmpty)
    }

    /// Issuing a credential (a session at sign-in, a token, an invitation) removes the expired
    /// ones in the same step; those that never expire or have time left stay.
    @Test func issuingACredentialRemovesTheExpiredOnes() throws {
        let store = AccessStoreFake()
        let tokens = TokenMinterStub()
        func members(at time: Int64) -> ManageMembers {
            ManageMembers(
                stores: store.stores, hasher: PasswordHasherStub(rehashAll: false), tokens: tokens,
                now: { time }, newID: { "m1" })
        }
        let ada = try members(at: 1_000).add(name: "ada", role: .owner, displayName: nil, password: password)
        _ = try members(at: 1_000).newSession(for: ada, lifetime: 60)
        _ = try members(at: 1_000).newAPIToken(for: "ada")
        _ = try members(at: 1_000).invite(role: .viewer, lifetime: 5_000)
        _ = try members(at: 1_000).invite(role: .viewer, lifetime: 500)

        _ = try members(at: 2_000).newSession(for: ada, lifetime: 60)

        let kept = store.credentialList.map {
            "\($0.kind.rawValue) \($0.expires.map { String($0) } ?? "never")"
        }
        #expect(kept.sorted() == ["api-token never", "invite 6000", "session 2060"])
    }

    @Test func remove_takesTheMembersCredentialsAndRecentsWithThem() throws {
        let store = AccessStoreFake()
        let sut = makeSUT(store)
        try sut.add(name: "ada", role: .owner, displayName: nil, password: password)
        let bob = try sut.add(name: "bob", role: .viewer, displayName: nil, password: password)
        _ = try sut.newAPIToken(for: "bob")
        _ = try sut.newSession(for: bob, lifetime: 60)
        store.recentsByMember[bob.id] = [Photo(id: "1", title: "One", placeID: "p")]

        try sut.remove("bob")

        #expect(store.credentialList.isEmpty)
        #expect((store.recentsByMember[bob.id] ?? []).isEmpty)
    }

    @Test func aMissingMemberIsNotFound() {
        #expect(throws: MemberError.notFound(name: "zed")) { try makeSUT().remove("zed") }
        #expect(throws: MemberError.notFound(name: "zed")) { try makeSUT().setRole(of: "zed", to: .owner) }
    }

    @Test func setPassword_storesTheNewHashAndEndsSessionsButKeepsTokens() throws {
        let store = AccessStoreFake()
        let sut = makeSUT(store)
        let ada = try sut.add(name: "ada", role: .owner, displayName: nil, password: password)
        _ = try sut.newSession(for: ada, lifetime: 60)
        _ = try sut.newAPIToken(for: "ada")

        try sut.setPassword(of: "ada", to: try Password("another one"))

        #expect(store.memberList[0].passwordHash == "hashed:another one")
        #expect(store.credentialList.map(\.kind) == [.apiToken])
    }

    @Test func tokens_areStoredOnlyAsDigestsAndFoundByTheirToken() throws {
        let store = AccessStoreFake()
        let sut = makeSUT(store)
        try sut.add(name: "ada", role: .owner, displayName: nil, password: password)

        let invite = try sut.invite(role: .editor, lifetime: 7 * 86_400)
        let token = try sut.newAPIToken(for: "ada")

        #expect(store.credentialList.map(\.digest) == ["digest(\(invite))", "digest(\(token))"])
        #expect(store.credentialList[0].role == .editor)
        #expect(store.credentialList[0].expires == Int64(1_000 + 7 * 86_400))
        #expect(try sut.credential(.apiToken, token: token)?.memberID == store.memberList[0].id)
        #expect(try sut.credential(.apiToken, token: invite) == nil)
    }

    @Test func invite_lastsASecondToAYearAndStoresNothingElse() throws {
        let store = AccessStoreFake()
        let sut = makeSUT(store)

        for lifetime in [0, -1, ManageMembers.longestInvitation + 1, Int64.max] {
            #expect(throws: MemberError.invitationLifetime(maximumDays: 365)) {
                try sut.invite(role: .viewer, lifetime: lifetime)
            }
        }
        _ = try sut.invite(role: .viewer, lifetime: 365 * 86_400)

        #expect(store.credentialList.map(\.expires) == [1_000 + 365 * 86_400])
    }

    @Test func credential_anExpiredOneOpensNothing() throws {
        let store = AccessStoreFake()
        store.credentialList = [
            Credential(
                kind: .invite, digest: "digest(old)", memberID: nil, role: .viewer, created: 0, expires: 1_000
            )
        ]
        #expect(try makeSUT(store).credential(.invite, token: "old") == nil)
    }

    @Test func verify_acceptsOnlyTheRightPasswordAndRehashesAStaleHash() throws {
        let store = AccessStoreFake()
        let sut = makeSUT(store, rehash: true)
        try sut.add(name: "ada", role: .owner, displayName: nil, password: password)
        store.memberList[0].passwordHash = "hashed:long enough"
        let writes = store.memberWrites

        #expect(try sut.verify(name: "ada", password: try Password("wrong password")) == nil)
        #expect(try sut.verify(name: "nobody", password: password) == nil)
        #expect(try sut.verify(name: "ADA", password: password)?.name.text == "ada")
        #expect(store.memberWrites == writes + 1)
    }
}

struct EditStampTests {
    @Test func everySaveAndMoveRecordsTheMemberAndTheTime() throws {
        let log = AttractionEditLogFake()
        let store = AttractionStoreSpy()
        let stamp = EditStamp(log: log, memberID: "m1", now: { 42 })
        let edit = EditAttractions(store: store, newID: { "a" }, stamp: stamp)

        let added = try edit.save([(.name, "Zoo")], to: edit.newDraft())
        #expect(log.edits[added.id] == AttractionEdit(memberID: "m1", at: 42))
        log.edits = [:]
        _ = try EditAttractions(store: store, stamp: stamp).move(id: added.id, to: 1)
        #expect(log.edits[added.id] == AttractionEdit(memberID: "m1", at: 42))
    }

    @Test func removingAnAttractionForgetsItsStamp() throws {
        let log = AttractionEditLogFake()
        let store = AttractionStoreSpy()
        let stamp = EditStamp(log: log, memberID: "m1", now: { 42 })
        let added = try EditAttractions(store: store, newID: { "a" }, stamp: stamp)
            .save([(.name, "Zoo")], to: EditAttractions(store: store).newDraft())
        log.edits["other"] = AttractionEdit(memberID: "m2", at: 7)

        try EditAttractions(store: store, stamp: stamp).remove(id: added.id)

        #expect(log.edits == ["other": AttractionEdit(memberID: "m2", at: 7)])
    }
}
