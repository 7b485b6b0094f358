import Foundation
import Persistence
import PersistencePostgres
import PersistenceSQLite
import TestSupport
import Testing
import UseCases

/// Every backend the contract suite runs against.
enum Backend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case memory
    case sqlite
    case defaults
    case postgres

    var testDescription: String { rawValue }

    func makeStores() throws -> StoresUnderTest {
        switch self {
        case .memory:
            let store = InMemoryStore()
            return StoresUnderTest(Stores(attractions: store, catalog: store, recents: store), folder: nil)
        case .sqlite:
            let folder = try TemporaryFolder()
            let store = try SQLiteStore(path: folder.path("outings.sqlite"))
            return StoresUnderTest(Stores(attractions: store, catalog: store, recents: store), folder: folder)
        case .defaults:
            let suite = "outings-test-\(UUID().uuidString)"
            let store = try UserDefaultsStore(suiteName: suite)
            let cleanup = FilesToRemove(["", ".lock", ".bak", ".writing"].map { store.plistPath + $0 })
            return StoresUnderTest(
                Stores(attractions: store, catalog: store, recents: store), folder: nil, cleanup: cleanup)
        case .postgres:
            let store = try PostgresStore(url: try TestPostgres.freshDatabaseURL())
            return StoresUnderTest(Stores(attractions: store, catalog: store, recents: store), folder: nil)
        }
    }
}

/// The stores of one backend, with the folder they live in kept until the test ends.
struct StoresUnderTest {
    let stores: Stores
    let folder: TemporaryFolder?
    let cleanup: FilesToRemove?

    init(_ stores: Stores, folder: TemporaryFolder?, cleanup: FilesToRemove? = nil) {
        self.stores = stores
        self.folder = folder
        self.cleanup = cleanup
    }

    var attractions: any AttractionStore { stores.attractions }
    var catalog: any PhotoCatalogStore { stores.catalog }
    var recents: any RecentsStore { stores.recents }
}

/// Files a test made outside a temporary folder (a UserDefaults suite), removed when released.
final class FilesToRemove: Sendable {
    let paths: [String]

    init(_ paths: [String]) {
        self.paths = paths
    }

    deinit {
        for path in paths { try? FileManager.default.removeItem(atPath: path) }
    }
}
