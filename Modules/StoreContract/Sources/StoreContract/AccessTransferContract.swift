import Domain
import UseCases

/// `transfer` carries members (hashes as stored), their recents, credentials and edit stamps to
/// every backend from every backend; a replaced target keeps none of its own.
struct AccessTransferContract: ContractSuite {
    let run: ContractRun

    private static func member(_ name: String, _ role: MemberRole) -> Member {
        Member(
            id: "id-" + name, name: try! MemberName(name), displayName: "Dé \(name)", role: role,
            passwordHash: "$argon2id$v=19$m=65536,t=2,p=1$c2FsdA$" + name, created: 1_700_000_000)
    }

    private static let members = [member("ada", .owner), member("bob", .viewer)]
    private static let recents = [
        Photo(id: "2", title: "Two", placeID: "p"), Photo(id: "1", title: "One", placeID: "p"),
    ]
    private static let credentials = [
        Credential(
            kind: .session, digest: String(repeating: "a", count: 64), memberID: "id-bob", created: 5,
            expires: 99),
        Credential(
            kind: .invite, digest: String(repeating: "b", count: 64), memberID: nil, role: .editor,
            created: 6,
            expires: 100),
        Credential(
            kind: .apiToken, digest: String(repeating: "c", count: 64), memberID: "id-ada", created: 7,
            expires: nil),
    ]

    private func fill(_ sut: Stores) throws {
        try sut.attractions.add(Attraction(id: "zoo", name: "Zoo"))
        try sut.attractions.add(Attraction(id: "park", name: "Park"))
        try sut.access.updateMembers { _ in Self.members }
        try sut.access.updateRecents(ofMember: "id-bob") { _ in Self.recents }
        for credential in Self.credentials { try sut.access.addCredential(credential) }
        try sut.access.recordEdit(of: "zoo", AttractionEdit(memberID: "id-ada", at: 500))
    }

    func transferCarriesMembersRecentsCredentialsAndStamps() throws {
        let from = try makeSource()
        let to = try makeStores()
        try fill(from)

        let summary = try TransferStores(from: from, to: to)(replace: false)

        expect(summary.members == 2)
        expect(try to.access.members() == Self.members)
        expect(try to.access.recents(ofMember: "id-bob") == Self.recents)
        expect(try to.access.recents(ofMember: "id-ada").isEmpty)
        for kind in CredentialKind.allCases {
            expect(
                try to.access.credentials(kind, memberID: nil) == Self.credentials.filter { $0.kind == kind })
        }
        expect(try to.access.lastEdit(of: "zoo") == AttractionEdit(memberID: "id-ada", at: 500))
        expect(try to.access.lastEdit(of: "park") == nil)
    }

    func aTargetWithOnlyMembersIsNotEmpty() throws {
        let from = try makeSource()
        let to = try makeStores()
        try to.access.updateMembers { _ in [Self.member("cy", .owner)] }

        expect(throws: TransferError.self) {
            try TransferStores(from: from, to: to)(replace: false)
        }
        expect(try to.access.members() == [Self.member("cy", .owner)])
    }

    func aReplacedTargetKeepsNoneOfItsOwnAccess() throws {
        let from = try makeSource()
        let to = try makeStores()
        try fill(to)
        try from.attractions.add(Attraction(id: "park", name: "Park"))

        try TransferStores(from: from, to: to)(replace: true, dropMembers: true)

        expect(try to.access.members().isEmpty)
        expect(try to.access.recents(ofMember: "id-bob").isEmpty)
        for kind in CredentialKind.allCases {
            expect(try to.access.credentials(kind, memberID: nil).isEmpty)
        }
        expect(try to.access.lastEdit(of: "zoo") == nil)
    }

