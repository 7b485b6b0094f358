import Domain
import PlatformFoundation
import UseCases

/// What every backend must do with members, their recents, credentials and the sign-in
/// throttle (the ports the web's sign-in is built on).
struct AccessStoreContract: ContractSuite {
    let run: ContractRun

    private func member(_ name: String, _ role: MemberRole, id: String? = nil) -> Member {
        Member(
            id: id ?? "id-" + name, name: try! MemberName(name), displayName: "Dé \(name)", role: role,
            passwordHash: "$argon2id$v=19$m=65536,t=2,p=1$c2FsdA$aGFzaA", created: 1_700_000_000)
    }

    func membersAreKeptWholeInOrder() throws {
        let sut = try makeStores()
        let list = [member("Ada", .owner), member("bob", .viewer), member("cy", .editor)]

        expect(try sut.access.members().isEmpty)
        try sut.access.updateMembers { _ in list }

        expect(try sut.access.members() == list)
    }

    func updateMembersAThrowingChangeWritesNothing() throws {
        let sut = try makeStores()
        try sut.access.updateMembers { _ in [self.member("ada", .owner)] }

        expect(throws: MemberRulesError.lastOwner) {
            try sut.access.updateMembers { _ in throw MemberRulesError.lastOwner }
        }
        expect(try sut.access.members().map(\.name.text) == ["ada"])
    }

    /// The store keeps what it is given: a first member list leaves the household's recents where
    /// they are (handing them over is the core's rule, checked below through `ManageMembers`).
    func updateMembersWritesTheListOnly() throws {
        let sut = try makeStores()
        let photos = [Photo(id: "2", title: "Two", placeID: "p"), Photo(id: "1", title: "One", placeID: "p")]
        try sut.recents.updateRecents { _ in photos }

        try sut.access.updateMembers { _ in [self.member("vi", .viewer), self.member("ada", .owner)] }

        expect(try sut.recents.recents() == photos)
        expect(try sut.access.recents(ofMember: "id-ada").isEmpty)
    }

    /// The first owner added through `ManageMembers` takes the household's recents and visits, in
    /// the change that adds them; members added later start with none.
    func theFirstOwnerAddedTakesTheHouseholdsRecentsAndVisitsOnce() throws {
        let sut = try makeStores()
        let photos = [Photo(id: "2", title: "Two", placeID: "p"), Photo(id: "1", title: "One", placeID: "p")]
        let visits = AttractionVisits(attractionID: "zoo", rating: try Rating(4), note: "lions")
        try sut.recents.updateRecents { _ in photos }
        try sut.access.updateVisits(ofMember: nil, attraction: "zoo") { _ in visits }
        let manage = ManageMembers(stores: sut, hasher: PlainHasher(), tokens: PlainHasher())

        let ada = try manage.add(
            name: "ada", role: .owner, displayName: nil, password: try Password("correct horse"))
        let bob = try manage.add(
            name: "bob", role: .viewer, displayName: nil, password: try Password("correct horse"))

        expect(try sut.access.recents(ofMember: ada.id) == photos)
        expect(try sut.access.recents(ofMember: bob.id).isEmpty)
        expect(try sut.recents.recents().isEmpty)
        expect(try sut.access.everyVisit() == [VisitRecord(memberID: ada.id, visits: visits)])
    }

    func memberRecentsAreEachMembersOwn() throws {
        let sut = try makeStores()
        let one = Photo(id: "1", title: "One", placeID: "p", tags: ["a", "b"])
        let two = Photo(id: "2", title: "Two", placeID: "p", latitude: 48.5, longitude: 2.25)

        try sut.access.updateRecents(ofMember: "a") { $0 + [one] }
        try sut.access.updateRecents(ofMember: "b") { $0 + [two, one] }
        try sut.recents.updateRecents { _ in [two] }

        expect(try sut.access.recents(ofMember: "a") == [one])
        expect(try sut.access.recents(ofMember: "b") == [two, one])
        try sut.access.removeRecents(ofMember: "b")
        expect(try sut.access.recents(ofMember: "b").isEmpty)
        expect(try sut.access.recents(ofMember: "a") == [one])
        expect(try sut.recents.recents() == [two])
    }

