import Domain
import Foundation
import Persistence
import Testing
import UseCases

/// A store from before members (SQLite and PostgreSQL with the members migration undone by the
/// backend's own client; the property list an earlier Outings wrote) gains members without losing
/// recents or attractions, and its first owner takes its recents.
@Suite struct MembersMigrationTests {
    private static let photo = Photo(id: "7", title: "Old Town", placeID: "p", tags: ["kids"])
    private static let attraction = Attraction(id: "zoo", name: "Zoo", position: 1, version: 3)
    private static let owner = Member(
        id: "m1", name: try! MemberName("Ada"), displayName: "Ada", role: .owner,
        passwordHash: "$argon2id$v=19$m=65536,t=2,p=1$c2FsdA$aGFzaA", created: 1)

    private func earlierStore(_ backend: SQLBackend) throws -> SQLBackend.Database {
        let database = try backend.makeDatabase()
        let stores = try database.open()
        try stores.guide.replaceGuide(
            with: Guide(attractions: [Self.attraction], places: [], photos: [], recents: []), replacing: true)
        try stores.recents.updateRecents { _ in [Self.photo] }
        try database.execute(
            """
            DROP TABLE members;
            DROP TABLE member_recents;
            DROP TABLE credentials;
            DROP TABLE sign_in_failures;
            DROP TABLE attraction_edits;
            DELETE FROM schema_migrations WHERE id = '2026-12-05-members';
            """)
        return database
    }

    @Test(arguments: SQLBackend.allCases)
    func aReadOnlyOpenReadsNoMembersAndChangesNothing(backend: SQLBackend) throws {
        let database = try earlierStore(backend)
        let migrations = try database.value("SELECT count(*) FROM schema_migrations")

        let stores = try database.openReadOnly()

        #expect(try stores.access.members().isEmpty)
        #expect(try stores.access.credential(.session, digest: "x") == nil)
        #expect(try stores.recents.recents() == [Self.photo])
        #expect(try database.value("SELECT count(*) FROM schema_migrations") == migrations)
    }

    @Test(arguments: SQLBackend.allCases)
    func checkAndTransferReadAnEarlierStoreWithoutMigratingIt(backend: SQLBackend) throws {
        let database = try earlierStore(backend)
        let migrations = try database.value("SELECT count(*) FROM schema_migrations")
        let source = try database.openReadOnly()
        let target = Stores(InMemoryStore())

        #expect(try GuideInvariants.problems(access: source.access).isEmpty)
        let summary = try TransferStores(from: source, to: target)(replace: false)

        #expect(summary.members == 0)
        #expect(try target.recents.recents() == [Self.photo])
        #expect(try database.value("SELECT count(*) FROM schema_migrations") == migrations)
    }

    @Test(arguments: SQLBackend.allCases)
    func theFirstWritableOpenAddsMembersAndTheFirstOwnerTakesTheRecents(backend: SQLBackend) throws {
        let database = try earlierStore(backend)

        let stores = try database.open()
        try MemberListChange(stores: stores).update { _ in [Self.owner] }

        #expect(try stores.attractions.attractions().map(\.id) == ["zoo"])
        #expect(try stores.attractions.attractions().first?.version == 3)
        #expect(try stores.access.recents(ofMember: "m1") == [Self.photo])
        #expect(try stores.recents.recents().isEmpty)
        #expect(try stores.guide.problems().isEmpty)
    }

    @Test func aPropertyListAnEarlierOutingsWroteGainsMembersAndKeepsEverything() throws {
        let fixture = try PlistSuiteFixture()
        let earlier = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/EarlierStores/fixture.plist")
        try FileManager.default.copyItem(atPath: earlier.path, toPath: fixture.plistPath)
        let store = try fixture.store()
        let attractions = try store.attractions()
        let recents = try store.recents()
        #expect(!attractions.isEmpty)
        #expect(!recents.isEmpty)

        try MemberListChange(stores: Stores(store)).update { _ in [Self.owner] }

        let reopened = try fixture.store()
        #expect(try reopened.members() == [Self.owner])
        #expect(try reopened.recents(ofMember: "m1") == recents)
        #expect(try reopened.recents().isEmpty)
        #expect(try reopened.attractions() == attractions)
    }
}
