import Domain
import PersistenceSQL
import UseCases

extension PostgresStore: AttractionStore {
    /// The columns `attraction(_:)` reads, with the position of row `a` counted.
    static let columnsWithPosition = SQLAttractionColumns.select(
        of: "a", position: SQLAttractionColumns.positionOfRowA(.postgres),
        choices: SQLChoiceColumns.list(of: "a"))

    @discardableResult public func add(_ attraction: Attraction) throws -> Attraction {
        try connection.writeTransaction(lock: LockKey.attractions) {
            try append(attraction)
        }
    }

    /// In one statement (one round trip); the caller holds the attractions lock. The count and last key
    /// are read in the statement's snapshot, which the lock keeps current. The statement writes
    /// only when the last key and the removed version leave room in the ranges Outings writes
    /// (`appendStatement`); otherwise the list is respaced and the add runs again, or the value
    /// is damage (`StoreError.corrupt`, and the caller's transaction rolls back).
    public func append(_ attraction: Attraction) throws -> Attraction {
        try append(attraction, tries: 2)
    }

    private func append(_ attraction: Attraction, tries: Int) throws -> Attraction {
        let row =
            try connection.execute(
                Self.appendStatement,
                PostgresAttractionColumns.values(attraction) + PostgresChoiceColumns.values(attraction)
            ).first ?? []
        guard row.count == 6, row[4] == "0" else { throw StoredNumbers.damagedOrder }
        guard row[5] == "0" else { throw StoredIDs.taken(attraction.id) }
        var stored = attraction
        stored.position = try StoredNumbers.counted(position: row[1].flatMap { Int($0) })
        guard let version = row[0].flatMap({ Int($0) }) else {
            // Nothing was written: find out why.
            let removed = row[3].flatMap { Int($0) }
            _ = try StoredNumbers.version(continuing: 0, afterRemoved: removed, of: attraction.id)
            guard
                case .respaceList = try StoredNumbers.placement(
                    between: row[2].flatMap { Int64($0) }, and: nil),
                tries > 0
            else { throw StoredNumbers.damagedOrder }
            try respaceList()
            return try append(attraction, tries: tries - 1)
        }
        stored.version = version
        return stored
    }

    /// The fields, then the choices, as parameters ($1 the id). Returns the version written (NULL
    /// when nothing was), the new position, the last key before, the id's removed version and how
    /// many bucket sizes are below 1 (or 1 when rows exist but no bucket counts them), then
    /// whether the id is stored already (1: nothing was written).
    static let appendStatement = """
        WITH last AS (SELECT max(order_key) AS k FROM attractions),
            prior AS (SELECT version FROM removed_attractions WHERE id = $1),
            taken AS (SELECT count(*) AS n FROM attractions WHERE id = $1),
            fits AS (
                SELECT (SELECT n FROM taken) = 0 AND ((SELECT k FROM last) IS NULL
                        OR (SELECT k FROM last) BETWEEN \(AttractionOrder.keys.lowerBound)
                            AND \(AttractionOrder.keys.upperBound - AttractionOrder.gap))
                    AND NOT EXISTS (SELECT FROM prior WHERE version NOT BETWEEN \(AttractionVersion.range.lowerBound)
                        AND \(AttractionVersion.range.upperBound - 1)) AS ok),
            removed AS (DELETE FROM removed_attractions WHERE id = $1 AND (SELECT ok FROM fits) RETURNING version),
            total AS (
                SELECT coalesce(sum(size), 0) AS n,
                    count(*) FILTER (WHERE size < 1)
                        + CASE WHEN count(*) = 0 AND (SELECT k FROM last) IS NOT NULL THEN 1 ELSE 0 END AS bad
                FROM attraction_buckets),
            inserted AS (
                INSERT INTO attractions (\(SQLAttractionColumns.insertList))
                SELECT \(PostgresAttractionColumns.parameters),
                    coalesce((SELECT k FROM last) + \(AttractionOrder.gap), \(AttractionOrder.base)),
                    coalesce((SELECT version FROM removed), 0) + 1,
                    \(PostgresChoiceColumns.parameters(from: PostgresAttractionColumns.names.count + 1))
                FROM fits WHERE ok
                RETURNING version)
        SELECT (SELECT version FROM inserted), (SELECT n FROM total) + 1, (SELECT k FROM last),
            (SELECT version FROM prior), (SELECT bad FROM total), (SELECT n FROM taken)
        """

    /// Gives every row the key of its position in a freshly written list, keeping the order.
    func respaceList() throws {
        try connection.execute(
            """
            UPDATE attractions a SET order_key = \(AttractionOrder.base) + r.n * \(AttractionOrder.gap)
            FROM (SELECT id, row_number() OVER (ORDER BY order_key) AS n FROM attractions) r
            WHERE a.id = r.id
            """)
    }

