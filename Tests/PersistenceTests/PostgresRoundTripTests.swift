import Domain
import Foundation
import PersistencePostgres
import TestSupport
import Testing
import UseCases

/// At most 3 round trips per write after connecting, so a write to a distant server stays fast. Counted by a proxy that reads the
/// client's protocol messages (RoundTripCountingProxy), not by the store.
@Suite struct PostgresRoundTripTests {
    private func withProxy(_ body: (RoundTripCountingProxy, String) throws -> Void) throws {
        let direct = try TestPostgres.freshDatabaseURL()
        let port = UInt16(try #require(URLComponents(string: direct)?.port))
        let proxy = try RoundTripCountingProxy(upstreamPort: port)
        defer { proxy.stop() }
        try body(proxy, proxy.url(for: direct))
    }

    /// Round trips of `work` on a store already open (the open's own are counted apart).
    private func count(
        _ proxy: RoundTripCountingProxy, _ store: PostgresStore, _ work: (PostgresStore) throws -> Void
    ) throws -> Int {
        let before = proxy.count
        try work(store)
        return proxy.count - before
    }

    @Test func openingACurrentStoreTakesOneRoundTrip() throws {
        try withProxy { proxy, url in
            _ = try PostgresStore(url: url)  // creates the schema
            let before = proxy.count
            _ = try PostgresStore(url: url)
            #expect(proxy.count - before == 1)
        }
    }

    @Test func eachWriteTakesAtMostThreeRoundTrips() throws {
        try withProxy { proxy, url in
            let store = try PostgresStore(url: url)
            let photo = Photo(id: "p1", title: "Fountain", placeID: "place")
            try store.save(places: [Place(id: "place", name: "Town")], photos: [photo])
            let zoo = try store.add(Attraction(id: "zoo", name: "Zoo"))
            try store.add(Attraction(id: "farm", name: "Farm"))

            #expect(try count(proxy, store) { try $0.add(Attraction(id: "park", name: "Park")) } <= 3)
            var edited = zoo
            edited.name = "City zoo"
            #expect(try count(proxy, store) { try $0.replace(edited) } <= 3)
            #expect(try count(proxy, store) { try $0.remove(id: "farm") } <= 3)
            // `photos show`: the photo, then recording it in recents.
            let showing = try count(proxy, store) { store in
                let shown = try #require(try store.photo(id: "p1"))
                try store.updateRecents { [shown] + $0.filter { $0.id != shown.id } }
            }
            #expect(showing <= 3)
            #expect(try store.recents().map(\.id) == ["p1"])
            #expect(try store.attractions().map(\.name) == ["City zoo", "Park"])
        }
    }

    /// `attractions edit ID --name X` and `attractions move ID --to N` after the store is open:
    /// the same use-case calls AttractionCommands makes (find or move resolving the id, then the
    /// editor's save), given the exact id (a prefix pays a lookup more; AttractionIDPrefixCommandTests).
    @Test func editingAndMovingByIDTakeAtMostThreeRoundTrips() throws {
        let id = "zoo-0001"
        try withProxy { proxy, url in
            let store = try PostgresStore(url: url)
            for (key, name) in [("farm-0001", "Farm"), ("zoo-0001", "Zoo"), ("park-0001", "Park")] {
                try store.add(Attraction(id: key, name: name))
            }
            let manage = EditAttractions(store: store)

            let editing = try count(proxy, store) { _ in
                let editing = AttractionEditSession(
                    editing: try manage.find(resolving: id), saving: EditAttractions(store: store))
                try editing.editor.set(.name, to: "City zoo")
                try editing.editor.save()
            }
            let moving = try count(proxy, store) { _ in _ = try manage.move(resolving: id, to: 3) }

            #expect(editing <= 3)
            #expect(moving <= 3)
            #expect(try store.attractions().map(\.name) == ["Farm", "Park", "City zoo"])
            #expect(try store.attraction(id: "zoo-0001")?.position == 3)
        }
    }

    /// An edit or a move with who made it, as the apps make them (one transaction with every
    /// area's lock): the BEGIN with the locks, the look at what is stored (the edit), the write,
    /// the stamp and the COMMIT; no statement the change does not need.
    @Test func aStampedChangeInOneTransactionTakesAtMostFiveRoundTrips() throws {
        let id = "zoo-0001"
        try withProxy { proxy, url in
            let store = try PostgresStore(url: url)
            for (key, name) in [("farm-0001", "Farm"), ("zoo-0001", "Zoo"), ("park-0001", "Park")] {
                try store.add(Attraction(id: key, name: name))
            }
            let stores = Stores(store)
            let stamp = EditStamp(log: store, memberID: nil, now: { 1_700_000_000 })
            let manage = EditAttractions(stores: stores, stamp: stamp)
            let found = try manage.find(resolving: id)

            let editing = try count(proxy, store) { _ in
                _ = try EditAttractions(stores: stores, stamp: stamp).save([(.name, "City zoo")], to: found)
            }
            let moving = try count(proxy, store) { _ in _ = try manage.move(resolving: id, to: 3) }

            #expect(editing <= 5)
            #expect(moving <= 4)
            #expect(try store.attractions().map(\.name) == ["Farm", "Park", "City zoo"])
            #expect(try store.lastEdit(of: id) == AttractionEdit(memberID: nil, at: 1_700_000_000))
        }
    }
}
