import CSQLite

/// One open SQLite database handle. Used by one thread at a time: `SQLiteStore` holds its lock
/// around every use.
final class SQLiteConnection {
    private let handle: OpaquePointer
    /// Statements prepared once and kept by their SQL, idle between uses (`withStatement`).
    private var kept: [String: SQLiteStatement] = [:]
    /// At most this many are kept: the shared statements are a fixed set, and a statement built
    /// for a value's count (a list of n placeholders) must not make the cache grow without end.
    private static let keptLimit = 128

    /// `path` is a file path, never a SQLite URI filename: no SQLITE_OPEN_URI, and callers pass an
    /// absolute path, which SQLite never reads as a URI even when built with SQLITE_USE_URI.
    /// `immutable` is only for reading a store in a folder this user cannot write (see SQLiteStore).
    init(path: String, readOnly: Bool = false, immutable: Bool = false) throws {
        var opened: OpaquePointer?
        var flags = SQLITE_OPEN_NOMUTEX | (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE)
        var name = path
        if immutable {
            flags |= SQLITE_OPEN_URI
            name = "file:" + Self.uriEscaped(path) + "?immutable=1"
        }
        let code = sqlite3_open_v2(name, &opened, flags, nil)
        guard code == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close_v2(opened)
            throw SQLiteError(code: code, message: message, sql: nil)
        }
        handle = opened
        sqlite3_extended_result_codes(handle, 1)
    }

    /// Percent-encodes everything but unreserved characters and '/', as a URI path needs.
    private static func uriEscaped(_ path: String) -> String {
        var escaped = ""
        for byte in path.utf8 {
            let char = Character(Unicode.Scalar(byte))
            if char.isASCII && (char.isLetter || char.isNumber || "/-._~".contains(char)) {
                escaped.append(char)
            } else {
                escaped += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return escaped
    }

    deinit {
        // Every statement is finalized before the handle closes.
        kept.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    var changes: Int {
        Int(sqlite3_changes(handle))
    }

    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Runs statements that take no parameters (schema, pragmas, transaction control).
    func execute(_ sql: String) throws {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw error(code: code, sql: sql) }
    }

    func prepare(_ sql: String) throws -> SQLiteStatement {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else { throw error(code: code, sql: sql) }
        return SQLiteStatement(statement: statement, connection: self, sql: sql)
    }

    /// Runs `body` with `sql` prepared: the kept statement when it is idle, else a new one
    /// (a statement read again while its own rows are being read gets a statement of its
    /// own). The statement is reset afterwards, so it holds no lock between uses.
    func withStatement<T>(_ sql: String, _ body: (SQLiteStatement) throws -> T) throws -> T {
        let statement = try kept.removeValue(forKey: sql) ?? prepare(sql)
        defer {
            statement.reset()
            if kept.count >= Self.keptLimit { kept.removeAll() }
            kept[sql] = statement
        }
        return try body(statement)
    }

    /// Runs one statement with bound values and returns every row.
    @discardableResult
    func query(_ sql: String, _ values: SQLiteValue...) throws -> [SQLiteRow] {
        try query(sql, values: values)
    }

    @discardableResult
    func query(_ sql: String, values: [SQLiteValue]) throws -> [SQLiteRow] {
        let statement = try prepare(sql)
        try statement.bind(values)
        return try statement.rows()
    }

    /// A write transaction that takes the write lock up front (BEGIN IMMEDIATE), so it waits on
    /// the busy timeout instead of failing when it would otherwise upgrade from a read lock.
    /// Inside a transaction already open (one change of several writes) it is a savepoint of
    /// it: its failure undoes only its own writes, and the outer transaction commits them.
    func writeTransaction<T>(_ body: () throws -> T) throws -> T {
        guard !isInsideTransaction else { return try savepoint(body) }
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Reads in one snapshot (a deferred transaction that never writes); inside a transaction
    /// already open, in that one's.
    func readTransaction<T>(_ body: () throws -> T) throws -> T {
        guard !isInsideTransaction else { return try body() }
        try execute("BEGIN")
        defer { try? execute("COMMIT") }
        return try body()
    }

    /// Whether a transaction is open on this connection (SQLite leaves autocommit mode).
    var isInsideTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    private func savepoint<T>(_ body: () throws -> T) throws -> T {
        try execute("SAVEPOINT nested")
        do {
            let result = try body()
            try execute("RELEASE nested")
            return result
        } catch {
            try? execute("ROLLBACK TO nested")
            try? execute("RELEASE nested")
            throw error
        }
    }

    func error(code: Int32, sql: String?) -> SQLiteError {
        SQLiteError(code: code, message: String(cString: sqlite3_errmsg(handle)), sql: sql)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
