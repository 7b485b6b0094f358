import Domain
import UseCases

extension PostgresStore: AttractionStore {
    /// The stored columns; positions are not stored but counted (see AttractionOrder).
    static let storedColumns = "id, name, type, inside, description, website, order_key, version"
    static let bits = AttractionOrder.bucketBits

    /// The position of row `a`, counted from the bucket sizes before its bucket and the rows before
    /// it in its bucket (both bounded, not the table).
    static let positionOfRowA = """
        (SELECT coalesce(sum(size), 0) FROM attraction_buckets WHERE bucket < (a.order_key >> \(bits)))
            + (SELECT count(*) FROM attractions b
                WHERE b.order_key >= ((a.order_key >> \(bits)) << \(bits)) AND b.order_key < a.order_key) + 1
        """

    /// The columns `attraction(_:)` reads, with the position of row `a` counted (`positionOfRowA`).
    static let columnsWithPosition = """
        a.id, a.name, a.type, a.inside, a.description, a.website, \(positionOfRowA), a.version
        """

    public func attractions() throws -> [Attraction] {
        try connection.execute(
            "SELECT id, name, type, inside, description, website, 0, version FROM attractions ORDER BY order_key"
        ).enumerated().map { index, row in
            var attraction = Self.attraction(row)
            attraction.position = index + 1
            return attraction
        }
    }

    public func attraction(id: String) throws -> Attraction? {
        try connection.execute("SELECT \(Self.columnsWithPosition) FROM attractions a WHERE a.id = $1", [id])
            .first.map(Self.attraction)
    }

    @discardableResult public func add(_ attraction: Attraction) throws -> Attraction {
        try connection.writeTransaction(lock: LockKey.attractions) {
            try append(attraction)
        }
    }

    /// Adds at the end, continuing from the version the id had when it was last removed, in one
    /// statement (one round trip); the caller holds the attractions lock. The count and last key
    /// are read in the statement's snapshot, which the lock keeps current.
    func append(_ attraction: Attraction) throws -> Attraction {
        let row = try connection.execute(
            """
            WITH removed AS (DELETE FROM removed_attractions WHERE id = $1 RETURNING version),
                total AS (SELECT coalesce(sum(size), 0) AS n FROM attraction_buckets)
            INSERT INTO attractions (\(Self.storedColumns))
            SELECT $1, $2, $3, $4, $5, $6,
                coalesce((SELECT max(order_key) + \(AttractionOrder.gap) FROM attractions), \(AttractionOrder.base)),
                coalesce((SELECT version FROM removed), 0) + 1
            RETURNING version, (SELECT n FROM total) + 1
            """,
            [
                attraction.id, attraction.name, attraction.type, attraction.inside ? "true" : "false",
                attraction.description, attraction.website,
            ]
        ).first
        var stored = attraction
        stored.version = row?[0].flatMap { Int($0) } ?? 1
        stored.position = row?[1].flatMap { Int($0) } ?? 1
        return stored
    }

    public func replaceAll(with attractions: [Attraction]) throws {
        try connection.writeTransaction(lock: LockKey.attractions) {
            try connection.execute(
                """
                INSERT INTO removed_attractions (id, version) SELECT id, version FROM attractions
                ON CONFLICT (id) DO UPDATE SET version = greatest(removed_attractions.version, excluded.version)
                """)
            try connection.execute("DELETE FROM attractions")
            try insertContinuingVersions(attractions)
        }
    }

    /// Inserts in order (positions 1...n) keeping each version, except that an id removed before
    /// continues past its last version, so versions never repeat for an id. The caller holds the
    /// lock and has moved the previous rows into `removed_attractions`.
    func insertContinuingVersions(_ attractions: [Attraction], firstPosition: Int = 1) throws {
        for (index, attraction) in attractions.enumerated() {
            try connection.execute(
                """
                WITH removed AS (DELETE FROM removed_attractions WHERE id = $1 RETURNING version)
                INSERT INTO attractions (\(Self.storedColumns))
                SELECT $1, $2, $3, $4, $5, $6, $7,
                    greatest($8::integer, 1, coalesce((SELECT version FROM removed), 0) + 1)
                """,
                [
                    attraction.id, attraction.name, attraction.type, attraction.inside ? "true" : "false",
                    attraction.description, attraction.website,
                    String(AttractionOrder.key(forPosition: firstPosition + index)),
                    String(attraction.version),
                ])
        }
    }

    /// One statement, so one round trip and no transaction of its own: the update returning the row
    /// as stored (position counted in the same statement), or on a miss whether the id exists
    /// (conflict) or not. It needs no advisory lock: the row lock orders concurrent saves, and
    /// under READ COMMITTED a save that waited on it checks the version again against the row as
    /// the other save left it, so only one save per version wins.
    @discardableResult public func replace(_ attraction: Attraction) throws -> Attraction {
        let row = try connection.execute(
            """
            WITH updated AS (
                UPDATE attractions a SET name = $1, type = $2, inside = $3, description = $4, website = $5,
                    version = version + 1
                WHERE id = $6 AND version = $7 RETURNING \(Self.columnsWithPosition))
            SELECT u.*, (SELECT count(*) FROM attractions WHERE id = $6)
            FROM (SELECT) one LEFT JOIN updated u ON true
            """,
            [
                attraction.name, attraction.type, attraction.inside ? "true" : "false",
                attraction.description, attraction.website, attraction.id, String(attraction.version),
            ]
        ).first
        guard let row, row[0] != nil else {
            guard row?[8] == "1" else {
                throw StoreError.notFound(kind: "attraction", id: attraction.id)
            }
            throw StoreError.conflict(kind: "attraction", id: attraction.id)
        }
        return Self.attraction(row)
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

    /// The number of attractions, from the bucket sizes (never a scan of the table).
    func count() throws -> Int {
        Int(try connection.execute("SELECT coalesce(sum(size), 0) FROM attraction_buckets").first?[0] ?? "0")
            ?? 0
    }

    static func attraction(_ row: [String?]) -> Attraction {
        Attraction(
            id: row[0] ?? "", name: row[1] ?? "", type: row[2] ?? "", inside: row[3] == "t",
            description: row[4] ?? "", website: row[5] ?? "", position: Int(row[6] ?? "") ?? 0,
            version: Int(row[7] ?? "") ?? 0)
    }
}
