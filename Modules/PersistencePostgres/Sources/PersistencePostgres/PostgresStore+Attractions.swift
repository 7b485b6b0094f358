import Domain
import UseCases

extension PostgresStore: AttractionStore {
    static let columns = "id, name, type, inside, description, website, position, version"

    public func attractions() throws -> [Attraction] {
        try connection.execute("SELECT \(Self.columns) FROM attractions ORDER BY position").map(
            Self.attraction)
    }

    public func attraction(id: String) throws -> Attraction? {
        try connection.execute("SELECT \(Self.columns) FROM attractions WHERE id = $1", [id]).first.map(
            Self.attraction)
    }

    @discardableResult public func add(_ attraction: Attraction) throws -> Attraction {
        try connection.writeTransaction(lock: LockKey.attractions) {
            try append(attraction)
        }
    }

    /// Adds at the end, continuing from the version the id had when it was last removed; the
    /// caller holds the attractions lock.
    func append(_ attraction: Attraction) throws -> Attraction {
        var stored = attraction
        stored.position = try count() + 1
        let removed = try connection.execute(
            "DELETE FROM removed_attractions WHERE id = $1 RETURNING version", [attraction.id])
        stored.version = (removed.first?[0].flatMap { Int($0) } ?? 0) + 1
        try insert(stored)
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
            var stored = attraction
            stored.position = firstPosition + index
            stored.version = max(stored.version, 1)
            let removed = try connection.execute(
                "DELETE FROM removed_attractions WHERE id = $1 RETURNING version", [attraction.id])
            if let last = removed.first?[0].flatMap({ Int($0) }) {
                stored.version = max(stored.version, last + 1)
            }
            try insert(stored)
        }
    }

    func insert(_ attraction: Attraction) throws {
        try connection.execute(
            "INSERT INTO attractions (\(Self.columns)) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            [
                attraction.id, attraction.name, attraction.type, attraction.inside ? "true" : "false",
                attraction.description, attraction.website, String(attraction.position),
                String(attraction.version),
            ])
    }

    public func replace(_ attraction: Attraction) throws {
        try connection.writeTransaction(lock: LockKey.attractions) {
            _ = try position(of: attraction.id)
            let updated = try connection.execute(
                """
                UPDATE attractions SET name = $1, type = $2, inside = $3, description = $4, website = $5,
                    version = version + 1
                WHERE id = $6 AND version = $7 RETURNING id
                """,
                [
                    attraction.name, attraction.type, attraction.inside ? "true" : "false",
                    attraction.description,
                    attraction.website, attraction.id, String(attraction.version),
                ])
            guard updated.count == 1 else { throw StoreError.conflict(kind: "attraction", id: attraction.id) }
        }
    }

    public func remove(id: String) throws {
        try connection.writeTransaction(lock: LockKey.attractions) {
            let position = try position(of: id)
            try connection.execute(
                """
                INSERT INTO removed_attractions (id, version) SELECT id, version FROM attractions WHERE id = $1
                ON CONFLICT (id) DO UPDATE SET version = greatest(removed_attractions.version, excluded.version)
                """, [id])
            try connection.execute("DELETE FROM attractions WHERE id = $1", [id])
            try connection.execute(
                "UPDATE attractions SET position = position - 1 WHERE position > $1", [String(position)])
        }
    }

    public func move(id: String, to target: Int) throws {
        try connection.writeTransaction(lock: LockKey.attractions) {
            let current = try position(of: id)
            let count = try count()
            guard (1...count).contains(target) else {
                throw StoreError.positionOutOfRange(position: target, count: count)
            }
            let (shift, low, high) = target < current ? (1, target, current - 1) : (-1, current + 1, target)
            try connection.execute(
                "UPDATE attractions SET position = position + $1 WHERE position BETWEEN $2 AND $3",
                [String(shift), String(low), String(high)])
            try connection.execute(
                "UPDATE attractions SET position = $1 WHERE id = $2", [String(target), id])
        }
    }

    func count() throws -> Int {
        Int(try connection.execute("SELECT count(*) FROM attractions").first?[0] ?? "0") ?? 0
    }

    private func position(of id: String) throws -> Int {
        guard
            let text = try connection.execute("SELECT position FROM attractions WHERE id = $1", [id]).first?[
                0],
            let position = Int(text)
        else {
            throw StoreError.notFound(kind: "attraction", id: id)
        }
        return position
    }

    static func attraction(_ row: [String?]) -> Attraction {
        Attraction(
            id: row[0] ?? "", name: row[1] ?? "", type: row[2] ?? "", inside: row[3] == "t",
            description: row[4] ?? "", website: row[5] ?? "", position: Int(row[6] ?? "") ?? 0,
            version: Int(row[7] ?? "") ?? 0)
    }
}
