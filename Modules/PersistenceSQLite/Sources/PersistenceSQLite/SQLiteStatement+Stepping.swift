import CSQLite

extension SQLiteStatement {
    /// Steps through the result one row at a time, so only the current row is in memory; `body`
    /// may throw to stop early. The statement is reset on the next `bind`.
    func forEachRow(_ body: (SQLiteRow) throws -> Void) throws {
        while true {
            let code = step()
            switch code {
            case SQLITE_ROW: try body(currentRow())
            case SQLITE_DONE: return
            default: throw failure(code)
            }
        }
    }
}
