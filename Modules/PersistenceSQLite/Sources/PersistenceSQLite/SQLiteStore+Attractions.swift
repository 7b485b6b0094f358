import Domain
import UseCases

extension SQLiteStore: AttractionStore {
    static let columns = "id, name, type, inside, description, website, position, version"

    public func attractions() throws -> [Attraction] {
        try mapped {
            try connection.query("SELECT \(Self.columns) FROM attractions ORDER BY position")
                .map(Self.attraction)
        }
    }

    public func attraction(id: String) throws -> Attraction? {
        try mapped {
            try connection.query("SELECT \(Self.columns) FROM attractions WHERE id = ?", .text(id))
                .first.map(Self.attraction)
        }
    }

    @discardableResult public func add(_ attraction: Attraction) throws -> Attraction {
        try mapped {
            try connection.writeTransaction {
                try append(attraction)
            }
        }
    }

    /// Adds at the end, continuing from the version the id had when it was last removed; the
    /// caller holds the write transaction.
    func append(_ attraction: Attraction) throws -> Attraction {
        var stored = attraction
        stored.position = try count() + 1
        let removed = try connection.query(
            "DELETE FROM removed_attractions WHERE id = ? RETURNING version", .text(attraction.id))
        stored.version = (removed.first?.first?.int ?? 0) + 1
        try insert(stored)
        return stored
    }

    public func replaceAll(with attractions: [Attraction]) throws {
        try mapped {
            try connection.writeTransaction {
                try connection.execute(
                    """
                    INSERT INTO removed_attractions (id, version) SELECT id, version FROM attractions WHERE true
                    ON CONFLICT(id) DO UPDATE SET version = max(version, excluded.version);
                    DELETE FROM attractions
                    """)
                try insertContinuingVersions(attractions)
            }
        }
    }

    /// Inserts in order (positions 1...n) keeping each version, except that an id removed before
    /// continues past its last version, so versions never repeat for an id. The caller holds the
    /// write transaction and has moved the previous rows into `removed_attractions`. A copy in
    /// batches passes each batch's first position.
    func insertContinuingVersions(_ attractions: [Attraction], firstPosition: Int = 1) throws {
        for (index, attraction) in attractions.enumerated() {
            var stored = attraction
            stored.position = firstPosition + index
            stored.version = max(stored.version, 1)
            let removed = try connection.query(
                "DELETE FROM removed_attractions WHERE id = ? RETURNING version", .text(attraction.id))
            if let last = removed.first?.first?.int { stored.version = max(stored.version, last + 1) }
            try insert(stored)
        }
    }

    func insert(_ attraction: Attraction) throws {
        try connection.query(
            "INSERT INTO attractions (\(Self.columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            .text(attraction.id), .text(attraction.name), .text(attraction.type),
            .integer(attraction.inside ? 1 : 0), .text(attraction.description), .text(attraction.website),
            .integer(Int64(attraction.position)), .integer(Int64(attraction.version)))
    }

    public func replace(_ attraction: Attraction) throws {
        try mapped {
            try connection.writeTransaction {
                _ = try position(of: attraction.id)
                try connection.query(
                    """
                    UPDATE attractions SET name = ?, type = ?, inside = ?, description = ?, website = ?,
                        version = version + 1
                    WHERE id = ? AND version = ?
                    """,
                    .text(attraction.name), .text(attraction.type), .integer(attraction.inside ? 1 : 0),
                    .text(attraction.description), .text(attraction.website), .text(attraction.id),
                    .integer(Int64(attraction.version)))
                guard connection.changes == 1 else {
                    throw StoreError.conflict(kind: "attraction", id: attraction.id)
                }
            }
        }
    }

    public func remove(id: String) throws {
        try mapped {
            try connection.writeTransaction {
                let position = try position(of: id)
                try connection.query(
                    """
                    INSERT INTO removed_attractions (id, version) SELECT id, version FROM attractions WHERE id = ?
                    ON CONFLICT(id) DO UPDATE SET version = max(version, excluded.version)
                    """, .text(id))
                try connection.query("DELETE FROM attractions WHERE id = ?", .text(id))
                try connection.query(
                    "UPDATE attractions SET position = position - 1 WHERE position > ?",
                    .integer(Int64(position)))
            }
        }
    }

    public func move(id: String, to target: Int) throws {
        try mapped {
            try connection.writeTransaction {
                let current = try position(of: id)
                let count = try count()
                guard (1...count).contains(target) else {
                    throw StoreError.positionOutOfRange(position: target, count: count)
                }
                if target < current {
                    try connection.query(
                        "UPDATE attractions SET position = position + 1 WHERE position >= ? AND position < ?",
                        .integer(Int64(target)), .integer(Int64(current)))
                } else if target > current {
                    try connection.query(
                        "UPDATE attractions SET position = position - 1 WHERE position > ? AND position <= ?",
                        .integer(Int64(current)), .integer(Int64(target)))
                }
                try connection.query(
                    "UPDATE attractions SET position = ? WHERE id = ?", .integer(Int64(target)), .text(id))
            }
        }
    }

    func count() throws -> Int {
        try connection.query("SELECT count(*) FROM attractions").first?.first?.int ?? 0
    }

    private func position(of id: String) throws -> Int {
        guard
            let position = try connection.query(
                "SELECT position FROM attractions WHERE id = ?", .text(id)
            ).first?.first?.int
        else {
            throw StoreError.notFound(kind: "attraction", id: id)
        }
        return position
    }

    static func attraction(_ row: SQLiteRow) -> Attraction {
        Attraction(
            id: row[0].string, name: row[1].string, type: row[2].string, inside: row[3].int == 1,
            description: row[4].string, website: row[5].string, position: row[6].int ?? 0,
            version: row[7].int ?? 0)
    }
}
