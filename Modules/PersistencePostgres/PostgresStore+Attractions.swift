import Domain
import UseCases

extension PostgresStore: AttractionStore {
    private static let columns = "id, name, type, inside, description, website, position, version"

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
            var stored = attraction
            stored.position = try count() + 1
            stored.version = 1
            try insert(stored)
            return stored
        }
    }

    public func replaceAll(with attractions: [Attraction]) throws {
        try connection.writeTransaction(lock: LockKey.attractions) {
            try connection.execute("DELETE FROM attractions")
            for (index, attraction) in attractions.enumerated() {
                var stored = attraction
                stored.position = index + 1
                try insert(stored)
            }
        }
    }

    private func insert(_ attraction: Attraction) throws {
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

    private func count() throws -> Int {
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

    private static func attraction(_ row: [String?]) -> Attraction {
        Attraction(
            id: row[0] ?? "", name: row[1] ?? "", type: row[2] ?? "", inside: row[3] == "t",
            description: row[4] ?? "", website: row[5] ?? "", position: Int(row[6] ?? "") ?? 0,
            version: Int(row[7] ?? "") ?? 0)
    }
}
