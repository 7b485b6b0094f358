import CLibPQ
import Domain
import Platform
import PlatformFoundation
import UseCases

#if canImport(Glibc)
    import Glibc
#endif

/// One libpq connection. Every statement goes through PQexecParams with text parameters, so no
/// value is ever spliced into SQL.
///
/// `Sendable` and internally serialized: libpq allows one thread at a time on a connection, so
/// every statement, and every transaction as a whole, runs under `serialized`. A transaction
/// therefore never has another thread's statement slipped into it. `@unchecked` because the
/// compiler cannot see that the lock guards `handle`.
final class PostgresConnection: @unchecked Sendable {
    /// Seconds libpq waits for a server before giving up, unless the URL sets connect_timeout.
    static let defaultConnectTimeout = "10"

    /// Internal, not private, only so the session settings (PostgresConnection+Session) can read it.
    let handle: OpaquePointer
    /// The functions `handle` is used through (loaded at the first connection; see LibPQ).
    let libpq: LibPQ
    private var secrets: [String]
    /// Recursive because a transaction's body runs statements, and store methods that read in one
    /// snapshot call other store methods.
    private let lock = RecursiveLock()
    /// How long any statement waits for a lock (advisory, row or table) before `StoreError.busy`.
    let lockWait: Duration

    /// `secrets` are the URL's password in every form it was written; the password libpq actually
    /// used (from PGPASSWORD or ~/.pgpass too) is added once known, and all are kept out of messages.
    init(url: String, lockWait: Duration, secrets: [String]) throws {
        self.secrets = secrets
        self.lockWait = lockWait
        let libpq = try LibPQ.loaded()
        self.libpq = libpq
        // Later keywords win, and "dbname" expands to the whole URL, so the URL's own
        // connect_timeout (if any) overrides our default, while client_encoding, placed after
        // the URL, overrides the URL, PGCLIENTENCODING and the database's setting: every string
        // this code sends and reads is UTF-8.
        let keywords = ["connect_timeout", "dbname", "client_encoding"]
        let values = [Self.defaultConnectTimeout, url, "UTF8"]
        let connection = Self.withCStrings(keywords) { keywordPointers in
            Self.withCStrings(values) { valuePointers in
                libpq.connectdbParams(keywordPointers, valuePointers, 1)
            }
        }
        guard let connection else { throw StoreError.unreachable("libpq could not allocate a connection") }
        self.secrets = Self.adding(libpq.pass(connection).map { String(cString: $0) }, to: secrets)
        guard libpq.status(connection) == CONNECTION_OK else {
            let message = Self.redact(Self.firstLine(Self.text(libpq.errorMessage(connection))), self.secrets)
            libpq.finish(connection)
            throw StoreError.unreachable(message)
        }
        handle = connection
    }

    deinit {
        libpq.finish(handle)
    }

    /// Runs `body` with this connection to itself: no other thread's statement runs until it
    /// returns. Every use of `handle` after `init` goes through here.
    func serialized<T>(_ body: () throws -> T) rethrows -> T {
        try lock.withLock(body)
    }

    /// Runs one statement; `nil` parameters are SQL NULL. Returns rows of text values.
    @discardableResult
    func execute(_ sql: String, _ parameters: [String?] = []) throws -> [[String?]] {
        try serialized { try run(sql, parameters) ?? [] }
    }

    /// As `execute`, but nil when the statement names a table the database does not have
    /// (SQLSTATE 42P01), so a first statement can assume the schema and learn it is missing.
    func executeUnlessTableIsMissing(_ sql: String, _ parameters: [String?] = []) throws -> [[String?]]? {
        try serialized { try run(sql, parameters, missingTableIsNil: true) }
    }

    /// Runs fixed SQL of several statements in one round trip (libpq's simple query protocol,
    /// which takes no parameters): only for statements built from constants, never from values.
    func executeConstant(_ sql: String) throws {
        try serialized {
            let result = libpq.exec(handle, sql)
            defer { libpq.clear(result) }
            guard [PGRES_COMMAND_OK, PGRES_TUPLES_OK].contains(libpq.resultStatus(result)) else {
                throw failure(result, sql: sql)
            }
        }
    }

