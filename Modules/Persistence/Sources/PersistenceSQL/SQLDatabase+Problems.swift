import Domain
import UseCases

/// What `check` finds in an SQL store: the backend's own damage first (`storageProblems`), then
/// stored numbers and the order, then the invariants every backend shares (`GuideInvariants`).
extension SQLDatabase {
    public func problems() throws -> [String] {
        try read {
            let storage = try storageProblems()
            guard storage.readable else { return storage.problems }
            var problems = storage.problems + (try orderProblems()) + (try numberProblems())
            var recents: [Photo] = []
            do {
                let photos = try self.photos(.all)
                recents = try self.recents(ofMember: nil)
                problems += GuideInvariants.problems(photos: photos + recents, places: try places())
                problems += GuideInvariants.problems(licences: try photoLicences())
            } catch let error as StoreError {
                problems.append(error.description)
            }
            // A value the backend's own check found of the wrong type may stop the read: the list
            // found so far is still the answer.
            do {
                return problems + GuideInvariants.problems(attractions: try attractions(), recents: recents)
            } catch let error as StoreError {
                return problems + [error.description]
            }
        }
    }

    /// Order keys and removed versions outside the ranges Outings writes (an attraction's own
    /// version is checked with the other invariants).
    private func numberProblems() throws -> [String] {
        let keys = AttractionOrder.keys
        let versions = AttractionVersion.range
        let outsideKeys = try mapRows(
            """
            SELECT id, order_key FROM attractions
            WHERE order_key NOT BETWEEN \(keys.lowerBound) AND \(keys.upperBound) ORDER BY order_key
            """
        ) { StoredNumbers.badKey($0.string(1), of: $0.string(0)) }
        let outsideVersions = try mapRows(
            """
            SELECT id, version FROM removed_attractions
            WHERE version NOT BETWEEN \(versions.lowerBound) AND \(versions.upperBound) ORDER BY id\(dialect.byteOrder)
            """
        ) { StoredNumbers.badVersion($0.string(1), of: $0.string(0), removed: true) }
        return outsideKeys + outsideVersions
    }

    /// Positions are counted from order keys and bucket sizes (see AttractionOrder), so positions
    /// 1...n without gaps need two stored facts: no two rows share a key (else their order, and so
    /// their positions, is undefined) and every bucket size is the number of rows in its bucket.
    private func orderProblems() throws -> [String] {
        let shared = try mapRows(
            "SELECT order_key FROM attractions GROUP BY order_key HAVING count(*) > 1 ORDER BY order_key"
        ) { "attractions share the order key \($0.string(0))" }
        let wrong = try mapRows(
            """
            SELECT coalesce(b.bucket, counted.bucket) FROM attraction_buckets b
            FULL JOIN (
                SELECT order_key >> \(AttractionOrder.bucketBits) AS bucket, count(*) AS size
                FROM attractions GROUP BY 1) counted
                ON counted.bucket = b.bucket
            WHERE b.size IS DISTINCT FROM counted.size ORDER BY 1
            """
        ) { "attraction bucket \($0.string(0)) holds a wrong count" }
        return shared + wrong
    }
}
