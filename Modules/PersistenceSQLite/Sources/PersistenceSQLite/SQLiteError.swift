import CSQLite

/// A failed SQLite call, with the result code, SQLite's message and the statement it ran.
struct SQLiteError: Error, CustomStringConvertible {
    let code: Int32
    let message: String
    let sql: String?

    var description: String {
        if let sql { return "\(message) (code \(code)) in \(sql)" }
        return "\(message) (code \(code))"
    }

    /// Corruption and "not a database" mean the file is not ours to use; BUSY after the busy timeout
    /// means another process held the lock too long; anything else is I/O.
    var storeError: StoreErrorKind {
        switch code & 0xFF {
        case SQLITE_CORRUPT, SQLITE_NOTADB: .corrupt
        case SQLITE_BUSY, SQLITE_LOCKED: .busy
        default: .unavailable
        }
    }

    enum StoreErrorKind { case corrupt, busy, unavailable }
}
