import CLibPQ
import PersistenceSQL
import PlatformFoundation
import UseCases

/// The PostgreSQL backend (`postgres://` or `postgresql://` libpq URLs), for a guide shared by many
/// users and machines. Each change is one transaction; writers of the same area take a
/// transaction-level advisory lock, so concurrent read-modify-writes never lose an update.
///
/// `Sendable`: the store owns one connection that serializes its own use (`PostgresConnection`),
/// so many tasks may share one store; their calls run one after another on that connection, each
/// its own transaction. A server that wants parallel queries opens one store per worker.
public final class PostgresStore: Sendable {
    /// Advisory lock keys, one per area of the store ("OUTN" followed by a number).
    enum LockKey {
        static let migrations: Int64 = 0x4F55_544E_0000
        static let attractions: Int64 = 0x4F55_544E_0001
        static let catalog: Int64 = 0x4F55_544E_0002
        static let recents: Int64 = 0x4F55_544E_0003
        static let members: Int64 = 0x4F55_544E_0004
        static let memberRecents: Int64 = 0x4F55_544E_0005
        static let visits: Int64 = 0x4F55_544E_0006
        static let household: Int64 = 0x4F55_544E_0007
        static let plans: Int64 = 0x4F55_544E_0008
    }

    let connection: PostgresConnection
    /// The select lists of a photo's and a place's fields (see `openSchema`).
    public let schema: SQLSchema

    /// How a command opens the store.
    public enum Access: Sendable {
        /// Creates the schema when the database has none.
        case readWrite
        /// Never creates the schema (read commands, a transfer source): a database without one is
        /// `StoreError.missing("postgres database NAME on HOST:PORT (no Outings schema)")`. A
        /// schema lacking only the photo-columns migration is read as it is; one older still is
        /// upgraded.
        case readOnly
    }

    /// Connects, checks the database and, with `.readWrite`, creates the Outings schema when the
    /// database has none.
    ///
    /// Every open, whatever the access, refuses before writing anything:
    /// - a database whose encoding is not UTF8: `StoreError.unavailable` (exit 74);
    /// - a schema with a migration this build does not know: `StoreError.newerVersion`.
    ///
    /// An unreachable server is `StoreError.unreachable`; a lock not granted within 10 s is
    /// `StoreError.busy`. Messages never contain the URL or its password.
    public convenience init(url: String, access: Access = .readWrite) throws {
        try self.init(url: url, access: access, lockWait: .seconds(10))
    }

    /// As `init(url:access:)`, with another bound on lock waits, so tests need not wait 10 s.
    public init(url: String, access: Access, lockWait: Duration) throws {
        connection = try PostgresConnection(
            url: url, lockWait: lockWait, secrets: PostgresURL.secrets(in: url))
        schema = try Self.openSchema(connection, createIfMissing: access == .readWrite)
        // A store opened to read reads one snapshot from here on, as SQLite's does.
        if access == .readOnly { try connection.holdSnapshot() }
    }
}
