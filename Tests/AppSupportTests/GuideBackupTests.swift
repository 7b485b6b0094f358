import AppSupport
import Domain
import Foundation
import TestSupport
import Testing
import UseCases

/// A backup written from each backend and restored into each backend (the in-memory one too,
/// which the command line cannot keep between runs) holds the same guide and the same people.
@Suite(.serialized)
struct GuideBackupTests {
    enum Backend: String, CaseIterable, Sendable {
        case memory, sqlite, defaults, postgres

        func location(in folder: TemporaryFolder, _ name: String) throws -> StoreLocation {
            switch self {
            case .memory: .memory
            case .sqlite: .sqlite(path: folder.path(name + ".sqlite"))
            case .defaults: .defaults(suite: name)
            case .postgres: .postgres(url: try TestPostgres.freshDatabaseURL())
            }
        }
    }

    static let pairs = Backend.allCases.flatMap { source in
        Backend.allCases.filter { $0 != source }.map { (source, $0) }
    }

    private static let member = Member(
        id: "m1", name: try! MemberName("ann"), displayName: "Ann", role: .owner,
        passwordHash: "$argon2id$v=19$m=65536,t=2,p=1$c2FsdA$aGFzaA", created: 1_700_000_000)
    private static let credential = Credential(
        kind: .apiToken, digest: String(repeating: "ab", count: 32), memberID: "m1", created: 1_700_000_001,
        expires: nil)

    /// Ann's visits of the museum: two days given out of order and one twice, a rating and a
    /// note with a line break, as the stores keep them (days once, earliest first).
    private static func annsVisits() throws -> AttractionVisits {
        AttractionVisits(
            attractionID: "a2",
            dates: [
                try #require(CalendarDate(text: "2026-03-08")),
                try #require(CalendarDate(text: "2025-12-31")),
                try #require(CalendarDate(text: "2026-03-08")),
            ],
            rating: try Rating(4), note: "Bring a towel;\nthe splash pad opens at 10")
    }

    private static func guide() throws -> Guide {
        let chosen = try Attraction(
            id: "a2", name: "Museum", type: "Museum", inside: true, website: "https://m.example"
        )
        .setting(.ages, to: "3-12").setting(.cost, to: "8 USD")
        .setting(.hours, to: "Mo-Fr 09:00-17:00; Sa 10:00-16:00; Su off")
        .setting(.address, to: "1 Main St").setting(.location, to: "40.5,-105.1")
        .setting(.tags, to: "indoor, restrooms")
        let photo = Photo(
            id: "p1", title: "Bridge\nat dusk", ownerName: "Ö", owner: "o@1", placeID: "pl1", farm: 66,
            server: "65535", secret: "s", latitude: 51.5, longitude: -0.07, accuracy: 16, license: "4",
            dateUpload: 1_700_000_000, tags: ["bridge", "night"])
        return Guide(
            attractions: [
                Attraction(id: "a1", name: "Park", description: "Shade\tand a pool", version: 3), chosen,
            ],
            places: [
                Place(
                    id: "pl1", name: "London, England, United Kingdom", photoCount: 1, latitude: 51.5,
                    longitude: -0.1)
            ],
            photos: [photo, Photo(id: "p2", placeID: "pl1")], recents: [photo],
            licences: [
                PhotoLicence(
                    id: "4", name: "CC BY 2.0", url: "https://creativecommons.org/licenses/by/2.0/",
                    permitsReuse: true)
            ])
    }

    /// A `source` store holding `guide()` and an empty `target` store, both in `folder`.
    private static func stores(
        _ source: Backend, _ target: Backend, in folder: TemporaryFolder
    ) throws -> (from: Stores, to: Stores) {
        let factory = try StoreFactory(environment: folder.environment)
        let from = try factory.open(try source.location(in: folder, "from"), access: .write)
        let to = try factory.open(try target.location(in: folder, "to"), access: .write)
        try from.guide.replaceGuide(with: try guide(), replacing: false)
        return (from, to)
    }