    func credentialsAreFoundByKindAndDigestAndTakenOnce() throws {
        let sut = try makeStores()
        let invite = Credential(
            kind: .invite, digest: String(repeating: "a", count: 64), memberID: nil, role: .editor,
            created: 10,
            expires: 20)
        let session = Credential(
            kind: .session, digest: String(repeating: "b", count: 64), memberID: "m1", created: 11,
            expires: 30)
        let token = Credential(
            kind: .apiToken, digest: String(repeating: "c", count: 64), memberID: "m1", created: 12,
            expires: nil)
        for credential in [invite, session, token] { try sut.access.addCredential(credential) }

        expect(throws: StoreError.self) { try sut.access.addCredential(invite) }
        expect(try sut.access.credential(.invite, digest: invite.digest) == invite)
        expect(try sut.access.credential(.session, digest: invite.digest) == nil)
        expect(try sut.access.credentials(.apiToken, memberID: "m1") == [token])
        expect(try sut.access.credentials(.session, memberID: nil) == [session])
        expect(try sut.access.credentials(.session, memberID: "m2").isEmpty)

        expect(try sut.access.removeCredential(.invite, digest: invite.digest) == invite)
        expect(try sut.access.removeCredential(.invite, digest: invite.digest) == nil)
    }

    func credentialsExtendedInPlaceOnlyWhereKindAndDigestMatch() throws {
        let sut = try makeStores()
        let session = Credential(
            kind: .session, digest: String(repeating: "d", count: 64), memberID: "m1", created: 11,
            expires: 30)
        try sut.access.addCredential(session)

        expect(try sut.access.extendCredential(.session, digest: session.digest, expires: 90))
        expect(
            try sut.access.credential(.session, digest: session.digest)
                == Credential(
                    kind: .session, digest: session.digest, memberID: "m1", created: 11, expires: 90))
        expect(try !sut.access.extendCredential(.apiToken, digest: session.digest, expires: 95))
        expect(
            try !sut.access.extendCredential(.session, digest: String(repeating: "e", count: 64), expires: 95)
        )
        expect(try sut.access.credentials(.session, memberID: nil).map(\.expires) == [90])
        expect(try sut.access.credentials(.apiToken, memberID: nil).isEmpty)
    }

    func credentialsRemovedByMemberKindOrExpiry() throws {
        let sut = try makeStores()
        let digests = (0..<4).map { String(repeating: String($0), count: 64) }
        try sut.access.addCredential(
            Credential(kind: .session, digest: digests[0], memberID: "m1", created: 1, expires: 5))
        try sut.access.addCredential(
            Credential(kind: .session, digest: digests[1], memberID: "m1", created: 1, expires: 50))
        try sut.access.addCredential(
            Credential(kind: .apiToken, digest: digests[2], memberID: "m1", created: 1, expires: nil))
        try sut.access.addCredential(
            Credential(kind: .apiToken, digest: digests[3], memberID: "m2", created: 1, expires: nil))

        expect(try sut.access.removeExpiredCredentials(at: 5) == 1)
        expect(try sut.access.removeCredentials(ofMember: "m1", kind: .apiToken) == 1)
        expect(try sut.access.credentials(.session, memberID: "m1").map(\.digest) == [digests[1]])
        expect(try sut.access.removeCredentials(ofMember: "m1", kind: nil) == 1)
        expect(try sut.access.credentials(.apiToken, memberID: nil).map(\.digest) == [digests[3]])
    }

    func throttleKeepsFailuresPerNameAndPerAddressWithTheirTimes() throws {
        let sut = try makeStores()
        try sut.access.recordFailure(.name("ada"), at: 100)
        try sut.access.recordFailure(.name("ada"), at: 200)
        try sut.access.recordFailure(.address("ada"), at: 150)
        try sut.access.recordFailure(.address("10.0.0.1"), at: 300)

        expect(try sut.access.failures(.name("ada"), since: 0) == [100, 200])
        expect(try sut.access.failures(.name("ada"), since: 150) == [200])
        expect(try sut.access.failures(.address("ada"), since: 0) == [150])

        try sut.access.removeFailures(before: 160)
        expect(try sut.access.failures(.name("ada"), since: 0) == [200])
        expect(try sut.access.failures(.address("ada"), since: 0).isEmpty)
        try sut.access.clearFailures(.name("ada"))
        expect(try sut.access.failures(.name("ada"), since: 0).isEmpty)
        expect(try sut.access.failures(.address("10.0.0.1"), since: 0) == [300])
        try sut.access.recordFailure(.name("ada"), at: 400)
        try sut.access.removeFailures(of: .address("10.0.0.1"), before: 350)
        expect(try sut.access.failures(.address("10.0.0.1"), since: 0).isEmpty)
        expect(try sut.access.failures(.name("ada"), since: 0) == [400])
    }
}

