import AppSupport
import Domain
import Foundation
import Platform
import TestSupport
import Testing
import UseCases

/// Use cases built once over pooled store ports and shared by many threads: each call borrows a
/// store of its own, and every write lands.
struct PooledStoresTests {
    @Test func useCasesSharedByManyThreadsWriteEveryAttraction() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("pooled.sqlite")
        let (failures, listed) = try Self.addConcurrently(40, capacity: 4, to: path, home: folder.url.path)

        #expect(failures.isEmpty)
        #expect(listed == 40)
        // Read back by the sqlite3 shell, not by the code under test, once the pool is closed.
        #expect(
            try SQLiteShell.run(
                path, "SELECT count(*), count(DISTINCT order_key), count(DISTINCT name) FROM attractions;")
                == "40|40|40\n")
    }

    /// Adds `count` attractions from as many concurrent calls through one `EditAttractions` over a
    /// pool; returns the errors and how many the list then has.
    private static func addConcurrently(_ count: Int, capacity: Int, to path: String, home: String) throws
        -> (failures: [String], listed: Int)
    {
        let factory = try StoreFactory(environment: ["HOME": home])
        let location = StoreLocation.sqlite(path: path)
        let pool = ConnectionPool(capacity: capacity, first: try factory.open(location, access: .write)) {
            try factory.open(location, access: .write)
        }
        let stores = PooledStores(pool).stores
        let edit = EditAttractions(store: stores.attractions)
        let lock = NSLock()
        nonisolated(unsafe) var failures: [String] = []
        DispatchQueue.concurrentPerform(iterations: count) { index in
            do {
                try edit.save([(.name, "Attraction \(index)")], to: edit.newDraft())
            } catch {
                lock.withLock { failures.append("\(error)") }
            }
        }
        #expect(pool.openCount <= capacity)
        return (failures, try ManageAttractions(store: stores.attractions).list().count)
    }

    @Test func eachPortReachesTheStore() throws {
        let factory = try StoreFactory(environment: [:])
        let memory = try factory.open(.memory, access: .write)
        let stores = PooledStores(ConnectionPool(capacity: 1, first: memory) { memory }).stores
        let photo = Photo(id: "p1", title: "Tower", placeID: "pl1")
        try stores.catalog.save(places: [Place(id: "pl1", name: "Paris, France")], photos: [photo])
        try stores.recents.updateRecents { _ in [photo] }

        #expect(try memory.catalog.photo(id: "p1")?.title == "Tower")
        #expect(try memory.recents.recents().map(\.id) == ["p1"])
        #expect(
            try stores.guide.summary()
                == TransferStores.Summary(attractions: 0, places: 1, photos: 1, recents: 1))
    }
}
