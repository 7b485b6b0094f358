import Foundation
import Persistence
import Testing
import UseCases

/// Every backend the contract suite runs against.
enum Backend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case memory
    case sqlite

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
}

/// A fresh folder under the system temporary folder, removed when released.
final class TemporaryFolder: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "outings-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }
}