/// Who changed each attraction last, on every backend.
struct AttractionEditLogContract: ContractSuite {
    let run: ContractRun

    func theLastEditOfEachAttractionIsKept() throws {
        let sut = try makeStores()

        expect(try sut.access.lastEdit(of: "zoo") == nil)
        try sut.access.recordEdit(of: "zoo", AttractionEdit(memberID: "m1", at: 100))
        try sut.access.recordEdit(of: "park", AttractionEdit(memberID: nil, at: 150))
        try sut.access.recordEdit(of: "zoo", AttractionEdit(memberID: "m2", at: 200))

        expect(try sut.access.lastEdit(of: "zoo") == AttractionEdit(memberID: "m2", at: 200))
        expect(try sut.access.lastEdit(of: "park") == AttractionEdit(memberID: nil, at: 150))
    }

    func removingAStampForgetsOnlyThatOne() throws {
        let sut = try makeStores()
        try sut.access.recordEdit(of: "zoo", AttractionEdit(memberID: "m1", at: 100))
        try sut.access.recordEdit(of: "park", AttractionEdit(memberID: "m2", at: 150))

        try sut.access.removeEdit(of: "zoo")
        try sut.access.removeEdit(of: "never-stamped")

        expect(try sut.access.lastEdit(of: "zoo") == nil)
        expect(try sut.access.lastEdit(of: "park") == AttractionEdit(memberID: "m2", at: 150))
    }
}

extension AccessStoreContract {
    static let specs: [ContractSpec] = [
        spec("membersAreKeptWholeInOrder") { try Self(run: $0).membersAreKeptWholeInOrder() },
        spec("updateMembersAThrowingChangeWritesNothing") {
            try Self(run: $0).updateMembersAThrowingChangeWritesNothing()
        },
        spec("updateMembersWritesTheListOnly") { try Self(run: $0).updateMembersWritesTheListOnly() },
        spec("theFirstOwnerAddedTakesTheHouseholdsRecentsAndVisitsOnce") {
            try Self(run: $0).theFirstOwnerAddedTakesTheHouseholdsRecentsAndVisitsOnce()
        },
        spec("memberRecentsAreEachMembersOwn") { try Self(run: $0).memberRecentsAreEachMembersOwn() },
        spec("credentialsAreFoundByKindAndDigestAndTakenOnce") {
            try Self(run: $0).credentialsAreFoundByKindAndDigestAndTakenOnce()
        },
        spec("credentialsExtendedInPlaceOnlyWhereKindAndDigestMatch") {
            try Self(run: $0).credentialsExtendedInPlaceOnlyWhereKindAndDigestMatch()
        },
        spec("credentialsRemovedByMemberKindOrExpiry") {
            try Self(run: $0).credentialsRemovedByMemberKindOrExpiry()
        },
        spec("throttleKeepsFailuresPerNameAndPerAddressWithTheirTimes") {
            try Self(run: $0).throttleKeepsFailuresPerNameAndPerAddressWithTheirTimes()
        },
    ]
}

extension AttractionEditLogContract {
    static let specs: [ContractSpec] = [
        spec("theLastEditOfEachAttractionIsKept") { try Self(run: $0).theLastEditOfEachAttractionIsKept() },
        spec("removingAStampForgetsOnlyThatOne") { try Self(run: $0).removingAStampForgetsOnlyThatOne() },
    ]
}

/// A stand-in for the password hasher and token minter, so the contract runs `ManageMembers`
/// without libsodium: the contract is about what the stores keep, not about secrets.
struct PlainHasher: PasswordHasher, TokenMinter {
    func hash(_ password: Password) throws -> String { "plain:" + password.normalized }
    func verify(_ password: Password, against hash: String) -> Bool { hash == "plain:" + password.normalized }
    func needsRehash(_ hash: String) -> Bool { false }
    func newToken() -> String { "token" }
    func digest(of token: String) -> String { "digest:" + token }
    func same(_ left: String, _ right: String) -> Bool { left == right }
}
