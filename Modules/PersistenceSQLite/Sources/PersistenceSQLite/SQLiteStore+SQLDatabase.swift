import CSQLite
import PersistenceSQL
import UseCases

/// The shared statements (`PersistenceSQL`) run on this store's one connection, under its lock,
/// each prepared once and kept (`SQLiteConnection.withStatement`).
extension SQLiteStore: SQLDatabase, VisitStore, HouseholdStore, PlanStore, MemberStore, RecentsStore,
    PhotoCatalogStore, CredentialStore, SignInThrottleStore, AttractionEditLog
{
    public var dialect: SQLDialect { .sqlite }

    public func forEachRow(_ sql: String, _ values: [SQLValue], _ body: (SQLiteCurrentRow) throws -> Void)
        throws
    {
        try mapped {
            try connection.withStatement(sql) { statement in
                try statement.bind(values)
                try statement.forEachStep { try body(SQLiteCurrentRow(statement: $0)) }
            }
        }
    }

    /// SQLite has one write lock for the whole file: every area is ordered by it.
    public func write<T>(_ areas: [SQLArea], _ body: () throws -> T) throws -> T {
        try mapped { try connection.writeTransaction(body) }
    }

    public func read<T>(_ body: () throws -> T) throws -> T {
        try mapped { try connection.readTransaction(body) }
    }

    /// Stepping a statement already holds only the current row.
    public func forEachRowInPages(_ sql: String, _ body: (SQLiteCurrentRow) throws -> Void) throws {
        try forEachRow(sql, [], body)
    }
}

/// The row a statement stands on, read in place (no copy of the row).
public struct SQLiteCurrentRow: SQLRow {
    let statement: SQLiteStatement

    public func text(_ column: Int) -> String? { statement.optionalString(at: Int32(column)) }
    public func integer(_ column: Int) -> Int64? { statement.integer(at: Int32(column)).map { Int64($0) } }
    public func real(_ column: Int) -> Double? { statement.real(at: Int32(column)) }
}
