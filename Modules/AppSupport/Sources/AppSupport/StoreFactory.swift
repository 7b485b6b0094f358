import Persistence
import PersistencePostgres
import PersistenceSQLite
import Platform
import PlatformFoundation
import UseCases

/// The one place that knows every backend: turns a location into the ports the use cases need.
/// Adding a backend means a `StoreLocation` case, its parsing, and a case here.
public struct StoreFactory: Sendable {
    /// Where the property-list backend finds its folder (XDG_CONFIG_HOME, HOME).
    private let environment: [String: String]
    /// How long a store waits for another process's lock (`OUTINGS_LOCK_WAIT`, default 10 s).
    private let lockWait: Duration

    /// A bad `OUTINGS_LOCK_WAIT` is `AppError(.usage, ...)`, reported before any store is opened.
    public init(environment: [String: String]) throws {
        self.environment = environment
        lockWait = try LockWait.configured(environment: environment)
    }

    /// With `.read` or `.existing`, a store that does not exist is `StoreError.missing` and nothing
    /// is created; with `.write` a missing store is created.
    public func open(_ location: StoreLocation, access: StoreAccess) throws -> Stores {
        let readOnly = access != .write
        switch location {
        case .memory:
            guard !readOnly else { throw StoreError.missing("memory: (a new in-memory store is empty)") }
            return Stores(InMemoryStore())
        case .sqlite(let path):
            return Stores(
                try SQLiteStore(path: path, access: readOnly ? .readOnly : .readWrite, lockWait: lockWait))
        case .defaults(let suite):
            return Stores(
                try PropertyListStore(
                    suiteName: suite, environment: environment, access: readOnly ? .readOnly : .readWrite,
                    lockTimeout: lockWait.seconds))
        case .postgres(let url):
            return Stores(
                try PostgresStore(url: url, access: readOnly ? .readOnly : .readWrite, lockWait: lockWait))
        }
    }

    /// As `open(_:access:)`; an error says what named the store when the command line did not.
    public func open(_ selection: StoreSelection, access: StoreAccess) throws -> Stores {
        do {
            return try open(selection.location, access: access)
        } catch {
            throw selection.explaining(error)
        }
    }

    /// As `openForReading(_:)`; an error says what named the store when the command line did not.
    public func openForReading(_ selection: StoreSelection) throws -> Stores {
        do {
            return try openForReading(selection.location)
        } catch {
            throw selection.explaining(error)
        }
    }

    /// For reads: a store nobody has written yet is the empty guide, and nothing is created.
    public func openForReading(_ location: StoreLocation) throws -> Stores {
        do {
            return try open(location, access: .read)
        } catch StoreError.missing {
            return Stores(InMemoryStore())
        }
    }
}
