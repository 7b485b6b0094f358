import Domain

/// What the statements both SQL backends share need of a store: one statement with its values,
/// its rows read in place, and a write transaction. SQLite and PostgreSQL each implement it over
/// their own connection; every rule above it (what is read, written, checked) is written once,
/// in this module.
///
/// Statements use `?` for their parameters, bound in order (PostgreSQL's connection numbers them).
public protocol SQLDatabase: Sendable {
    associatedtype Row: SQLRow
    /// The SQL text that differs between the backends.
    var dialect: SQLDialect { get }
    /// What the schema the store was opened on holds.
    var schema: SQLSchema { get }
    /// Runs one statement and calls `body` with each row as it is read; `body` may throw to stop.
    /// Failures are `StoreError`s.
    func forEachRow(_ sql: String, _ values: [SQLValue], _ body: (Row) throws -> Void) throws
    /// Runs `body` as one write transaction that orders it after every other writer of `areas`
    /// (SQLite: the database's write lock; PostgreSQL: the areas' advisory locks). Inside a
    /// transaction already open it joins that one.
    func write<T>(_ areas: [SQLArea], _ body: () throws -> T) throws -> T
    /// Runs `body` reading one snapshot of the store where the backend has them.
    func read<T>(_ body: () throws -> T) throws -> T
    /// As `forEachRow` for a statement without parameters whose rows may not fit in memory: only a
    /// page is held at a time (SQLite steps the statement; PostgreSQL reads through a cursor).
    /// The caller is inside `read` or `write`.
    func forEachRowInPages(_ sql: String, _ body: (Row) throws -> Void) throws

    // What each backend writes its own way (PostgreSQL in one statement each, which SQLite's SQL
    // cannot say); the caller holds the write transaction.

    /// Adds at the end, continuing from the version the id had when it was last removed.
    func append(_ attraction: Attraction) throws -> Attraction
    /// Inserts in order from `firstPosition`, keeping each version unless the id was removed at a
    /// later one (see `GuideStore.replaceGuide(from:replacing:)`), after the caller emptied the list.
    func insertContinuingVersions(_ attractions: [Attraction], firstPosition: Int) throws
    /// Makes the stored household recents exactly `recents`; the caller holds the write lock. By
    /// default a delete and one insert per photo; PostgreSQL writes it in one statement.
    func writeRecents(_ recents: [Photo]) throws
    /// `RecentsStore.updateRecents` for the household's list. By default in the recents' write
    /// transaction; PostgreSQL writes it in one statement that checks the list's version.
    func updateHouseholdRecents(_ change: ([Photo]) throws -> [Photo]) throws -> [Photo]
    /// The number of attractions, from the bucket sizes; sizes no list has are damage.
    func count() throws -> Int
    /// Damage only this backend can have (`check`), inside the caller's snapshot; not `readable`
    /// when the rest of the store cannot be trusted to read at all.
    func storageProblems() throws -> (problems: [String], readable: Bool)
}

/// The parts of a store writers are ordered by.
public enum SQLArea: Sendable, CaseIterable {
    case attractions, catalog, recents, members, memberRecents, visits, household, plans
}

extension SQLDatabase {
    public func updateHouseholdRecents(_ change: ([Photo]) throws -> [Photo]) throws -> [Photo] {
        try write([.recents]) {
            let changed = try change(try recents(ofMember: nil))
            try writeRecents(changed)
            return changed
        }
    }

    public func writeRecents(_ recents: [Photo]) throws {
        try run("DELETE FROM recents")
        try insertRanked(recents, into: "recents")
    }

    /// Runs a statement whose rows are not read (a write without RETURNING).
    public func run(_ sql: String, _ values: SQLValue...) throws {
        try run(sql, values)
    }

    public func run(_ sql: String, _ values: [SQLValue]) throws {
        try forEachRow(sql, values) { _ in }
    }

    /// How many schema migrations this store has applied (its schema version), for `outings info`.
    public func schemaVersion() throws -> Int {
        try firstRow("SELECT count(*) FROM schema_migrations") { $0.int(0) ?? 0 } ?? 0
    }

    /// The rows of `sql`, each made a value by `read`.
    public func mapRows<T>(_ sql: String, _ values: [SQLValue] = [], read: (Row) throws -> T) throws -> [T] {
        var results: [T] = []
        try forEachRow(sql, values) { results.append(try read($0)) }
        return results
    }

    /// The first row of `sql` made a value by `read`, nil when there is none.
    public func firstRow<T>(_ sql: String, _ values: [SQLValue] = [], read: (Row) throws -> T) throws -> T? {
        var result: T?
        try forEachRow(sql, values) { row in
            if result == nil { result = try read(row) }
        }
        return result
    }
}
