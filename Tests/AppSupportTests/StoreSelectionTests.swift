import AppSupport
import Foundation
import TestSupport
import Testing

/// Every app chooses its store here: `--store`, else `OUTINGS_STORE`, else the config file's
/// `store`, else the default SQLite file; errors say what named a bad store.
struct StoreSelectionTests {
    /// A home with a config file naming `configStore` (none when nil), and XDG_DATA_HOME beside it.
    private func environment(_ folder: TemporaryFolder, configStore: String?, variable: String? = nil)
        throws -> [String: String]
    {
        var environment = [
            "HOME": folder.url.path, "XDG_CONFIG_HOME": folder.url.path + "/config",
            "XDG_DATA_HOME": folder.url.path + "/data",
        ]
        if let variable { environment["OUTINGS_STORE"] = variable }
        if let configStore {
            try FileManager.default.createDirectory(
                atPath: folder.url.path + "/config/outings", withIntermediateDirectories: true)
            try "store = \(configStore)\n".write(
                toFile: folder.url.path + "/config/outings/config", atomically: true, encoding: .utf8)
        }
        return environment
    }

    @Test(
        arguments: [
            (
                "sqlite:/o.sqlite", "sqlite:/v.sqlite", "sqlite:/c.sqlite", "/o.sqlite",
                StoreSelection.Source.option
            ),
            (nil, "sqlite:/v.sqlite", "sqlite:/c.sqlite", "/v.sqlite", .environment),
            (nil, nil, "sqlite:/c.sqlite", "/c.sqlite", .configFile),
            (nil, "", "sqlite:/c.sqlite", "/c.sqlite", .configFile),
        ] as [(String?, String?, String?, String, StoreSelection.Source)])
    func theFirstThatNamesAStoreWins(
        option: String?, variable: String?, config: String?, path: String, source: StoreSelection.Source
    ) throws {
        let folder = try TemporaryFolder()
        let environment = try environment(folder, configStore: config, variable: variable)

        let selection = try StoreSelection.resolve(option: option, environment: environment)

        #expect(selection.location == .sqlite(path: path))
        #expect(selection.source == source)
    }

    @Test func withNothingNamedTheDefaultFileUnderXDGDataHome() throws {
        let folder = try TemporaryFolder()
        let environment = try environment(folder, configStore: nil)

        let selection = try StoreSelection.resolve(option: nil, environment: environment)

        #expect(selection.location == .sqlite(path: folder.url.path + "/data/outings/outings.sqlite"))
        #expect(selection.source == .standard)
    }

    @Test func aBadStoreInTheConfigFileNamesTheFile() throws {
        let folder = try TemporaryFolder()
        let environment = try environment(folder, configStore: "nosuch:thing")

        #expect {
            try StoreSelection.resolve(option: nil, environment: environment)
        } throws: { error in
            let message = (error as? AppError)?.message ?? ""
            return message.hasPrefix(
                folder.url.path + "/config/outings/config: store: unknown store scheme 'nosuch'")
        }
    }

    @Test func theConfigFileIsNotReadWhenTheOptionOrVariableNamesTheStore() throws {
        var reads = 0
        for (option, variable) in [("memory:", nil), (nil, "memory:")] as [(String?, String?)] {
            var environment: [String: String] = [:]
            environment["OUTINGS_STORE"] = variable
            _ = try StoreSelection.resolve(option: option, environment: environment) {
                reads += 1
                throw AppError(.storeFailure, "unreadable")
            }
        }
        #expect(reads == 0)
    }

    @Test(arguments: [
        ("postgres://me:s3cret@db.example/guide", "postgres://me:***@db.example/guide"),
        (
            "postgres://me@db.example/guide?password=s3cret&sslmode=require",
            "postgres://me@db.example/guide?password=***&sslmode=require"
        ),
    ])
    func aPasswordIsNeverShown(url: String, shown: String) throws {
        let selection = try StoreSelection.resolve(option: url, environment: [:])
        #expect(selection.description == "\(shown) (--store)")
        #expect(!selection.description.contains("s3cret"))
    }
}
