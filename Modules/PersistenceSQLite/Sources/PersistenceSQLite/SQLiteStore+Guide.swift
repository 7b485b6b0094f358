import Domain
import PersistenceSQL
import UseCases

extension SQLiteStore: GuideStore {
    public func problems() throws -> [String] {
        try mapped {
            try connection.readTransaction {
                let integrity = try connection.query("PRAGMA integrity_check").map { $0[0].string }
                guard integrity == ["ok"] else { return integrity.map { "SQLite integrity check: \($0)" } }
                var problems =
                    try mistypedAttractions() + orderProblems() + numberProblems() + mistypedLicences()
                var recents: [Photo] = []
                do {
                    let photos = try allPhotos()
                    recents = try self.recents()
                    problems += GuideInvariants.problems(photos: photos + recents, places: try places())
                    problems += GuideInvariants.problems(licences: try photoLicences())
                } catch let error as StoreError {
                    problems.append(error.description)
                }
                return problems + GuideInvariants.problems(attractions: try attractions(), recents: recents)
            }
        }
    }

    /// SQLite keeps whatever type a value was written with; every attraction column must hold the
    /// type Outings reads, or the row is not decodable as written.
    private func mistypedAttractions() throws -> [String] {
        try connection.query(
            """
            SELECT id FROM attractions WHERE \(SQLiteAttractionColumns.mistyped) OR inside NOT IN (0, 1)
                OR typeof(order_key) != 'integer' OR typeof(version) != 'integer'
            """
        ).map { "attraction \($0[0].string) has a value of the wrong type" }
    }

    /// The licence list's columns hold text (the URL text or NULL) and an integer position.
    private func mistypedLicences() throws -> [String] {
        guard selects.hasLicences else { return [] }
        return try connection.query(
            """
            SELECT id FROM photo_licenses WHERE typeof(id) != 'text' OR typeof(name) != 'text'
                OR typeof(url) NOT IN ('text', 'null') OR typeof(position) != 'integer'
            """
        ).map { "licence \($0[0].string) has a value of the wrong type" }
    }

    /// Order keys and removed versions outside the ranges Outings writes (an attraction's own
    /// version is checked with the other invariants).
    private func numberProblems() throws -> [String] {
        let keys = AttractionOrder.keys
        let versions = AttractionVersion.range
        let outsideKeys = try connection.query(
            """
            SELECT id, order_key FROM attractions
            WHERE typeof(order_key) = 'integer' AND order_key NOT BETWEEN ? AND ? ORDER BY order_key
            """, .integer(keys.lowerBound), .integer(keys.upperBound))
        let outsideVersions = try connection.query(
            """
            SELECT id, version FROM removed_attractions
            WHERE typeof(version) != 'integer' OR version NOT BETWEEN ? AND ? ORDER BY id
            """, .integer(Int64(versions.lowerBound)), .integer(Int64(versions.upperBound)))
        return outsideKeys.map { StoredNumbers.badKey($0[1].string, of: $0[0].string) }
            + outsideVersions.map { StoredNumbers.badVersion($0[1].string, of: $0[0].string, removed: true) }
    }

    /// Positions are counted from order keys and bucket sizes (see AttractionOrder), so positions
    /// 1...n without gaps need two stored facts: no two rows share a key (else their order, and so
    /// their positions, is undefined) and every bucket size is the number of rows in its bucket.
    private func orderProblems() throws -> [String] {
        let shared = try connection.query(
            "SELECT order_key FROM attractions GROUP BY order_key HAVING count(*) > 1 ORDER BY order_key")
        let counted =
            "SELECT order_key >> \(AttractionOrder.bucketBits), count(*) FROM attractions GROUP BY 1"
        let wrong = try connection.query(
            """
            SELECT bucket FROM (
                SELECT * FROM (SELECT bucket, size FROM attraction_buckets EXCEPT \(counted))
                UNION SELECT * FROM (\(counted) EXCEPT SELECT bucket, size FROM attraction_buckets))
            ORDER BY bucket
            """)
        return shared.map { "attractions share the order key \($0[0].string)" }
            + wrong.map { "attraction bucket \($0[0].string) holds a wrong count" }
    }
}
