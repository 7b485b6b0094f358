import Domain
import PersistenceSQL
import UseCases

/// `move`: the order-key update (see AttractionOrder) in one statement under the attractions lock.
extension PostgresStore {
    /// Under the attractions lock, one statement (`moveStatement`) finds the row, counts its position
    /// and the list, reads its new neighbours' keys and gives it the key between them: three round
    /// trips with the lock and the commit. Only neighbours with adjacent keys (after very many moves
    /// to one spot) take more: their bucket is respaced and the statement runs again.
    @discardableResult public func move(id: String, to target: Int) throws -> Attraction {
        try connection.writeTransaction(lock: LockKey.attractions) {
            try moveInOneStatement(id: id, to: target)
        }
    }

    /// Whatever the stored numbers, nothing here can overflow: the target is clamped before the
    /// statement adds or subtracts 1, the statement places only between keys in the range Outings
    /// writes, and a count or position no list has is damage (`StoreError.corrupt`; the caller's
    /// transaction rolls back). Each respace makes room, so a third try means damage too.
    private func moveInOneStatement(id: String, to target: Int, tries: Int = 3) throws -> Attraction {
        let clamped = min(max(target, 0), AttractionOrder.positions.upperBound + 1)
        guard let row = try connection.execute(Self.moveStatement, [id, String(clamped)]).first else {
            throw StoreError.notFound(kind: "attraction", id: id)
        }
        var moved = SQLAttractionColumns.attraction(row.map(SQLValue.text))
        // The statement's own columns follow the row's.
        let after = SQLAttractionColumns.count
        let count = try StoredNumbers.counted(count: row[after].flatMap { Int($0) })
        moved.position = try StoredNumbers.counted(
            position: row[SQLAttractionColumns.positionColumn].flatMap { Int($0) })
        guard moved.position <= count else { throw StoredNumbers.damagedOrder }
        guard target >= 1, target <= count else {
            throw StoreError.positionOutOfRange(position: target, count: count)
        }
        if moved.position != target, row[after + 1] == nil {
            // The statement changed nothing: no key between the neighbours, or damage.
            guard tries > 0, row[after + 3] == "f" else { throw StoredNumbers.damagedOrder }
            switch try StoredNumbers.placement(
                between: row[after + 2].flatMap { Int64($0) }, and: row[after + 4].flatMap { Int64($0) })
            {
            case .key: throw StoredNumbers.damagedOrder
            case .respaceBucket(let bucket): try respace(bucket: bucket)
            case .respaceList: try respaceList()
            }
            return try moveInOneStatement(id: id, to: target, tries: tries - 1)
        }
        moved.position = target
        return moved
    }

    /// $1 the id, $2 the target position. Returns the row as it was (as `attraction(_:)` reads it,
    /// its position counted), then the number of attractions, the new key (NULL when none was
    /// given), the lower neighbour's key, whether a neighbour's position found no row (damaged
    /// bucket sizes) and the upper neighbour's key. A new key is given only inside
    /// `AttractionOrder.keys`, between keys in it.
    /// The neighbours are counted with the row still in place: moving up, they stand at target-1 and
    /// target; moving down, at target and target+1. The key arithmetic is AttractionOrder's
    /// `key(between:and:)`; the update happens only when the target is in range and new.
    static let moveStatement = """
        WITH me AS (
            SELECT \(SQLAttractionColumns.select(
                of: "a", position: "\(SQLAttractionColumns.positionOfRowA(.postgres)) AS pos", choices: SQLChoiceColumns.list(of: "a")))
            FROM attractions a WHERE a.id = $1),
        total AS (SELECT coalesce(sum(size), 0) AS n FROM attraction_buckets),
        running AS (
            SELECT bucket, sum(size) OVER (ORDER BY bucket) - size AS before,
                sum(size) OVER (ORDER BY bucket) AS upto FROM attraction_buckets),
        sides AS (
            SELECT me.pos, total.n,
                CASE WHEN $2::bigint < me.pos THEN $2::bigint - 1 ELSE $2::bigint END AS low,
                CASE WHEN $2::bigint < me.pos THEN $2::bigint ELSE $2::bigint + 1 END AS high
            FROM me, total),
        neighbours AS (
            SELECT s.pos, s.n, s.low, s.high,
                CASE WHEN s.low BETWEEN 1 AND s.n THEN \(keyAt("s.low")) END AS low_key,
                CASE WHEN s.high BETWEEN 1 AND s.n THEN \(keyAt("s.high")) END AS high_key
            FROM sides s),
        placed AS (
            SELECT nb.*,
                (nb.low BETWEEN 1 AND nb.n AND nb.low_key IS NULL)
                    OR (nb.high BETWEEN 1 AND nb.n AND nb.high_key IS NULL) AS lost,
                CASE
                WHEN (nb.low BETWEEN 1 AND nb.n AND nb.low_key IS NULL)
                    OR (nb.high BETWEEN 1 AND nb.n AND nb.high_key IS NULL)
                    OR nb.low_key NOT BETWEEN \(keys.lowerBound) AND \(keys.upperBound)
                    OR nb.high_key NOT BETWEEN \(keys.lowerBound) AND \(keys.upperBound)
                    OR nb.low_key >= nb.high_key THEN NULL
                WHEN nb.low_key IS NULL AND nb.high_key IS NULL THEN \(AttractionOrder.base)
                WHEN nb.high_key IS NULL THEN
                    CASE WHEN nb.low_key <= \(keys.upperBound - gap) THEN nb.low_key + \(gap) END
                WHEN nb.low_key IS NULL THEN
                    CASE WHEN nb.high_key >= \(keys.lowerBound + gap) THEN nb.high_key - \(gap) END
                WHEN nb.high_key - nb.low_key >= 2 THEN nb.low_key + (nb.high_key - nb.low_key) / 2
                END AS new_key
            FROM neighbours nb),
        moved AS (
            UPDATE attractions a SET order_key = p.new_key FROM placed p
            WHERE a.id = $1 AND p.new_key IS NOT NULL AND $2::bigint BETWEEN 1 AND p.n AND $2::bigint <> p.pos
            RETURNING a.id)
        SELECT me.*, p.n, p.new_key, p.low_key, coalesce(p.lost, false), p.high_key
        FROM me, placed p
        """
    private static let keys = AttractionOrder.keys
    private static let gap = AttractionOrder.gap

    /// The key of the row at the 1-based position `position` (an SQL expression of the enclosing
    /// query), as a scalar subquery over `running` (the running bucket sizes): the bucket holding
    /// it, then an offset inside that bucket. Callers guard `position` to 1...n; the offset is
    /// clamped as well, so no position can make the whole statement fail.
    private static func keyAt(_ position: String) -> String {
        """
        (SELECT (SELECT order_key FROM attractions WHERE order_key >= (c.bucket << \(AttractionOrder.bucketBits))
                    ORDER BY order_key LIMIT 1 OFFSET greatest(\(position) - c.before - 1, 0))
                FROM running c WHERE c.upto >= \(position) ORDER BY c.bucket LIMIT 1)
        """
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
            try respaceList()
        }
    }
}