    /// Ids are the same only when their bytes are: a UUID in upper case is not the same id in lower
    /// case, so a replace that copies one forgets the other's stamp.
    func stampsFollowIDsByTheirBytesWhateverTheirCase() throws {
        let upper = "0A1B2C3D-4E5F-4A6B-8C7D-8E9F0A1B2C3D"
        let lower = "0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d"
        let digits = "01234567-8901-4234-8567-890123456789"
        let mixed = "0a1b2c3d-4E5F-4a6b-8c7d-8e9f0a1b2c3d"
        let from = try makeSource()
        let to = try makeStores()
        for id in [upper, digits, mixed] {
            try to.attractions.add(Attraction(id: id, name: "Target \(id)"))
            try to.access.recordEdit(of: id, AttractionEdit(memberID: nil, at: 100))
        }
        for id in [lower, digits] {
            try from.attractions.add(Attraction(id: id, name: "Source \(id)"))
            try from.access.recordEdit(of: id, AttractionEdit(memberID: nil, at: 200))
        }

        try TransferStores(from: from, to: to)(replace: true)

        expect(try to.attractions.attractions().map(\.id) == [lower, digits])
        expect(try to.access.lastEdit(of: lower) == AttractionEdit(memberID: nil, at: 200))
        expect(try to.access.lastEdit(of: digits) == AttractionEdit(memberID: nil, at: 200))
        expect(try to.access.lastEdit(of: upper) == nil)
        expect(try to.access.lastEdit(of: mixed) == nil)
    }

    /// A replace from a source without members over a target with an owner would leave the guide
    /// with no one to manage it: refused with nothing changed, unless members may be dropped.
    func aReplaceThatLeavesNoOwnerIsRefusedUnlessMembersMayBeDropped() throws {
        let from = try makeSource()
        let to = try makeStores()
        try fill(to)
        try from.attractions.add(Attraction(id: "park", name: "Park"))

        expect(throws: TransferError.wouldDropEveryOwner(members: 2)) {
            try TransferStores(from: from, to: to)(replace: true)
        }
        expect(try to.access.members() == Self.members)
        expect(try to.attractions.attractions().map(\.id) == ["zoo", "park"])
        expect(try to.access.recents(ofMember: "id-bob") == Self.recents)
        expect(try to.access.credentials(.session, memberID: nil).count == 1)
        expect(try to.access.lastEdit(of: "zoo") == AttractionEdit(memberID: "id-ada", at: 500))
    }

    /// A source with an owner of its own replaces the target's members without being asked to.
    func aReplaceByAnotherOwnerNeedsNoDroppingMembers() throws {
        let from = try makeSource()
        let to = try makeStores()
        try fill(to)
        try from.access.updateMembers { _ in [Self.member("cy", .owner)] }

        try TransferStores(from: from, to: to)(replace: true)

        expect(try to.access.members() == [Self.member("cy", .owner)])
    }
}

extension AccessTransferContract {
    static let specs: [ContractSpec] = [
        spec("transferCarriesMembersRecentsCredentialsAndStamps", copiesBetweenStores: true) {
            try Self(run: $0).transferCarriesMembersRecentsCredentialsAndStamps()
        },
        spec("aTargetWithOnlyMembersIsNotEmpty", copiesBetweenStores: true) {
            try Self(run: $0).aTargetWithOnlyMembersIsNotEmpty()
        },
        spec("stampsFollowIDsByTheirBytesWhateverTheirCase", copiesBetweenStores: true) {
            try Self(run: $0).stampsFollowIDsByTheirBytesWhateverTheirCase()
        },
        spec("aReplacedTargetKeepsNoneOfItsOwnAccess", copiesBetweenStores: true) {
            try Self(run: $0).aReplacedTargetKeepsNoneOfItsOwnAccess()
        },
        spec("aReplaceThatLeavesNoOwnerIsRefusedUnlessMembersMayBeDropped", copiesBetweenStores: true) {
            try Self(run: $0).aReplaceThatLeavesNoOwnerIsRefusedUnlessMembersMayBeDropped()
        },
        spec("aReplaceByAnotherOwnerNeedsNoDroppingMembers", copiesBetweenStores: true) {
            try Self(run: $0).aReplaceByAnotherOwnerNeedsNoDroppingMembers()
        },
    ]
}
