import CSQLite
import PersistenceSQL

typealias SQLiteValue = SQLValue

typealias SQLiteRow = [SQLiteValue]

/// A prepared statement; finalized when released.
final class SQLiteStatement {
    // SQLite reads bound text in place when given SQLITE_STATIC (0): the pointer must stay valid
    // until the parameter is bound again or the statement is finalized.
    private static let unmanaged: sqlite3_destructor_type? = nil

    let statement: OpaquePointer
    // Unowned: the connection keeps its statements (`withStatement`), and outlives every one.
    unowned let connection: SQLiteConnection
    let sql: String
    /// The text of the current bindings, owned here and bound with SQLITE_STATIC, so a row costs
    /// one copy into memory reused from row to row instead of one allocation per text value
    /// inside SQLite (SQLITE_TRANSIENT). Rewritten only after the bindings are cleared.
    private var boundText = UnsafeMutableRawBufferPointer.allocate(byteCount: 256, alignment: 1)

    init(statement: OpaquePointer, connection: SQLiteConnection, sql: String) {
        self.statement = statement
        self.connection = connection
        self.sql = sql
    }

    deinit {
        // Finalized first: no binding may outlive the text it points at.
        sqlite3_finalize(statement)
        boundText.deallocate()
    }

    func bind(_ values: [SQLiteValue]) throws {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
        reserveBoundText(values)
        var used = 0
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null: code = sqlite3_bind_null(statement, index)
            case .integer(let number): code = sqlite3_bind_int64(statement, index, number)
            case .real(let number): code = sqlite3_bind_double(statement, index, number)
            case .text(let text): code = bind(text, at: index, used: &used)
            }
            guard code == SQLITE_OK else { throw connection.error(code: code, sql: sql) }
        }
    }

    /// Room for every text value at once: the buffer never moves while bindings point into it.
    private func reserveBoundText(_ values: [SQLiteValue]) {
        let needed = values.reduce(0) { total, value in
            if case .text(let text) = value { return total + text.utf8.count }
            return total
        }
        guard needed > boundText.count else { return }
        boundText.deallocate()
        boundText = .allocate(byteCount: max(needed, 2 * boundText.count), alignment: 1)
    }

    /// Text copied into `boundText` after the `used` bytes there, bound by its byte count, which
    /// keeps text with NUL characters whole. Empty text still points into the buffer: SQLite
    /// reads a null pointer as NULL.
    private func bind(_ text: String, at index: Int32, used: inout Int) -> Int32 {
        let start = boundText.baseAddress! + used
        var text = text
        let count = text.withUTF8 { bytes in
            if let source = bytes.baseAddress { start.copyMemory(from: source, byteCount: bytes.count) }
            return bytes.count
        }
        used += count
        return sqlite3_bind_text(
            statement, index, start.assumingMemoryBound(to: CChar.self), Int32(count), Self.unmanaged)
    }

    /// Ends the statement's current run, so it holds no read lock while idle.
    func reset() {
        sqlite3_reset(statement)
    }

    @discardableResult
    func rows() throws -> [SQLiteRow] {
        var result: [SQLiteRow] = []
        try forEachStep { result.append($0.currentRow()) }
        return result
    }

    func text(at column: Int32) -> String {
        guard let start = sqlite3_column_text(statement, column) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }

    func currentRow() -> SQLiteRow {
        (0..<sqlite3_column_count(statement)).map { column in
            switch sqlite3_column_type(statement, column) {
            case SQLITE_INTEGER: .integer(sqlite3_column_int64(statement, column))
            case SQLITE_FLOAT: .real(sqlite3_column_double(statement, column))
            case SQLITE_NULL: .null
            default: .text(text(at: column))
            }
        }
    }
}

extension SQLiteValue {
    var int: Int? {
        if case .integer(let number) = self { return Int(number) }
        return nil
    }

    var string: String {
        switch self {
        case .text(let text): text
        case .integer(let number): String(number)
        case .real(let number): String(number)
        case .null: ""
        }
    }

    /// A number as a Double (SQLite may keep a whole REAL as an integer); nil otherwise.
    var real: Double? {
        switch self {
        case .real(let number): number
        case .integer(let number): Double(number)
        default: nil
        }
    }
}