    @Test(arguments: pairs)
    func aBackupRestoresTheSameGuideAndPeopleIntoAnotherBackend(source: Backend, target: Backend) throws {
        let folder = try TemporaryFolder()
        let (from, to) = try Self.stores(source, target, in: folder)
        try MemberListChange(stores: from).update { _ in [Self.member] }
        try from.access.updateRecents(ofMember: "m1") { _ in [Photo(id: "p2", placeID: "pl1")] }
        try from.access.addCredential(Self.credential)
        try from.access.recordEdit(of: "a2", AttractionEdit(memberID: "m1", at: 1_700_000_002))
        try from.access.updateVisits(ofMember: "m1", attraction: "a2") { _ in try Self.annsVisits() }
        try from.access.updateVisits(ofMember: "m1", attraction: "a1") { _ in
            AttractionVisits(attractionID: "a1", rating: try Rating(1))
        }
        let file = folder.path("backup.json")

        let written = try GuideBackup(stores: from).write(to: file, withAccounts: true)
        let restored = try RestoreGuide(into: { to })(from: file, replace: false)

        // The first member took over the household's recents.
        let expected = TransferStores.Summary(attractions: 2, places: 1, photos: 2, recents: 0, members: 1)
        #expect(written == expected)
        #expect(restored == expected)
        let original = try from.guide.guide()
        let copy = try to.guide.guide()
        #expect(copy.attractions == original.attractions)
        #expect(copy.attractions.map(\.id) == ["a1", "a2"])
        #expect(copy.attractions[1].text(of: .hours) == "Mo-Fr 09:00-17:00; Sa 10:00-16:00; Su off")
        #expect(copy.places == original.places)
        #expect(copy.photos.sorted { $0.id < $1.id } == original.photos.sorted { $0.id < $1.id })
        #expect(copy.recents == original.recents)
        #expect(try to.guide.readGuide { try $0.readLicences() } == (try Self.guide().licences))
        #expect(try to.access.members() == [Self.member])
        #expect(try to.access.recents(ofMember: "m1") == [Photo(id: "p2", placeID: "pl1")])
        #expect(try to.access.credentials(.apiToken, memberID: nil) == [Self.credential])
        #expect(try to.access.lastEdit(of: "a2") == AttractionEdit(memberID: "m1", at: 1_700_000_002))
        #expect(
            try to.access.everyVisit().sorted { $0.visits.attractionID < $1.visits.attractionID } == [
                VisitRecord(
                    memberID: "m1", visits: AttractionVisits(attractionID: "a1", rating: try Rating(1))),
                VisitRecord(memberID: "m1", visits: try Self.annsVisits()),
            ])
        #expect(
            try to.access.visits(ofMember: "m1", attraction: "a2").dates.map(\.description) == [
                "2025-12-31", "2026-03-08",
            ])
        #expect(try to.guide.problems().isEmpty)
        #expect(try GuideInvariants.problems(access: to.access).isEmpty)
    }

    /// A guide without members keeps the household's visits; they are part of the guide, so a
    /// backup without accounts carries them.
    @Test(arguments: pairs)
    func theHouseholdsVisitsAreRestoredIntoAnotherBackend(source: Backend, target: Backend) throws {
        let folder = try TemporaryFolder()
        let (from, to) = try Self.stores(source, target, in: folder)
        try from.access.updateVisits(ofMember: nil, attraction: "a2") { _ in try Self.annsVisits() }
        try from.access.updateVisits(ofMember: nil, attraction: "a1") { _ in
            AttractionVisits(attractionID: "a1", note: "Shade until noon")
        }
        let file = folder.path("backup.json")

        try GuideBackup(stores: from).write(to: file, withAccounts: false)
        try RestoreGuide(into: { to })(from: file, replace: false)

        #expect(try to.access.visits(ofMember: nil, attraction: "a2") == (try Self.annsVisits()))
        #expect(try to.access.visits(ofMember: nil, attraction: "a1").note == "Shade until noon")
        #expect(try to.access.everyVisit().count == 2)
    }

    private static let household = Household(
        children: [
            HouseholdChild(name: "Zoë", born: CalendarDate(year: 2020, month: 2, day: 29)!),
            HouseholdChild(name: "Ben", born: CalendarDate(year: 2018, month: 12, day: 31)!),
        ],
        places: [
            HouseholdPlace(
                name: "Home", location: GeoCoordinate(latitude: 40.585_3, longitude: -105.084_4)!,
                address: "12 Elm St"),
            HouseholdPlace(
                name: "Grandma's", location: GeoCoordinate(latitude: -33.868_8, longitude: 151.209_3)!),
        ])

    /// The household is part of the guide: carried with or without accounts, replacing the
    /// target's own.
    @Test(arguments: pairs.map { ($0.0, $0.1) }, [true, false])
    func theHouseholdIsRestoredIntoAnotherBackend(
        backends: (source: Backend, target: Backend), withAccounts: Bool
    ) throws {
        let folder = try TemporaryFolder()
        let (from, to) = try Self.stores(backends.source, backends.target, in: folder)
        try from.access.updateHousehold { _ in Self.household }
        try to.access.updateHousehold { _ in
            Household(children: [
                HouseholdChild(name: "Cleo", born: CalendarDate(year: 2021, month: 1, day: 1)!)
            ])
        }
        let file = folder.path("backup.json")

        try GuideBackup(stores: from).write(to: file, withAccounts: withAccounts)
        try RestoreGuide(into: { to })(from: file, replace: true)

        #expect(try to.access.household() == Self.household)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(#"{"born":"2020-02-29","name":"Zoë"}"#))
    }

    /// A backup whose household breaks a rule (two places of one name, in any case) is refused
    /// before anything is written.
    @Test func aBackupWithAHouseholdThatBreaksARuleIsRefused() throws {
        let folder = try TemporaryFolder()
        let (from, to) = try Self.stores(.memory, .sqlite, in: folder)
        // A store keeps what it is given; `check` finds it, and a restore refuses it.
        let home = Self.household.places[0]
        let twice = HouseholdPlace(name: "HOME", location: home.location)
        try from.access.updateHousehold { _ in Household(places: [home, twice]) }
        let file = folder.path("backup.json")
        try GuideBackup(stores: from).write(to: file, withAccounts: false)

        #expect(throws: BackupError.self) { try RestoreGuide(into: { to })(from: file, replace: false) }
        #expect(try to.access.household() == Household())
        #expect(try to.guide.guide().attractions.isEmpty)
    }

    @Test func aBackupWithoutAccountsKeepsTheTargetsPeopleAndHoldsNone() throws {
        let folder = try TemporaryFolder()
        let (from, to) = try Self.stores(.memory, .sqlite, in: folder)
        try MemberListChange(stores: from).update { _ in [Self.member] }
        try from.access.updateRecents(ofMember: "m1") { _ in [Photo(id: "p2", placeID: "pl1")] }
        try from.access.addCredential(Self.credential)
        try from.access.updateVisits(ofMember: "m1", attraction: "a2") { _ in try Self.annsVisits() }
        try MemberListChange(stores: to).update { _ in [Self.member] }
        try to.guide.replaceGuide(
            with: Guide(
                attractions: [Attraction(id: "old", name: "Gone")], places: [], photos: [], recents: []),
            replacing: true)
        try to.access.updateVisits(ofMember: "m1", attraction: "old") { _ in
            AttractionVisits(attractionID: "old", rating: try Rating(2))
        }
        let file = folder.path("backup.json")

        try GuideBackup(stores: from).write(to: file, withAccounts: false)
        try RestoreGuide(into: { to })(from: file, replace: true)

        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(!text.contains("argon2") && !text.contains(Self.credential.digest))
        #expect(try to.access.members() == [Self.member])
        #expect(try to.access.recents(ofMember: "m1") == [Photo(id: "p2", placeID: "pl1")])
        #expect(try to.guide.guide().attractions == (try from.guide.guide().attractions))
        // The member the target knows by the same id gets the backup's visits; the records of
        // the replaced guide go with it.
        #expect(try to.access.everyVisit() == [VisitRecord(memberID: "m1", visits: try Self.annsVisits())])
    }

    /// A restore without accounts into a guide without members: the household has no claim on a
    /// member's visits, as it has none on their recents.
    @Test func aMembersVisitsAreNotRestoredIntoAGuideWithoutThatMember() throws {
        let folder = try TemporaryFolder()
        let (from, to) = try Self.stores(.memory, .sqlite, in: folder)
        try MemberListChange(stores: from).update { _ in [Self.member] }
        try from.access.updateVisits(ofMember: "m1", attraction: "a2") { _ in try Self.annsVisits() }
        let file = folder.path("backup.json")

        try GuideBackup(stores: from).write(to: file, withAccounts: false)
        try RestoreGuide(into: { to })(from: file, replace: false)

        #expect(try to.access.everyVisit().isEmpty)
        #expect(try to.guide.guide().attractions.count == 2)
    }
}

extension TemporaryFolder {
    /// HOME and XDG_CONFIG_HOME (where defaults suites live) inside this folder.
    fileprivate var environment: [String: String] { ["HOME": url.path, "XDG_CONFIG_HOME": url.path] }
}