    private func run(_ sql: String, _ parameters: [String?], missingTableIsNil: Bool = false) throws
        -> [[String?]]?
    {
        // A C string ends at NUL: refuse rather than silently store a truncated value.
        guard !parameters.contains(where: { $0?.utf8.contains(0) == true }) else {
            throw StoreError.unavailable("PostgreSQL cannot store text with a NUL character")
        }
        let result = Self.withOptionalCStrings(parameters) { pointers in
            libpq.execParams(handle, sql, Int32(parameters.count), nil, pointers, nil, nil, 0)
        }
        defer { libpq.clear(result) }
        switch libpq.resultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK:
            return rows(of: result)
        default:
            if missingTableIsNil, sqlState(of: result) == "42P01" { return nil }
            throw failure(result, sql: sql)
        }
    }

    private func sqlState(of result: OpaquePointer?) -> String? {
        libpq.resultErrorField(result, Self.sqlStateField).map { String(cString: $0) }
    }

    /// A transaction holding a transaction-level advisory lock, so writers of one area of the store
    /// (attractions, catalog, recents) run one after another and none loses another's change.
    ///
    /// READ COMMITTED is named here, whatever the server's default: under REPEATABLE READ or
    /// SERIALIZABLE the snapshot would be taken by the lock statement itself, before the wait, so
    /// the body would read rows as they were before the previous holder committed (duplicate
    /// positions, `could not serialize access`). Under READ COMMITTED each statement after the
    /// lock sees every commit made before it, and the lock already orders the writers.
    func writeTransaction<T>(lock key: Int64, _ body: () throws -> T) throws -> T {
        try writeTransaction(locks: [key], body)
    }

    private func rows(of result: OpaquePointer?) -> [[String?]] {
        (0..<libpq.ntuples(result)).map { row in
            (0..<libpq.nfields(result)).map { column in
                libpq.getisnull(result, row, column) == 1
                    ? nil : Self.text(libpq.getvalue(result, row, column))
            }
        }
    }

    private func failure(_ result: OpaquePointer?, sql: String) -> StoreError {
        if libpq.status(handle) != CONNECTION_OK {
            return .unreachable(redact(Self.firstLine(Self.text(libpq.errorMessage(handle)))))
        }
        if sqlState(of: result) == "55P03" {
            // lock_not_available: lock_timeout ran out (see configureSession).
            return .busy(
                "a lock on the PostgreSQL store was not granted within \(Self.describe(lockWait))"
                    + " (another session holds it); nothing was changed")
        }
        let message = Self.firstLine(Self.text(libpq.resultErrorMessage(result)))
        return .unavailable(redact("\(message) in \(sql.split(separator: "\n").first ?? "")"))
    }

    private func redact(_ message: String) -> String {
        Self.redact(message, secrets)
    }

    /// Every occurrence of every secret becomes "***".
    static func redact(_ message: String, _ secrets: [String]) -> String {
        secrets.reduce(message) { text, secret in text.replacingEach(secret, with: "***") }
    }

    private static func adding(_ secret: String?, to secrets: [String]) -> [String] {
        guard let secret, !secret.isEmpty, !secrets.contains(secret) else { return secrets }
        return (secrets + [secret]).sorted { $0.count > $1.count }
    }

    /// PG_DIAG_SQLSTATE, a character constant that does not import into Swift.
    private static let sqlStateField = Int32(UInt8(ascii: "C"))

    static func describe(_ wait: Duration) -> String {
        let milliseconds = milliseconds(wait)
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }

    static func milliseconds(_ wait: Duration) -> Int64 {
        max(1, wait.wholeMilliseconds)
    }

    /// A C string libpq returned, "" for NULL (libpq documents NULL for some of them on failure).
    static func text(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    static func firstLine(_ text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? text
        return line.hasPrefix("ERROR:  ") ? String(line.dropFirst(8)) : line
    }

    private static func withCStrings<T>(_ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> T) -> T {
        withOptionalCStrings(strings) { pointers in body(pointers + [nil]) }
    }

    /// C copies of the strings, alive for the duration of `body`.
    private static func withOptionalCStrings<T>(_ strings: [String?], _ body: ([UnsafePointer<CChar>?]) -> T)
        -> T
    {
        let copies = strings.map { $0.map { strdup($0) } ?? nil }
        defer { for copy in copies { free(copy) } }
        return body(copies.map { $0.map { UnsafePointer($0) } })
    }
}
