import AppSupport
import Domain
import Persistence
import PersistencePostgres
import PersistenceSQLite
import Platform
import PlatformFoundation
import UseCases

#if canImport(Glibc)
    import Glibc
#endif

/// `outings info`: which store is in use, where it came from and what it holds, for a bug report.
/// Only reads: a store that does not exist is reported as such and not created.
struct InfoCommand {
    let selection: StoreSelection
    let configPath: String
    let factory: StoreFactory
    let view: TerminalView

    struct Report: Encodable {
        struct Counts: Encodable {
            let attractions: Int
            let places: Int
            let photos: Int
            let recents: Int
        }
        let version: String
        let backend: String
        /// The store as `--store` would name it, with any password replaced by `***`.
        let store: String
        let source: String
        let exists: Bool
        let writable: Bool
        /// How many schema migrations the store has applied; `null` for memory and the plist.
        @EncodedNull var schemaVersion: Int?
        let counts: Counts
        let configFile: String
    }

    private var location: StoreLocation { selection.location }

    func run() throws {
        var stores: Stores?
        do {
            stores = try factory.open(location, access: .read)
        } catch StoreError.missing {
            stores = nil
        } catch {
            throw selection.explaining(error)
        }
        let summary = try stores?.guide.summary()
        let counts = Report.Counts(
            attractions: summary?.attractions ?? 0, places: summary?.places ?? 0,
            photos: summary?.photos ?? 0,
            recents: summary?.recents ?? 0)
        view.display(
            Report(
                version: HelpText.version, backend: backend, store: location.redacted,
                source: selection.source.rawValue,
                exists: stores != nil, writable: try writable(stores?.guide),
                schemaVersion: try schemaVersion(stores?.guide), counts: counts, configFile: configPath))
    }

    private var backend: String {
        switch location {
        case .sqlite: "sqlite"
        case .memory: "memory"
        case .defaults: "defaults"
        case .postgres: "postgres"
        }
    }

    private func schemaVersion(_ guide: (any GuideStore)?) throws -> Int? {
        if let sqlite = guide as? SQLiteStore { return try sqlite.schemaVersion() }
        if let postgres = guide as? PostgresStore { return try postgres.schemaVersion() }
        return nil
    }

    private func writable(_ guide: (any GuideStore)?) throws -> Bool {
        switch location {
        case .memory: return true
        case .postgres:
            guard let postgres = guide as? PostgresStore else { return false }
            return try postgres.isWritable()
        case .sqlite(let path):
            // SQLite writes the file and, beside it, its -wal and -shm files.
            let folder = PathText.parentFolder(of: path)
            return guide == nil
                ? Self.canCreate(in: folder) : access(path, W_OK) == 0 && access(folder, W_OK) == 0
        case .defaults:
            // A missing suite's plist is created in the config folder by the first write.
            guard let plist = guide as? PropertyListStore else { return Self.canCreate(in: configFolder) }
            let folder = PathText.parentFolder(of: plist.plistPath)
            return access(plist.plistPath, W_OK) == 0 && access(folder, W_OK) == 0
        }
    }

    /// Where a plist store lives: XDG_CONFIG_HOME, else ~/.config (as PropertyListStore finds it).
    private var configFolder: String {
        PathText.parentFolder(of: PathText.parentFolder(of: configPath))
    }

    /// A missing folder is created by the first write if its nearest existing parent is writable.
    static func canCreate(in folder: String) -> Bool {
        var folder = folder
        while !folder.isEmpty, folder != "/", !FileManager.default.fileExists(atPath: folder) {
            folder = PathText.parentFolder(of: folder)
        }
        return access(folder, W_OK) == 0
    }
}

extension TerminalView {
    func display(_ report: InfoCommand.Report) {
        emit(json: report) {
            [
                "version: \(report.version)",
                "store: \(report.store)",
                "backend: \(report.backend)",
                "named by: \(report.source)",
                "exists: \(report.exists ? "yes" : "no")",
                "writable: \(report.writable ? "yes" : "no")",
                "schema version: \(report.schemaVersion.map(String.init) ?? "none")",
                "attractions: \(report.counts.attractions)",
                "places: \(report.counts.places)",
                "photos: \(report.counts.photos)",
                "recents: \(report.counts.recents)",
                "config file: \(report.configFile)",
            ]
        }
    }
}
