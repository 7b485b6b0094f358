import CSQLite

/// A value bound to or read from a statement.
enum SQLiteValue: Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
}

typealias SQLiteRow = [SQLiteValue]

/// A prepared statement; finalized when released.
final class SQLiteStatement {
    // SQLite copies bound text at once when given SQLITE_TRANSIENT (-1).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    let statement: OpaquePointer
    private let connection: SQLiteConnection
    private let sql: String

    init(statement: OpaquePointer, connection: SQLiteConnection, sql: String) {
        self.statement = statement
        self.connection = connection
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(statement)
    }

    func bind(_ values: [SQLiteValue]) throws {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null: code = sqlite3_bind_null(statement, index)
            case .integer(let number): code = sqlite3_bind_int64(statement, index, number)
            case .real(let number): code = sqlite3_bind_double(statement, index, number)
            case .text(let text):
                // An explicit byte count keeps text with NUL characters whole.
                let length = Int32(text.utf8.count)
                code = sqlite3_bind_text(statement, index, text, length, Self.transient)
            }
            guard code == SQLITE_OK else { throw connection.error(code: code, sql: sql) }
        }
    }

    /// One `sqlite3_step`: SQLITE_ROW, SQLITE_DONE or an error code.
    func step() -> Int32 {
        sqlite3_step(statement)
    }

    /// The error for a failed step of this statement.
    func failure(_ code: Int32) -> SQLiteError {
        connection.error(code: code, sql: sql)
    }

    @discardableResult
    func rows() throws -> [SQLiteRow] {
        var result: [SQLiteRow] = []
        while true {
            let code = sqlite3_step(statement)
            switch code {
            case SQLITE_ROW: result.append(currentRow())
            case SQLITE_DONE: return result
            default: throw connection.error(code: code, sql: sql)
            }
        }
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
}

extension SQLiteValue {
    /// A number as a Double (SQLite may keep a whole REAL as an integer); nil otherwise.
    var real: Double? {
        switch self {
        case .real(let number): number
        case .integer(let number): Double(number)
        default: nil
        }
    }
}
