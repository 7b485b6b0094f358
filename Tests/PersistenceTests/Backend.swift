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
            return StoresUnderTest(Stores(InMemoryStore()), folder: nil)
        case .sqlite:
            let folder = try TemporaryFolder()
            return StoresUnderTest(
                Stores(try SQLiteStore(path: folder.path("outings.sqlite"))), folder: folder)
        case .defaults:
            // The suite lives in a temporary XDG_CONFIG_HOME, never in the real ~/.config.
            let folder = try TemporaryFolder()
            let store = try PropertyListStore(
                suiteName: "outings-test", environment: folder.configEnvironment)
            return StoresUnderTest(Stores(store), folder: folder)
        case .postgres:
            return StoresUnderTest(
                Stores(try PostgresStore(url: try TestPostgres.freshDatabaseURL())), folder: nil)
        }
    }
}

/// The stores of one backend, with the folder they live in kept until the test ends.
struct StoresUnderTest {
    let stores: Stores
    let folder: TemporaryFolder?

    init(_ stores: Stores, folder: TemporaryFolder?) {
        self.stores = stores
        self.folder = folder
    }

    var attractions: any AttractionStore { stores.attractions }
    var catalog: any PhotoCatalogStore { stores.catalog }
    var recents: any RecentsStore { stores.recents }
    var guide: any GuideStore { stores.guide }
    var access: any AccessStore { stores.access }
}

extension TemporaryFolder {
    /// An environment whose XDG_CONFIG_HOME (where defaults suites live) is this folder.
    var configEnvironment: [String: String] { ["XDG_CONFIG_HOME": url.path, "HOME": url.path] }
}