    /// A version outside what Outings writes, given or removed, is `StoreError.corrupt` (and the
    /// caller rolls back).
    public func insertContinuingVersions(_ attractions: [Attraction], firstPosition: Int = 1) throws {
        let fields = PostgresAttractionColumns.names.count
        for (index, attraction) in attractions.enumerated() {
            _ = try StoredNumbers.version(
                continuing: attraction.version, afterRemoved: nil, of: attraction.id)
            let row = try connection.execute(
                """
                WITH prior AS (SELECT version FROM removed_attractions WHERE id = $1),
                    fits AS (
                        SELECT NOT EXISTS (SELECT FROM prior WHERE version NOT BETWEEN \(AttractionVersion.range.lowerBound)
                            AND \(AttractionVersion.range.upperBound - 1)) AS ok),
                    removed AS (
                        DELETE FROM removed_attractions WHERE id = $1 AND (SELECT ok FROM fits) RETURNING version),
                    inserted AS (
                        INSERT INTO attractions (\(SQLAttractionColumns.insertList))
                        SELECT \(PostgresAttractionColumns.parameters), $\(fields + 1),
                            greatest($\(fields + 2)::integer, 1, coalesce((SELECT version FROM removed), 0) + 1),
                            \(PostgresChoiceColumns.parameters(from: fields + 3))
                        FROM fits WHERE ok ON CONFLICT (id) DO NOTHING RETURNING id)
                SELECT (SELECT count(*) FROM inserted), (SELECT version FROM prior),
                    (SELECT count(*) FROM attractions WHERE id = $1)
                """,
                PostgresAttractionColumns.values(attraction) + [
                    String(AttractionOrder.key(forPosition: firstPosition + index)),
                    String(attraction.version),
                ] + PostgresChoiceColumns.values(attraction)
            ).first
            // Only an id given twice or a removed version that cannot be raised stops the insert.
            guard row?[0] == "1" else {
                if row?[2] != "0" { throw StoredIDs.repeated(attraction.id) }
                _ = try StoredNumbers.version(
                    after: row?[1].flatMap { Int($0) } ?? 0, of: attraction.id, removed: true)
                throw StoredNumbers.damaged(
                    StoredNumbers.badVersion(row?[1] ?? "", of: attraction.id, removed: true))
            }
        }
    }

    /// One statement, so one round trip and no transaction of its own: the update returning the row
    /// as stored (position counted in the same statement), or on a miss whether the id exists
    /// (conflict) or not. It needs no advisory lock: the row lock orders concurrent saves, and
    /// under READ COMMITTED a save that waited on it checks the version again against the row as
    /// the other save left it, so only one save per version wins.
    @discardableResult public func replace(_ attraction: Attraction) throws -> Attraction {
        // The fields are the first parameters, then the version, then the choices.
        let versionParameter = PostgresAttractionColumns.names.count + 1
        let row = try connection.execute(
            """
            WITH updated AS (
                UPDATE attractions a SET \(PostgresAttractionColumns.assignments),
                    \(PostgresChoiceColumns.assignments(from: versionParameter + 1)), version = version + 1
                WHERE id = $1 AND version = $\(versionParameter)
                    AND version BETWEEN \(AttractionVersion.range.lowerBound) AND \(AttractionVersion.range.upperBound - 1)
                RETURNING \(Self.columnsWithPosition))
            SELECT u.*, (SELECT version FROM attractions WHERE id = $1)
            FROM (SELECT) one LEFT JOIN updated u ON true
            """,
            PostgresAttractionColumns.values(attraction) + [String(attraction.version)]
                + PostgresChoiceColumns.values(attraction)
        ).first
        guard let row, row[0] != nil else {
            try StoredNumbers.refuseReplace(
                of: attraction, storedVersion: row?[SQLAttractionColumns.count].map { Int($0) })
        }
        return SQLAttractionColumns.attraction(row.map(SQLValue.text))
    }

    /// One statement: remembers the last version, deletes the row (the trigger shrinks its bucket;
    /// no other row changes).
    public func remove(id: String) throws {
        try connection.writeTransaction(lock: LockKey.attractions) {
            let deleted = try connection.execute(
                """
                WITH gone AS (DELETE FROM attractions WHERE id = $1 RETURNING id, version)
                INSERT INTO removed_attractions (id, version) SELECT id, version FROM gone
                ON CONFLICT (id) DO UPDATE SET version = greatest(removed_attractions.version, excluded.version)
                RETURNING id
                """, [id])
            guard !deleted.isEmpty else { throw StoreError.notFound(kind: "attraction", id: id) }
        }
    }

    /// The number of attractions, from the bucket sizes (never a scan of the table); sizes below
    /// 1 (which the triggers never leave) are damage.
    public func count() throws -> Int {
        let row = try connection.execute(
            "SELECT coalesce(sum(size), 0), count(*) FILTER (WHERE size < 1) FROM attraction_buckets"
        ).first
        guard row?[1] == "0" else { throw StoredNumbers.damagedOrder }
        return try StoredNumbers.counted(count: row?[0].flatMap { Int($0) })
    }
}
