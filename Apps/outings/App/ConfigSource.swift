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
            throw ErrorMapping.cliError(for: error)
        }
        if let warning = file.warning {
            console.writeError("outings: warning: \(TextSanitizer.terminalSafe(warning))\n")
        }
        loaded = file
        return file
    }

    /// The store a command opens and what named it (AppSupport's `StoreSelection`); the file is
    /// read, with its warning, only when neither `--store` nor `OUTINGS_STORE` names a store.
    func storeSelection(option: String?) throws -> StoreSelection {
        try StoreSelection.resolve(option: option, environment: environment) { try file() }
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
