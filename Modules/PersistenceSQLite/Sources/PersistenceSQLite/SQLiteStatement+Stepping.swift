import CSQLite

extension SQLiteStatement {
    /// Steps through the result handing over the statement itself, so the caller reads just the
    /// columns it needs (`string(at:)`, `integer(at:)`) without building a row array per row;
    /// `body` may throw to stop early. The statement is reset on the next `bind`.
    func forEachStep(_ body: (SQLiteStatement) throws -> Void) throws {
        while true {
            let code = sqlite3_step(statement)
            switch code {
            case SQLITE_ROW: try body(self)
            case SQLITE_DONE: return
            default: throw connection.error(code: code, sql: sql)
            }
        }
    }

    /// The current row's column as `SQLiteValue.string` reads it (numbers as text, NULL as "").
    func string(at column: Int32) -> String {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: String(sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT: String(sqlite3_column_double(statement, column))
        case SQLITE_NULL: ""
        default: text(at: column)
        }
    }

    /// The current row's column as `SQLiteValue.int` reads it (nil unless an integer).
    func integer(at column: Int32) -> Int? {
        sqlite3_column_type(statement, column) == SQLITE_INTEGER
            ? Int(sqlite3_column_int64(statement, column)) : nil
    }

    /// The current row's column as text, or nil when it is NULL.
    func optionalString(at column: Int32) -> String? {
        sqlite3_column_type(statement, column) == SQLITE_NULL ? nil : string(at: column)
    }

    /// The current row's column as a Double (an integer converted), or nil unless a number.
    func real(at column: Int32) -> Double? {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_FLOAT, SQLITE_INTEGER: sqlite3_column_double(statement, column)
        default: nil
        }
    }
}
