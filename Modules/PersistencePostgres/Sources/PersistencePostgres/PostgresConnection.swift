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
/// A session the server ended (a restart, `pg_terminate_backend`, an idle timeout) is opened again
/// before the next unit of work, a few times over a short while (`reopenPauses`); never inside a
/// transaction, and never by running again a statement that may have run (see `reopenIfLost`).
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
    /// How many transactions are open around the statement running now (guarded by `lock`). While
    /// one is, a lost connection is reported and never replaced: a new session would run the rest
    /// of the transaction outside it, and its COMMIT would report success for work the server
    /// threw away with the old session.
    private var openTransactions = 0
    /// True while a lost connection is being opened again and its session set up (guarded by `lock`).
    private var reopening = false
    /// The advisory locks the open transaction holds (guarded by `lock`), so a write joining it
    /// takes only those it lacks.
    var heldLocks: Set<Int64> = []
    /// Whether a statement failed inside the open transaction (guarded by `lock`): the server has
    /// then aborted it, and its COMMIT would roll back without an error, so it is refused.
    var statementFailedInside = false

    /// The pauses between attempts to open a lost connection again: five attempts within about
    /// 1.5 s, long enough for a server's restart, short enough that a request still gets its
    /// answer (`StoreError.unreachable`) soon when the server stays down. The next use tries again.
    static let reopenPauses: [Duration] = [
        .milliseconds(100), .milliseconds(200), .milliseconds(400), .milliseconds(800),
    ]
    /// No attempt starts later than this after the first, so a server that lets each attempt wait
    /// (up to connect_timeout) is tried once or twice, not five times.
    static let reopenWindow: Duration = .seconds(2)

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
            if let setting = Self.refusedSetting(message) { throw StoreError.malformedLocation(setting) }
            throw StoreError.unreachable(message)
        }
        handle = connection
    }

    /// libpq checks a URL's settings (connect_timeout, sslmode, port...) before any network
    /// traffic and words a refused one "invalid ...", after "connection to server at ... failed: "
    /// when the setting is read per host. That reason alone, or nil for any other failure.
    static func refusedSetting(_ message: String) -> String? {
        let reason = message.firstRange(of: " failed: ").map { String(message[$0.upperBound...]) } ?? message
        return reason.hasPrefix("invalid ") ? reason : nil
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
    /// Returns the rows of the last statement.
    @discardableResult
    func executeConstant(_ sql: String) throws -> [[String?]] {
        try serialized {
            try reopenIfLost()
            let result = libpq.exec(handle, sql)
            defer { libpq.clear(result) }
            guard [PGRES_COMMAND_OK, PGRES_TUPLES_OK].contains(libpq.resultStatus(result)) else {
                if openTransactions > 0 { statementFailedInside = true }
                throw failure(result, sql: sql)
            }
            return rows(of: result)
        }
    }

    private func run(_ sql: String, _ parameters: [String?], missingTableIsNil: Bool = false) throws
        -> [[String?]]?
    {
        try run(sql, parameters, types: nil, missingTableIsNil: missingTableIsNil) { rows(of: $0) }
    }

    /// Runs one statement whose parameters have the given types (0: the server infers it) and
    /// hands its result to `read` before it is freed. Callers hold the connection (`serialized`).
    func run<T>(
        _ sql: String, _ parameters: [String?], types: [Oid]?, missingTableIsNil: Bool = false,
        read: (OpaquePointer?) throws -> T
    ) throws -> T? {
        // A C string ends at NUL: refuse rather than silently store a truncated value.
        guard !parameters.contains(where: { $0?.utf8.contains(0) == true }) else {
            throw StoreError.unavailable("PostgreSQL cannot store text with a NUL character")
        }
        try reopenIfLost()
        let result = Self.withOptionalCStrings(parameters) { pointers in
            libpq.execParams(handle, sql, Int32(parameters.count), types, pointers, nil, nil, 0)
        }
        defer { libpq.clear(result) }
        switch libpq.resultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK:
            return try read(result)
        default:
            if missingTableIsNil, sqlState(of: result) == "42P01" { return nil }
            if openTransactions > 0 { statementFailedInside = true }
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

    /// Whether a transaction is open around the caller (it holds the connection: `serialized`).
    var isInsideTransaction: Bool { serialized { openTransactions > 0 } }

    /// Counts a transaction begun to last as long as the connection (`holdSnapshot`).
    func beginHeldTransaction() {
        serialized { openTransactions += 1 }
    }

    /// Runs `body` as part of a transaction the caller has begun: a connection lost meanwhile is
    /// reported, never replaced (see `openTransactions`).
    @discardableResult
    func insideTransaction<T>(_ body: () throws -> T) rethrows -> T {
        try serialized {
            openTransactions += 1
            defer { openTransactions -= 1 }
            return try body()
        }
    }

    /// Opens the connection again when the server has ended it, before a statement is sent; only
    /// between units of work (no transaction open), so what is sent next is a whole unit (a
    /// BEGIN, or one statement of its own) on a fresh session, and nothing sent before is sent
    /// again. A statement that fails because the connection died while it ran is not retried:
    /// whether it ran is unknown. It is reported as `StoreError.unreachable`, and the next unit of
    /// work opens the connection again.
    private func reopenIfLost() throws {
        guard openTransactions == 0, !reopening, isLost else { return }
        try reopen()
    }

    /// Whether the connection is known broken, or the server has ended the session. Between units
    /// of work the server sends nothing (no LISTEN, and every result is read to its end), so
    /// anything to read on the socket is its farewell: the error it sends before closing, or end
    /// of file. Checked without waiting.
    private var isLost: Bool {
        guard libpq.status(handle) == CONNECTION_OK else { return true }
        var socket = pollfd(fd: libpq.socket(handle), events: Int16(POLLIN), revents: 0)
        return poll(&socket, 1, 0) > 0
    }

    /// Opens the connection again with the parameters it was first opened with (PQreset) and sets
    /// up the new session as `PostgresStore` does, trying after each of `reopenPauses` within
    /// `reopenWindow`; then `StoreError.unreachable` with libpq's reason.
    private func reopen() throws {
        reopening = true
        defer { reopening = false }
        let started = ContinuousClock.now
        var attempt = 0
        while true {
            libpq.reset(handle)
            if libpq.status(handle) == CONNECTION_OK {
                do {
                    _ = try configureSession(readingMigrations: false)
                    return
                } catch {
                    // Lost again while being set up: another attempt. Anything else is the answer.
                    guard libpq.status(handle) != CONNECTION_OK else { throw error }
                }
            }
            guard attempt < Self.reopenPauses.count,
                ContinuousClock.now + Self.reopenPauses[attempt] - started <= Self.reopenWindow
            else {
                throw StoreError.unreachable(
                    redact(Self.firstLine(Self.text(libpq.errorMessage(handle))))
                        + " (the connection was lost; \(attempt + 1) attempts to open it again failed)")
            }
            Self.pause(Self.reopenPauses[attempt])
            attempt += 1
        }
    }

    /// Blocks the calling thread for `duration` (it holds this connection, which nothing else may use meanwhile).
    static func pause(_ duration: Duration) {
        usleep(useconds_t(duration.wholeMilliseconds * 1000))
    }

    private func failure(_ result: OpaquePointer?, sql: String) -> StoreError {
        if libpq.status(handle) != CONNECTION_OK || sqlState(of: result).map(Self.endsSession) == true {
            let reason = redact(Self.firstLine(Self.text(libpq.errorMessage(handle))))
            return .unreachable(
                openTransactions > 0
                    ? reason + " (the connection was lost inside a transaction, which the server rolls back:"
                        + " nothing was changed)"
                    : reason)
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

    /// SQLSTATEs of a session the server is ending or cannot serve: class 08 (connection
    /// exception), 57P01 admin_shutdown (a restart, pg_terminate_backend), 57P02 crash_shutdown,
    /// 57P03 cannot_connect_now (starting up or shutting down).
    private static func endsSession(_ state: String) -> Bool {
        state.hasPrefix("08") || ["57P01", "57P02", "57P03"].contains(state)
    }

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
