import Persistence
import TestSupport

/// A `defaults:` suite in a temporary config folder, for the suites that write its plist with
/// another writer (plistlib, or by hand) and then open it with the store.
struct PlistSuiteFixture {
    let folder: TemporaryFolder
    /// Where the store keeps the suite's plist: `$XDG_CONFIG_HOME/outings-test.plist`.
    let plistPath: String

    init() throws {
        folder = try TemporaryFolder()
        plistPath = folder.path("outings-test.plist")
    }

    func store() throws -> PropertyListStore {
        try PropertyListStore(suiteName: "outings-test", environment: folder.configEnvironment)
    }
}
