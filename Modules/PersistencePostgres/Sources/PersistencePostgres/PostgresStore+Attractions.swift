import Domain
import UseCases

extension PostgresStore: AttractionStore {
    /// The stored columns; positions are not stored but counted (see AttractionOrder).
    static let storedColumns = "id, name, type, inside, description, website, order_key, version"
    static let bits = AttractionOrder.bucketBits

    /// The columns `attraction(_:)` reads, with the position of row `a` counted from the bucket
    /// sizes before its bucket and the rows before it in its bucket (both bounded, not the table).
    static let columnsWithPosition = """
        a.id, a.name, a.type, a.inside, a.description, a.website,
            (SELECT coalesce(sum(size), 0) FROM attraction_buckets WHERE bucket < (a.order_key >> \(bits)))
            + (SELECT count(*) FROM attractions b
                WHERE b.order_key >= ((a.order_key >> \(bits)) << \(bits)) AND b.order_key < a.order_key) + 1,
            a.version
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

    /// One statement, so one round trip and no transaction of its own: the update, or on a miss
    /// whether the id exists (conflict) or not. It needs no advisory lock: the row lock orders
    /// concurrent saves, and under READ COMMITTED a save that waited on it checks the version
    /// again against the row as the other save left it, so only one save per version wins.
    public func replace(_ attraction: Attraction) throws {
        let outcome = try connection.execute(
            """
            WITH updated AS (
                UPDATE attractions SET name = $1, type = $2, inside = $3, description = $4, website = $5,
                    version = version + 1
                WHERE id = $6 AND version = $7 RETURNING id)
            SELECT (SELECT count(*) FROM updated), (SELECT count(*) FROM attractions WHERE id = $6)
            """,
            [
                attraction.name, attraction.type, attraction.inside ? "true" : "false",
                attraction.description, attraction.website, attraction.id, String(attraction.version),
            ]
        ).first
        guard outcome?[0] == "1" else {
            guard outcome?[1] == "1" else {
                throw StoreError.notFound(kind: "attraction", id: attraction.id)
            }
            throw StoreError.conflict(kind: "attraction", id: attraction.id)
        }
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

    public func move(id: String, to target: Int) throws {
        try connection.writeTransaction(lock: LockKey.attractions) {
            guard let current = try attraction(id: id)?.position else {
                throw StoreError.notFound(kind: "attraction", id: id)
            }
            let count = try count()
            guard (1...count).contains(target) else {
                throw StoreError.positionOutOfRange(position: target, count: count)
            }
            guard target != current else { return }
            try place(id: id, at: target, from: current, count: count)
        }
    }

    /// Gives `id` the key between its new neighbours (counted without it), respacing their bucket
    /// first when they are adjacent.
    private func place(id: String, at target: Int, from current: Int, count: Int) throws {
        let (before, after) = target < current ? (target - 1, target) : (target, target + 1)
        let low = before >= 1 ? try key(at: before) : nil
        let high = after <= count ? try key(at: after) : nil
        guard let key = AttractionOrder.key(between: low, and: high) else {
            // Only both neighbours present and adjacent get here.
            try respace(bucket: high! >> AttractionOrder.bucketBits)
            return try place(id: id, at: target, from: current, count: count)
        }
        try connection.execute("UPDATE attractions SET order_key = $1 WHERE id = $2", [String(key), id])
    }

    /// The key of the row at a 1-based position: the bucket holding it from the running bucket
    /// sizes, then an offset inside that bucket; one statement.
    private func key(at position: Int) throws -> Int64? {
        try connection.execute(
            """
            SELECT (SELECT order_key FROM attractions WHERE order_key >= (c.bucket << \(Self.bits))
                    ORDER BY order_key LIMIT 1 OFFSET $1::bigint - c.before - 1)
            FROM (SELECT bucket, sum(size) OVER (ORDER BY bucket) - size AS before,
                    sum(size) OVER (ORDER BY bucket) AS upto FROM attraction_buckets) c
            WHERE c.upto >= $1::bigint ORDER BY c.bucket LIMIT 1
            """, [String(position)]
        ).first?[0].flatMap { Int64($0) }
    }

    /// Spreads the keys of one bucket evenly over its key space, keeping their order; a bucket too
    /// full to spread (only after very many moves to one spot) respaces the whole list instead.
    private func respace(bucket: Int64) throws {
        let low = bucket << AttractionOrder.bucketBits
        let count =
            Int(
                try connection.execute(
                    "SELECT count(*) FROM attractions WHERE order_key >= $1 AND order_key < $2",
                    [String(low), String(low + AttractionOrder.bucketSpan)]
                ).first?[0] ?? "0") ?? 0
        // The same spacing AttractionOrder.spread gives, computed by the server in one statement.
        if let first = AttractionOrder.spread(count, inBucket: bucket)?.first {
            try connection.execute(
                """
                UPDATE attractions a SET order_key = $1::bigint + r.n * $2::bigint
                FROM (SELECT id, row_number() OVER (ORDER BY order_key) AS n FROM attractions
                    WHERE order_key >= $3 AND order_key < $4) r
                WHERE a.id = r.id
                """,
                [
                    String(low), String(first - low), String(low),
                    String(low + AttractionOrder.bucketSpan),
                ])
        } else {
            try connection.execute(
                """
                UPDATE attractions a SET order_key = \(AttractionOrder.base) + r.n * \(AttractionOrder.gap)
                FROM (SELECT id, row_number() OVER (ORDER BY order_key) AS n FROM attractions) r
                WHERE a.id = r.id
                """)
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
