import Persistence
import PersistencePostgres
import Platform
import PlatformFoundation

#if canImport(Glibc)
    import Glibc
#endif

/// What a command does with its store, which decides whether a missing store may be created.
public enum StoreAccess: Equatable, Sendable {
    /// A command that changes the store: a missing store is created.
    case write
    /// A command that only reads: a missing store reads as empty and nothing is created.
    case read
    /// A store that must already exist (a transfer's source): missing is exit 66.
    case existing
}

/// Which backend and where: a store as text (`sqlite:PATH`, ...) parsed. `StoreSelection` decides
/// which text wins.
public enum StoreLocation: Equatable, Sendable {
    case sqlite(path: String)
    case memory
    case defaults(suite: String)
    case postgres(url: String)

    public static let formats = "sqlite:PATH, memory:, defaults:SUITE or postgres://USER@HOST/DATABASE"

    /// `environment` gives HOME for `sqlite:~/...`, as a shell would expand it.
    public static func parse(_ text: String, environment: [String: String] = [:]) throws -> StoreLocation {
        if text == "memory:" || text == "memory://" { return .memory }
        if text.hasPrefix("sqlite:") {
            return try sqlite(String(text.dropFirst("sqlite:".count)), home: home(environment))
        }
        if text.hasPrefix("defaults:") { return try defaults(String(text.dropFirst("defaults:".count))) }
        if PostgresURL.isPostgres(text) {
            // libpq is loaded only now, at the first PostgreSQL store, and reads the URL below;
            // without it the URL cannot be checked, so that is the error (exit 74), not "malformed".
            do { try PostgresURL.loadClientLibrary() } catch { throw AppError(classifying: error) }
            // Never echo the URL: it may hold a password.
            guard PostgresURL.isWellFormed(text) else {
                throw AppError(
                    .usage,
                    "malformed PostgreSQL URL; expected postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE "
                        + "(write '@', '/', '?', '#' and '%' in a password as %40, %2F, %3F, %23 and %25)")
            }
            return .postgres(url: text)
        }
        // Only a word that can be a URL scheme is repeated: anything else may be part of a secret
        // (`host=db password=x:y` has no scheme, and its text must not be printed).
        let scheme = text.firstIndex(of: ":").map { String(text[..<$0]) }.flatMap { word in
            isScheme(word) ? word : nil
        }
        let problem = scheme.map { "unknown store scheme '\($0)'" } ?? "the store has no scheme"
        throw AppError(.usage, "\(problem); use \(formats)")
    }

    private static func isScheme(_ word: String) -> Bool {
        guard let first = word.first, first.isASCII, first.isLetter, word.count <= 32 else { return false }
        return word.isASCIIAlphanumeric(plus: "+-.")
    }

    /// `$HOME` when it is an absolute path, else the account's home folder.
    private static func home(_ environment: [String: String]) -> String {
        if let home = environment["HOME"], home.hasPrefix("/") { return home }
        return FileManager.default.homeDirectoryForCurrentUser.path
    }

    private static func sqlite(_ rest: String, home: String) throws -> StoreLocation {
        var path = rest
        if path.hasPrefix("//") { path.removeFirst(2) }
        guard !path.isEmpty else {
            throw AppError(.usage, "sqlite: needs a path, as in sqlite:/tmp/outings.sqlite")
        }
        // SQLite would read "file:..." as a URI (mode=memory, vfs=...) and could acknowledge writes
        // that never reach a file; Outings takes file paths only.
        guard !path.lowercased().hasPrefix("file:") else {
            throw AppError(
                .usage,
                "sqlite: takes a file path, not a SQLite URI; for a file named like that write sqlite:./\(path)"
            )
        }
        // "~" and "~/..." from $HOME, as the shell does; "~user/..." from the password database.
        if path == "~" || path.hasPrefix("~/") {
            path = home + path.dropFirst()
        } else {
            path = Self.expandingUserHome(path)
        }
        if !path.hasPrefix("/") { path = FileManager.default.currentDirectoryPath + "/" + path }
        return .sqlite(path: path)
    }

    /// "~user" and "~user/..." from the password database, as the shell expands them; any other
    /// path (and an unknown user) unchanged. The name ends at the first "/" byte: as Characters, a
    /// "/" followed by a combining mark is a different character and the name would run on.
    private static func expandingUserHome(_ path: String) -> String {
        let bytes = Array(path.utf8)
        guard bytes.first == UInt8(ascii: "~") else { return path }
        let nameEnd = bytes.firstIndex(of: UInt8(ascii: "/")) ?? bytes.count
        let user = String(decoding: bytes[1..<nameEnd], as: UTF8.self)
        guard !user.isEmpty, let entry = getpwnam(user), let folder = entry.pointee.pw_dir else {
            return path
        }
        return String(cString: folder) + String(decoding: bytes[nameEnd...], as: UTF8.self)
    }

    private static func defaults(_ suite: String) throws -> StoreLocation {
        guard PropertyListStore.isValidSuiteName(suite) else {
            throw AppError(
                .usage,
                "defaults: needs a suite name of letters, digits, '.', '-' or '_', as in defaults:outings")
        }
        return .defaults(suite: suite)
    }

    /// `$XDG_DATA_HOME/outings/outings.sqlite`, falling back to `~/.local/share` as XDG says.
    public static func defaultPath(environment: [String: String]) -> String {
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else {
            let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
            dataHome = home + "/.local/share"
        }
        return dataHome + "/outings/outings.sqlite"
    }
}

extension StoreLocation {
    /// The files this store is kept in (none for a server or memory), so an output file can be
    /// refused when it is one of them.
    public func files(environment: [String: String]) -> [String] {
        switch self {
        case .sqlite(let path): [path, path + "-wal", path + "-shm", path + "-journal"]
        case .defaults(let suite):
            ((try? PropertyListStore.plistPath(suiteName: suite, environment: environment)).map {
                [$0, $0 + ".lock"]
            })
                ?? []
        case .memory, .postgres: []
        }
    }
}
