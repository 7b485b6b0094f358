import Domain
import PersistencePostgres
import PlatformFoundation

/// Which store an app opens, and what named it: `--store`, else `OUTINGS_STORE`, else the config
/// file's `store`, else the default SQLite file. Every app chooses its store here, so the guide one
/// app opens is the guide the others open.
public struct StoreSelection: Equatable, Sendable {
    public enum Source: String, Sendable, Encodable {
        case option = "--store"
        case environment = "OUTINGS_STORE"
        case configFile = "config file"
        case standard = "default"
    }

    public let location: StoreLocation
    public let source: Source
    /// What named the store when the command line did not: "OUTINGS_STORE" or "FILE: store",
    /// put before an error about that store so the person knows where to fix it.
    public let origin: String?

    /// `configFile` is read only when neither the option nor the variable names a store, so a bad
    /// or unreadable file does not stop a command that names its store.
    public static func resolve(
        option: String?, environment: [String: String], configFile: () throws -> ConfigFile
    ) throws -> StoreSelection {
        if let option {
            return StoreSelection(
                location: try StoreLocation.parse(option, environment: environment), source: .option,
                origin: nil)
        }
        if let variable = environment["OUTINGS_STORE"], !variable.isEmpty {
            return try StoreSelection(
                parsing: variable, environment: environment, source: .environment, origin: "OUTINGS_STORE")
        }
        let file = try configFile()
        if let store = file.values[.store], !store.isEmpty {
            return try StoreSelection(
                parsing: store, environment: environment, source: .configFile, origin: "\(file.path): store")
        }
        return StoreSelection(
            location: .sqlite(path: StoreLocation.defaultPath(environment: environment)), source: .standard,
            origin: nil)
    }

    /// As `resolve(option:environment:configFile:)`, reading the file named by the environment.
    public static func resolve(option: String?, environment: [String: String]) throws -> StoreSelection {
        try resolve(option: option, environment: environment) {
            try ConfigFile.load(environment: environment)
        }
    }

    private init(location: StoreLocation, source: Source, origin: String?) {
        self.location = location
        self.source = source
        self.origin = origin
    }

    private init(parsing text: String, environment: [String: String], source: Source, origin: String) throws {
        do {
            self.init(
                location: try StoreLocation.parse(text, environment: environment), source: source,
                origin: origin)
        } catch let error as AppError {
            // Say where the bad value came from: the user typed no --store.
            throw AppError(error.category, "\(origin): \(error.message)")
        }
    }

    /// An error about this store, prefixed with what named it (once) when the command line did not.
    public func explaining(_ error: any Error) -> AppError {
        let failure = AppError(classifying: error)
        guard let origin, !failure.message.hasPrefix(origin + ": ") else { return failure }
        return AppError(failure.category, "\(origin): \(failure.message)")
    }

    /// For "Store: ..." lines: the location with any password as `***`, and what named it.
    public var description: String { "\(location.redacted) (\(source.rawValue))" }
}

extension StoreLocation {
    /// The store as text with every form of a PostgreSQL password replaced by `***`.
    public var redacted: String {
        switch self {
        case .sqlite(let path): return "sqlite:" + path
        case .memory: return "memory:"
        case .defaults(let suite): return "defaults:" + suite
        case .postgres(let url):
            var text = url
            if var components = URLComponents(string: url) {
                if components.percentEncodedPassword != nil { components.percentEncodedPassword = "***" }
                components.percentEncodedQueryItems = components.percentEncodedQueryItems?.map {
                    $0.name == "password" ? URLQueryItem(name: $0.name, value: "***") : $0
                }
                text = components.string ?? "postgres://***"
            }
            // Whatever form the password took, none of it may remain.
            for secret in PostgresURL.secrets(in: url) where text.contains(secret) {
                text = text.replacingEach(secret, with: "***")
            }
            return text
        }
    }
}
