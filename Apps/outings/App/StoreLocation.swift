import Foundation
import Persistence
import PersistencePostgres

/// What a command does with its store, which decides whether a missing store may be created.
enum StoreAccess: Equatable {
    /// A command that changes the store: a missing store is created.
    case write
    /// A command that only reads: a missing store reads as empty and nothing is created.
    case read
    /// A store that must already exist (a transfer's source): missing is exit 66.
    case existing
}

/// Which backend and where, from `--store`, `OUTINGS_STORE` or the default path.
enum StoreLocation: Equatable {
    case sqlite(path: String)
    case memory
    case defaults(suite: String)
    case postgres(url: String)

    static let formats = "sqlite:PATH, memory:, defaults:SUITE or postgres://USER@HOST/DATABASE"

    /// `--store` wins over `OUTINGS_STORE`, which wins over the default SQLite file.
    static func resolve(option: String?, environment: [String: String]) throws -> StoreLocation {
        if let option { return try parse(option) }
        if let variable = environment["OUTINGS_STORE"], !variable.isEmpty { return try parse(variable) }
        return .sqlite(path: defaultPath(environment: environment))
    }

    static func parse(_ text: String) throws -> StoreLocation {
        if text == "memory:" || text == "memory://" { return .memory }
        if text.hasPrefix("sqlite:") { return try sqlite(String(text.dropFirst("sqlite:".count))) }
        if text.hasPrefix("defaults:") { return try defaults(String(text.dropFirst("defaults:".count))) }
        if PostgresURL.isPostgres(text) {
            // Never echo the URL: it may hold a password.
            guard PostgresURL.isWellFormed(text) else {
                throw CLIError.usage(
                    "malformed PostgreSQL URL; expected postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE")
            }
            return .postgres(url: text)
        }
        let scheme = text.firstIndex(of: ":").map { String(text[..<$0]) }
        let problem = scheme.map { "unknown store scheme '\($0)'" } ?? "the store has no scheme"
        throw CLIError.usage("\(problem); use \(formats)")
    }

    private static func sqlite(_ rest: String) throws -> StoreLocation {
        var path = rest
        if path.hasPrefix("//") { path.removeFirst(2) }
        guard !path.isEmpty else {
            throw CLIError.usage("sqlite: needs a path, as in sqlite:/tmp/outings.sqlite")
        }
        // SQLite would read "file:..." as a URI (mode=memory, vfs=...) and could acknowledge writes
        // that never reach a file; Outings takes file paths only.
        guard !path.lowercased().hasPrefix("file:") else {
            throw CLIError.usage(
                "sqlite: takes a file path, not a SQLite URI; for a file named like that write sqlite:./\(path)"
            )
        }
        path = (path as NSString).expandingTildeInPath
        if !path.hasPrefix("/") { path = FileManager.default.currentDirectoryPath + "/" + path }
        return .sqlite(path: path)
    }

    private static func defaults(_ suite: String) throws -> StoreLocation {
        guard UserDefaultsStore.isValidSuiteName(suite) else {
            throw CLIError.usage(
                "defaults: needs a suite name of letters, digits, '.', '-' or '_', as in defaults:outings")
        }
        return .defaults(suite: suite)
    }

    /// `$XDG_DATA_HOME/outings/outings.sqlite`, falling back to `~/.local/share` as XDG says.
    static func defaultPath(environment: [String: String]) -> String {
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            dataHome = home + "/.local/share"
        }
        return dataHome + "/outings/outings.sqlite"
    }
}
