import Domain
import PersistenceSQL
import UseCases

extension SQLiteStore: AttractionStore {
    @discardableResult public func add(_ attraction: Attraction) throws -> Attraction {
        try mapped {
            try connection.writeTransaction {
                try append(attraction)
            }
        }
    }

    /// A stored value outside what Outings writes (the bucket count, the removed version, the last
    /// key) is `StoreError.corrupt`, and the caller's transaction rolls back.
    public func append(_ attraction: Attraction) throws -> Attraction {
        guard try connection.query("SELECT 1 FROM attractions WHERE id = ?", .text(attraction.id)).isEmpty
        else {
            throw StoredIDs.taken(attraction.id)
        }
        var stored = attraction
        let count = try count()
        guard count < AttractionOrder.positions.upperBound else { throw StoredNumbers.damagedOrder }
        stored.position = count + 1
        let removed = try connection.query(
            "DELETE FROM removed_attractions WHERE id = ? RETURNING version", .text(attraction.id))
        stored.version = try StoredNumbers.version(
            continuing: 0,
            afterRemoved: try removed.first.map { try removedVersion($0[0], of: attraction.id) },
            of: attraction.id)
        _ = try insert(stored, key: try lastKeyPlusGap(count: count))
        return stored
    }

    /// The key after the last row's, respacing the whole list first when it would leave the
    /// range Outings writes. Rows where the bucket sizes count none are damage.
    private func lastKeyPlusGap(count: Int) throws -> Int64 {
        let last = try connection.query("SELECT max(order_key) FROM attractions").first?.first.flatMap(
            storedKey)
        guard count > 0 || last == nil else { throw StoredNumbers.damagedOrder }
        switch try StoredNumbers.placement(between: last, and: nil) {
        case .key(let key): return key
        case .respaceList, .respaceBucket:
            try respaceList()
            return try lastKeyPlusGap(count: count)
        }
    }

    /// A version read from `removed_attractions`: an integer in the range Outings writes.
    private func removedVersion(_ value: SQLiteValue, of id: String) throws -> Int {
        guard let version = value.int, AttractionVersion.range.contains(version) else {
            throw StoredNumbers.damaged(StoredNumbers.badVersion(value.string, of: id, removed: true))
        }
        return version
    }

    /// An order key as read (nil for SQL NULL: no row); any other value that is not an integer
    /// is damage. The range is checked where the key is used (`StoredNumbers.placement`).
    private func storedKey(_ value: SQLiteValue) throws -> Int64? {
        switch value {
        case .null: return nil
        case .integer(let key): return key
        default: throw StoredNumbers.damaged("an attraction has order key \(value.string), not an integer")
        }
    }

    public func insertContinuingVersions(_ attractions: [Attraction], firstPosition: Int = 1) throws {
        let forget = try connection.prepare("DELETE FROM removed_attractions WHERE id = ? RETURNING version")
        for (index, attraction) in attractions.enumerated() {
            var stored = attraction
            stored.position = firstPosition + index
            try forget.bind([.text(attraction.id)])
            stored.version = try StoredNumbers.version(
                continuing: attraction.version,
                afterRemoved: try forget.rows().first.map { try removedVersion($0[0], of: attraction.id) },
                of: attraction.id)
            guard try insert(stored, key: AttractionOrder.key(forPosition: firstPosition + index)) else {
                throw StoredIDs.repeated(attraction.id)
            }
        }
    }

    private static let insertPlaceholders = Array(
        repeating: "?", count: SQLAttractionColumns.names.count + 2 + SQLChoiceColumns.count
    ).joined(separator: ", ")

    /// Whether the row was written: an id already stored is not.
    func insert(_ attraction: Attraction, key: Int64) throws -> Bool {
        try !connection.query(
            """
            INSERT INTO attractions (\(SQLAttractionColumns.insertList))
            VALUES (\(Self.insertPlaceholders)) ON CONFLICT (id) DO NOTHING RETURNING 1
            """,
            values: SQLAttractionColumns.values(attraction, .sqlite) + [
                .integer(key), .integer(attraction.version),
            ]
                + SQLChoiceColumns.values(attraction)
        ).isEmpty
    }

    /// The stored row is read back inside the write transaction: in-process, so it costs no round
    /// trip, and it gives the position and version as committed.
    @discardableResult public func replace(_ attraction: Attraction) throws -> Attraction {
        try mapped {
            try connection.writeTransaction {
                // Every field but the id, which the condition names.
                let fields = SQLAttractionColumns.values(attraction, .sqlite).dropFirst()
                let condition: [SQLiteValue] = [
                    .text(attraction.id), .integer(Int64(attraction.version)),
                    .integer(Int64(AttractionVersion.range.lowerBound)),
                    .integer(Int64(AttractionVersion.range.upperBound - 1)),
                ]
                try connection.query(
                    """
                    UPDATE attractions SET \(SQLAttractionColumns.assignments),
                        \(SQLChoiceColumns.assignments), version = version + 1
                    WHERE id = ? AND version = ? AND version BETWEEN ? AND ?
                    """,
                    values: Array(fields) + SQLChoiceColumns.values(attraction) + condition)
                guard connection.changes == 1 else {
                    let version = try connection.query(
                        "SELECT version FROM attractions WHERE id = ?", .text(attraction.id)
                    ).first?.first
                    try StoredNumbers.refuseReplace(of: attraction, storedVersion: version.map(\.int))
                }
                guard let stored = try self.attraction(id: attraction.id) else {
                    throw StoreError.notFound(kind: "attraction", id: attraction.id)
                }
                return stored
            }
        }
    }

