import Foundation
import ImageFileCache
import Persistence
import PersistencePostgres
import PersistenceSQLite
import UseCases

// TEMPORARY until AppSupport holds store selection (the CLI's StoreLocation and backend factory
// are moving there): the same rules, for the web app, which may not depend on OutingsApp.
/// Which backend, from `--store`, `OUTINGS_STORE` or the default SQLite file; and how to open
/// another connection to it for each worker.
enum WebStoreFactory {
    /// The first store, opened now so start-up reports a bad store; `open` makes more; `shared`
    /// says only the first may be used (the in-memory store).
    struct Opened {
        let first: Stores
        let open: () throws -> Stores
        let shared: Bool
    }

    static func open(option: String?, environment: [String: String]) throws -> Opened {
        let text = option ?? environment["OUTINGS_STORE"].flatMap { $0.isEmpty ? nil : $0 }
        guard let text else {
            let path = defaultPath(environment: environment)
            return try opened { Stores(try SQLiteStore(path: path)) }
        }
        if text == "memory:" || text == "memory://" {
            let store = Stores(InMemoryStore())
            return Opened(first: store, open: { store }, shared: true)
        }
        if text.hasPrefix("sqlite:") {
            var path = String(text.dropFirst("sqlite:".count))
            if path.hasPrefix("//") { path.removeFirst(2) }
            guard !path.isEmpty, !path.lowercased().hasPrefix("file:") else {
                throw WebFailure(64, "sqlite: needs a file path, as in sqlite:/tmp/outings.sqlite")
            }
            path = (path as NSString).expandingTildeInPath
            if !path.hasPrefix("/") { path = FileManager.default.currentDirectoryPath + "/" + path }
            return try opened { Stores(try SQLiteStore(path: path)) }
        }
        if text.hasPrefix("defaults:") {
            let suite = String(text.dropFirst("defaults:".count))
            guard UserDefaultsStore.isValidSuiteName(suite) else {
                throw WebFailure(64, "defaults: needs a suite name of letters, digits, '.', '-' or '_'")
            }
            return try opened {
                Stores(try UserDefaultsStore(suiteName: suite, environment: environment, access: .readWrite))
            }
        }
        if PostgresURL.isPostgres(text) {
            guard PostgresURL.isWellFormed(text) else {
                throw WebFailure(
                    64, "malformed PostgreSQL URL; expected postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE")
            }
            return try opened { Stores(try PostgresStore(url: text)) }
        }
        let scheme =
            text.firstIndex(of: ":").map { "unknown store scheme '\(text[..<$0])'" }
            ?? "the store has no scheme"
        throw WebFailure(
            64, "\(scheme); use sqlite:PATH, memory:, defaults:SUITE or postgres://USER@HOST/DATABASE")
    }

    private static func opened(_ open: @escaping () throws -> Stores) throws -> Opened {
        Opened(first: try open(), open: open, shared: false)
    }

    private static func defaultPath(environment: [String: String]) -> String {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return xdg + "/outings/outings.sqlite"
        }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share/outings/outings.sqlite"
    }
}
