import AppSupport

/// The configuration file as the commands see it: read only when a command needs it, at most
/// once, with its warning (readable by others) printed once on standard error.
final class ConfigSource {
    let environment: [String: String]
    private let console: any Console
    private var loaded: ConfigFile?

    init(environment: [String: String], console: any Console) {
        self.environment = environment
        self.console = console
    }

    var path: String { ConfigFile.path(environment: environment) }

    func file() throws -> ConfigFile {
        if let loaded { return loaded }
        let file: ConfigFile
        do {
            file = try ConfigFile.load(environment: environment)
        } catch let error as AppError {
            throw CLIError(code: ErrorMapping.exitCode(for: error.category), message: error.message)
        }
        if let warning = file.warning {
            console.writeError("outings: warning: \(TextSanitizer.terminalSafe(warning))\n")
        }
        loaded = file
        return file
    }

    /// Where the store came from, in the order that wins: `--store`, `OUTINGS_STORE`, the file.
    enum Source: String, Encodable {
        case option = "--store"
        case environment = "OUTINGS_STORE"
        case configFile = "config file"
        case standard = "default"
    }

    func storeSource(option: String?) throws -> Source {
        if option != nil { return .option }
        if !(environment["OUTINGS_STORE"] ?? "").isEmpty { return .environment }
        return (try file().values[.store] ?? "").isEmpty ? .standard : .configFile
    }

    /// `--store`, else `OUTINGS_STORE`, else the file's `store`, else the default SQLite file.
    func storeLocation(option: String?) throws -> StoreLocation {
        guard try storeSource(option: option) == .configFile, let store = try file().values[.store] else {
            return try StoreLocation.resolve(option: option, environment: environment)
        }
        do {
            return try StoreLocation.parse(store, environment: environment)
        } catch let error as AppError {
            throw AppError(error.category, "\(path): store: \(error.message)")
        }
    }

    /// For messages about a store that cannot be opened: the variable or the file that named it.
    /// Read quietly and not kept: a command that never opens its default store (`transfer`) must
    /// neither warn about the file nor fail on it.
    func origin(option: String?) -> String? {
        if option != nil { return nil }
        if !(environment["OUTINGS_STORE"] ?? "").isEmpty { return "OUTINGS_STORE" }
        let store = (try? ConfigFile.load(environment: environment))?.values[.store] ?? ""
        return store.isEmpty ? nil : "\(path): store"
    }

    /// The environment a command sees: the file's Flickr key as `FLICKR_API_KEY` when the
    /// variable is unset (so `--api-key`, `--api-key-file` and the variable still win).
    func environmentWithFlickrKey() throws -> [String: String] {
        guard (environment["FLICKR_API_KEY"] ?? "").isEmpty, let key = try file().values[.flickrAPIKey],
            !key.isEmpty
        else { return environment }
        return environment.merging(["FLICKR_API_KEY": key]) { $1 }
    }
}
