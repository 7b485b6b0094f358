import CLibPQ
import Foundation
import UseCases

/// The PostgreSQL backend (`postgres://` or `postgresql://` libpq URLs), for a guide shared by many
/// users and machines. Each change is one transaction; writers of the same area take a
/// transaction-level advisory lock, so concurrent read-modify-writes never lose an update.
public final class PostgresStore {
    /// Advisory lock keys, one per area of the store ("OUTN" followed by a number).
    enum LockKey {
        static let migrations: Int64 = 0x4F55_544E_0000
        static let attractions: Int64 = 0x4F55_544E_0001
        static let catalog: Int64 = 0x4F55_544E_0002
        static let recents: Int64 = 0x4F55_544E_0003
    }

    let connection: PostgresConnection
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()

    /// Connects, checks the database and creates or upgrades the Outings schema as needed.
    ///
    /// - Parameter createIfMissing: `false` opens only a database that already holds an Outings
    ///   schema (for read commands and a transfer source): a database without one is
    ///   `StoreError.missing("postgres database NAME on HOST:PORT (no Outings schema)")` and
    ///   nothing is created. An existing schema from an older Outings is still upgraded.
    ///
    /// Every open, whatever `createIfMissing` says, refuses before writing anything:
    /// - a database whose encoding is not UTF8: `StoreError.unavailable` (exit 74);
    /// - a schema with a migration this build does not know: `StoreError.newerVersion`.
    ///
    /// An unreachable server is `StoreError.unreachable`; a lock not granted within 10 s is
    /// `StoreError.busy`. Messages never contain the URL or its password.
    public convenience init(url: String, createIfMissing: Bool = true) throws {
        try self.init(url: url, createIfMissing: createIfMissing, lockWait: .seconds(10))
    }

    /// As `init(url:createIfMissing:)`, with another bound on lock waits, so tests need not wait 10 s.
    package init(url: String, createIfMissing: Bool, lockWait: Duration) throws {
        let password = PostgresURL.password(in: url)
        connection = try PostgresConnection(url: url, lockWait: lockWait) { message in
            guard let password, !password.isEmpty else { return message }
            return message.replacingOccurrences(of: password, with: "***")
        }
        try openSchema(createIfMissing: createIfMissing)
    }
}

/// Reading libpq URLs without connecting.
public enum PostgresURL {
    /// True for `postgres://` and `postgresql://` URLs.
    public static func isPostgres(_ url: String) -> Bool {
        url.hasPrefix("postgres://") || url.hasPrefix("postgresql://")
    }

    /// True when libpq can parse the URL (it does not connect).
    public static func isWellFormed(_ url: String) -> Bool {
        var message: UnsafeMutablePointer<CChar>?
        let options = PQconninfoParse(url, &message)
        defer {
            PQconninfoFree(options)
            PQfreemem(message)
        }
        return options != nil && URLComponents(string: url) != nil
    }

    /// The password part of the URL, if any (percent-decoded), so messages can leave it out.
    public static func password(in url: String) -> String? {
        URLComponents(string: url)?.password
    }
}
