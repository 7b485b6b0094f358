import Domain
import PersistenceSQL
import PlatformFoundation
import UseCases

/// Recents on PostgreSQL: written without a transaction, ordered by the version row's lock (the
/// reads and the catalog are the shared statements, `PersistenceSQL`).
extension PostgresStore {
    /// Reads the list and its version in one statement, applies `change`, and writes in one
    /// statement only if the version is unchanged; else another writer got in between and the
    /// whole step runs again on the new list (so `change` may run more than once). Two round
    /// trips, no transaction: the version row's lock orders concurrent writers.
    @discardableResult
    public func updateHouseholdRecents(_ change: ([Photo]) throws -> [Photo]) throws -> [Photo] {
        while true {
            // Not a join of the two tables: their row estimates multiply, and a cost that high
            // makes the server JIT-compile the query (0.4 s) to read 20 rows.
            var version: String?
            var current: [Photo] = []
            let decoder = JSONDecoder()
            try forEachRow(
                """
                SELECT (SELECT version FROM recents_state), r.* FROM (SELECT) one
                LEFT JOIN (SELECT rank, \(schema.photo) FROM recents) r ON true ORDER BY r.rank
                """, []
            ) { row in
                version = row.text(0)
                // Past the version and the rank; a list with no rows is one row with a NULL rank.
                if !row.isNull(1) { current.append(try SQLPhotoColumns.photo(row, from: 2, tags: decoder)) }
            }
            // Without its one row no write could ever claim the list: damage, not a retry.
            guard let version else { throw StoredNumbers.damaged(Self.missingRecentsVersion) }
            let changed = try change(current)
            if try writeRecents(changed, ifVersion: version) { return changed }
        }
    }

    /// Whatever the version (a transfer holds the lock).
    public func writeRecents(_ recents: [Photo]) throws {
        try writeRecents(recents, ifVersion: nil)
    }

    /// Makes the stored list exactly `recents` in one statement and raises the version; with
    /// `ifVersion`, only when the stored version is that one (returns whether it wrote). The
    /// version only has to change on every write, so after the largest bigint it starts again
    /// from 0 rather than overflow.
    @discardableResult
    func writeRecents(_ recents: [Photo], ifVersion expected: String?) throws -> Bool {
        // Each photo is a row of a VALUES list: its rank and its columns, every value a parameter.
        let encoder = JSONEncoder()
        var parameters = [expected, String(recents.count)]
        var rows: [String] = []
        for (rank, photo) in recents.enumerated() {
            let first = parameters.count + 1
            parameters.append(String(rank))
            parameters += try SQLPhotoColumns.values(of: photo, tags: encoder).map(Self.text)
            rows.append("($\(first)::integer, \(PostgresPhotoColumns.placeholders(from: first + 1)))")
        }
        // The new ranks 0..<n are upserted and only ranks from n on deleted, so the two parts of
        // the statement never touch the same row.
        let stored =
            rows.isEmpty
            ? ""
            : """
            stored AS (
                INSERT INTO recents (rank, \(SQLPhotoColumns.list))
                SELECT * FROM (VALUES \(rows.joined(separator: ", "))) AS item
                WHERE EXISTS (SELECT FROM claimed)
                ON CONFLICT (rank) DO UPDATE SET id = excluded.id, \(SQLPhotoColumns.updates) RETURNING rank),
            """
        let written = try connection.execute(
            """
            WITH claimed AS (
                UPDATE recents_state
                SET version = CASE WHEN version < \(Int64.max) THEN version + 1 ELSE 0 END
                WHERE $1::bigint IS NULL OR version = $1::bigint RETURNING version),
            \(stored)
            trimmed AS (DELETE FROM recents WHERE rank >= $2 AND EXISTS (SELECT FROM claimed) RETURNING rank)
            SELECT count(*) FROM claimed
            """, parameters)
        return written.first?[0] == "1"
    }

    /// What `check` and a recents write report when `recents_state` lost its one row.
    static let missingRecentsVersion = "the recents version row (recents_state) is missing"
}
