import Foundation

/// Which backend and where, from `--store`, `OUTINGS_STORE` or the default path.
enum StoreLocation: Equatable {
    case sqlite(path: String)
    case memory

    /// `--store` wins over `OUTINGS_STORE`, which wins over the default SQLite file.
    static func resolve(option: String?, environment: [String: String]) throws -> StoreLocation {
        if let option { return try parse(option) }
        if let variable = environment["OUTINGS_STORE"], !variable.isEmpty { return try parse(variable) }
        return .sqlite(path: defaultPath(environment: environment))
    }

    static func parse(_ text: String) throws -> StoreLocation {
        if text == "memory:" || text == "memory://" { return .memory }
        if text.hasPrefix("sqlite:") {
            var path = String(text.dropFirst("sqlite:".count))
            if path.hasPrefix("//") { path.removeFirst(2) }
            guard !path.isEmpty else {
                throw CLIError.usage("sqlite: needs a path, as in sqlite:/tmp/outings.sqlite")
            }
            return .sqlite(path: (path as NSString).expandingTildeInPath)
        }
        let scheme = text.firstIndex(of: ":").map { String(text[..<$0]) }
        let problem = scheme.map { "unknown store scheme '\($0)'" } ?? "store URL '\(text)' has no scheme"
        throw CLIError.usage("\(problem); use sqlite:PATH or memory:")
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