    public func remove(id: String) throws {
        try mapped {
            try connection.writeTransaction {
                _ = try orderKey(of: id)
                try connection.query(
                    """
                    INSERT INTO removed_attractions (id, version) SELECT id, version FROM attractions WHERE id = ?
                    ON CONFLICT(id) DO UPDATE SET version = max(version, excluded.version)
                    """, .text(id))
                // The trigger shrinks its bucket; no other row changes.
                try connection.query("DELETE FROM attractions WHERE id = ?", .text(id))
            }
        }
    }

    @discardableResult public func move(id: String, to target: Int) throws -> Attraction {
        try mapped {
            try connection.writeTransaction {
                guard var moved = try attraction(id: id) else {
                    throw StoreError.notFound(kind: "attraction", id: id)
                }
                let current = moved.position
                let count = try count()
                // The row exists, so a count below its position is damage, not an empty list.
                guard current <= count else { throw StoredNumbers.damagedOrder }
                guard target >= 1, target <= count else {
                    throw StoreError.positionOutOfRange(position: target, count: count)
                }
                // Only the key changes, and the row now stands at `target`.
                moved.position = target
                guard target != current else { return moved }
                try place(id: id, at: target, from: current, count: count)
                return moved
            }
        }
    }

    /// Gives `id` the key between its new neighbours (counted without it), respacing their bucket
    /// (or, at either end of the key range, the list) first when there is no key between them.
    /// Each respace makes room, so a second try finds it; a third means the order is damaged.
    private func place(id: String, at target: Int, from current: Int, count: Int, tries: Int = 3) throws {
        guard tries > 0 else { throw StoredNumbers.damagedOrder }
        let (before, after) = target < current ? (target - 1, target) : (target, target + 1)
        let low = before >= 1 ? try key(at: before) : nil
        let high = after <= count ? try key(at: after) : nil
        switch try StoredNumbers.placement(between: low, and: high) {
        case .key(let key):
            try connection.query(
                "UPDATE attractions SET order_key = ? WHERE id = ?", .integer(key), .text(id))
        case .respaceBucket(let bucket):
            try respace(bucket: bucket)
            try place(id: id, at: target, from: current, count: count, tries: tries - 1)
        case .respaceList:
            try respaceList()
            try place(id: id, at: target, from: current, count: count, tries: tries - 1)
        }
    }

    /// The key of the row at a 1-based position (in 1...count): the bucket holding it from the
    /// running bucket sizes, then an offset inside that bucket. Bucket sizes that hold no such
    /// row are damage.
    private func key(at position: Int) throws -> Int64 {
        guard
            let bucket = try connection.query(
                """
                SELECT bucket, upto - size FROM (
                    SELECT bucket, size, CAST(total(size) OVER (ORDER BY bucket) AS INTEGER) AS upto
                    FROM attraction_buckets)
                WHERE upto >= ? ORDER BY bucket LIMIT 1
                """, .integer(Int64(position))
            ).first, let number = bucket[0].int, let before = bucket[1].int, (0..<position).contains(before),
            let key = try connection.query(
                "SELECT order_key FROM attractions WHERE order_key >= ? ORDER BY order_key LIMIT 1 OFFSET ?",
                .integer(Int64(number) << AttractionOrder.bucketBits), .integer(Int64(position - before - 1))
            ).first?.first
        else { throw StoredNumbers.damagedOrder }
        return try storedKey(key) ?? 0
    }

    /// Spreads the keys of one bucket evenly over its key space, keeping their order; a bucket too
    /// full to spread (only after very many moves to one spot) respaces the whole list instead.
    private func respace(bucket: Int64) throws {
        let low = bucket << AttractionOrder.bucketBits
        let ids = try connection.query(
            "SELECT id FROM attractions WHERE order_key >= ? AND order_key < ? ORDER BY order_key",
            .integer(low), .integer(low + AttractionOrder.bucketSpan)
        ).map { $0[0].string }
        if let keys = AttractionOrder.spread(ids.count, inBucket: bucket) {
            try setKeys(keys, of: ids)
        } else {
            try respaceList()
        }
    }

    /// Gives every row the key of its position in a freshly written list, keeping the order.
    private func respaceList() throws {
        let all = try connection.query("SELECT id FROM attractions ORDER BY order_key").map { $0[0].string }
        try setKeys(all.indices.map { AttractionOrder.key(forPosition: $0 + 1) }, of: all)
    }

    private func setKeys(_ keys: [Int64], of ids: [String]) throws {
        let update = try connection.prepare("UPDATE attractions SET order_key = ? WHERE id = ?")
        for (key, id) in zip(keys, ids) {
            try update.bind([.integer(key), .text(id)])
            try update.rows()
        }
    }

    /// The number of attractions, from the bucket sizes (never a scan of the table); sizes that
    /// cannot add up to a count (negative, not integers, past what the keys hold) are damage.
    public func count() throws -> Int {
        let sum = try connection.query(
            "SELECT CAST(total(size) AS INTEGER), count(*) FILTER (WHERE typeof(size) != 'integer' OR size < 1) "
                + "FROM attraction_buckets"
        ).first
        guard sum?[1].int == 0 else { throw StoredNumbers.damagedOrder }
        return try StoredNumbers.counted(count: sum?[0].int)
    }

    /// The row's key; an id held by two rows (a store damaged by hand, whose key would let a
    /// delete take both) is `StoredIDs.repeated`, and nothing changes.
    private func orderKey(of id: String) throws -> Int64 {
        let rows = try connection.query("SELECT order_key FROM attractions WHERE id = ? LIMIT 2", .text(id))
        guard rows.count < 2 else { throw StoredIDs.repeated(id) }
        guard let key = rows.first?.first?.int else { throw StoreError.notFound(kind: "attraction", id: id) }
        return Int64(key)
    }
}
