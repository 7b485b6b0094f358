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

    func firstMembersTakeTheHouseholdsRecentsOnceAndLaterMembersStartEmpty() throws {
        let sut = try makeStores()
        let photos = [Photo(id: "2", title: "Two", placeID: "p"), Photo(id: "1", title: "One", placeID: "p")]
        try sut.recents.updateRecents { _ in photos }

        try sut.access.updateMembers { _ in [self.member("vi", .viewer), self.member("ada", .owner)] }
        try sut.access.updateMembers { $0 + [self.member("bob", .owner)] }

        expect(try sut.access.recents(ofMember: "id-ada") == photos)
        expect(try sut.access.recents(ofMember: "id-vi").isEmpty)
        expect(try sut.access.recents(ofMember: "id-bob").isEmpty)
        expect(try sut.recents.recents().isEmpty)
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
        spec("firstMembersTakeTheHouseholdsRecentsOnceAndLaterMembersStartEmpty") {
            try Self(run: $0).firstMembersTakeTheHouseholdsRecentsOnceAndLaterMembersStartEmpty()
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
