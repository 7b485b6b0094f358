import Domain
import PlatformFoundation
import UseCases

extension PostgresStore: PhotoCatalogStore, RecentsStore {
    public func save(places: [Place], photos: [Photo]) throws {
        try connection.writeTransaction(lock: LockKey.catalog) { try upsert(places: places, photos: photos) }
    }

    /// One transaction around every batch: each is written as it comes, and an error anywhere
    /// rolls back all of them.
    public func saveStreaming(
        _ produce: (_ write: (_ places: [Place], _ photos: [Photo]) throws -> Void) throws -> Void
    ) throws {
        try connection.writeTransaction(lock: LockKey.catalog) {
            try produce { try upsert(places: $0, photos: $1) }
        }
    }

    public func replaceAll(places: [Place], photos: [Photo]) throws {
        try connection.writeTransaction(lock: LockKey.catalog) {
            try connection.execute("DELETE FROM places")
            try connection.execute("DELETE FROM photos")
            try upsert(places: places, photos: photos)
        }
    }

    public func allPhotos() throws -> [Photo] {
        try Self.photos(try connection.execute("SELECT \(photoColumns) FROM photos"))
    }

    /// Inserts or updates by id; the caller holds the write transaction.
    func upsert(places: [Place], photos: [Photo]) throws {
        for place in places {
            try connection.execute(
                """
                INSERT INTO places (\(PostgresPlaceColumns.list))
                VALUES ($1, $2, $3, $4::double precision, $5::double precision)
                ON CONFLICT (id) DO UPDATE SET name = excluded.name, photo_count = excluded.photo_count,
                    latitude = excluded.latitude, longitude = excluded.longitude
                """,
                PostgresPlaceColumns.values(of: place))
        }
        // One encoder for the transaction's tags: JSONEncoder's settings are per instance.
        let encoder = JSONEncoder()
        for photo in photos {
            try connection.execute(
                Self.upsertPhotoSQL, try PostgresPhotoColumns.values(of: photo, tags: encoder))
        }
    }

    private static let upsertPhotoSQL = """
        INSERT INTO photos (\(PostgresPhotoColumns.list)) VALUES (\(PostgresPhotoColumns.placeholders(from: 1)))
        ON CONFLICT (id) DO UPDATE SET \(PostgresPhotoColumns.updates)
        """

    public func places() throws -> [Place] {
        try connection.execute("SELECT \(placeColumns) FROM places").map(PostgresPlaceColumns.place)
    }

    public func place(id: String) throws -> Place? {
        try connection.execute("SELECT \(placeColumns) FROM places WHERE id = $1", [id]).first.map(
            PostgresPlaceColumns.place)
    }

    public func photos(inPlace placeID: String, limit: Int) throws -> [Photo] {
        // COLLATE "C" orders ids by their bytes, as the other backends do.
        try Self.photos(
            try connection.execute(
                """
                SELECT \(photoColumns) FROM photos WHERE place_id = $1
                ORDER BY date_upload DESC NULLS LAST, id COLLATE "C" LIMIT $2
                """,
                [placeID, String(limit)]))
    }

    public func photo(id: String) throws -> Photo? {
        try Self.photos(try connection.execute("SELECT \(photoColumns) FROM photos WHERE id = $1", [id]))
            .first
    }

    public func recents() throws -> [Photo] {
        try Self.photos(try connection.execute("SELECT \(photoColumns) FROM recents ORDER BY rank"))
    }

    /// Reads the list and its version in one statement, applies `change`, and writes in one
    /// statement only if the version is unchanged; else another writer got in between and the
    /// whole step runs again on the new list (so `change` may run more than once). Two round
    /// trips, no transaction: the version row's lock orders concurrent writers.
    @discardableResult
    public func updateRecents(_ change: ([Photo]) throws -> [Photo]) throws -> [Photo] {
        while true {
            // Not a join of the two tables: their row estimates multiply, and a cost that high
            // makes the server JIT-compile the query (0.4 s) to read 20 rows.
            let rows = try connection.execute(
                """
                SELECT (SELECT version FROM recents_state), r.* FROM (SELECT) one
                LEFT JOIN (SELECT rank, \(photoColumns) FROM recents) r ON true ORDER BY r.rank
                """)
            // Without its one row no write could ever claim the list: damage, not a retry.
            guard let version = rows.first?[0] else {
                throw StoredNumbers.damaged(Self.missingRecentsVersion)
            }
            // Past the version and the rank; a list with no rows is one row with a NULL rank.
            let changed = try change(try Self.photos(rows.filter { $0[1] != nil }, from: 2))
            if try writeRecents(changed, ifVersion: version) { return changed }
        }
    }

    /// Makes the stored list exactly `recents` in one statement and raises the version; with
    /// `ifVersion`, only when the stored version is that one (returns whether it wrote). The
    /// version only has to change on every write, so after the largest bigint it starts again
    /// from 0 rather than overflow.
    @discardableResult
    func writeRecents(_ recents: [Photo], ifVersion expected: String? = nil) throws -> Bool {
        // Each photo is a row of a VALUES list: its rank and its columns, every value a parameter.
        let encoder = JSONEncoder()
        var parameters = [expected, String(recents.count)]
        var rows: [String] = []
        for (rank, photo) in recents.enumerated() {
            let first = parameters.count + 1
            parameters.append(String(rank))
            parameters += try PostgresPhotoColumns.values(of: photo, tags: encoder)
            rows.append("($\(first)::integer, \(PostgresPhotoColumns.placeholders(from: first + 1)))")
        }
        // The new ranks 0..<n are upserted and only ranks from n on deleted, so the two parts of
        // the statement never touch the same row.
        let stored =
            rows.isEmpty
            ? ""
            : """
            stored AS (
                INSERT INTO recents (rank, \(PostgresPhotoColumns.list))
                SELECT * FROM (VALUES \(rows.joined(separator: ", "))) AS item
                WHERE EXISTS (SELECT FROM claimed)
                ON CONFLICT (rank) DO UPDATE SET id = excluded.id, \(PostgresPhotoColumns.updates) RETURNING rank),
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
