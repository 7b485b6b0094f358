import Domain
import PlatformFoundation
import UseCases

extension SQLiteStore: PhotoCatalogStore {
    public func save(places: [Place], photos: [Photo]) throws {
        try mapped {
            try connection.writeTransaction { try upsert(places: places, photos: photos) }
        }
    }

    /// One `BEGIN IMMEDIATE` around every batch: a batch is written as it comes, so memory holds
    /// one batch, and an error anywhere rolls back all of them.
    public func saveStreaming(
        _ produce: (_ write: (_ places: [Place], _ photos: [Photo]) throws -> Void) throws -> Void
    ) throws {
        try mapped {
            try connection.writeTransaction { try produce { try upsert(places: $0, photos: $1) } }
        }
    }

    public func replaceAll(places: [Place], photos: [Photo]) throws {
        try mapped {
            try connection.writeTransaction {
                try connection.execute("DELETE FROM places; DELETE FROM photos")
                try upsert(places: places, photos: photos)
            }
        }
    }

    public func allPhotos() throws -> [Photo] {
        try mapped {
            try photos("SELECT \(photoColumns) FROM photos")
        }
    }

    /// Inserts or updates by id; the caller holds the write transaction.
    func upsert(places: [Place], photos: [Photo]) throws {
        let placeStatement = try connection.prepare(
            """
            INSERT INTO places (\(SQLitePlaceColumns.list)) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET name = excluded.name, photo_count = excluded.photo_count,
                latitude = excluded.latitude, longitude = excluded.longitude
            """)
        let photoStatement = try connection.prepare(Self.upsertPhotoSQL)
        for place in places {
            try placeStatement.bind(SQLitePlaceColumns.values(of: place))
            try placeStatement.rows()
        }
        // One encoder for the transaction's tags: JSONEncoder's settings are per instance.
        let encoder = JSONEncoder()
        for photo in photos {
            try photoStatement.bind(try SQLitePhotoColumns.values(of: photo, tags: encoder))
            try photoStatement.rows()
        }
    }

    private static let upsertPhotoSQL = """
        INSERT INTO photos (\(SQLitePhotoColumns.list)) VALUES (\(SQLitePhotoColumns.placeholders))
        ON CONFLICT(id) DO UPDATE SET \(SQLitePhotoColumns.names.dropFirst().map { "\($0) = excluded.\($0)" }
            .joined(separator: ", "))
        """

    public func places() throws -> [Place] {
        try mapped {
            try connection.query("SELECT \(placeColumns) FROM places").map(SQLitePlaceColumns.place)
        }
    }

    public func place(id: String) throws -> Place? {
        try mapped {
            try connection.query("SELECT \(placeColumns) FROM places WHERE id = ?", .text(id))
                .first.map(SQLitePlaceColumns.place)
        }
    }

    /// Newest first, undated last: SQLite sorts NULL below every number, so `date_upload DESC`
    /// already puts them last, and the order is exactly the `photos_by_place` index (no sort of
    /// the place's photos to return `limit` of them).
    public func photos(inPlace placeID: String, limit: Int) throws -> [Photo] {
        try mapped {
            try photos(
                """
                SELECT \(photoColumns) FROM photos WHERE place_id = ?
                ORDER BY date_upload DESC, id LIMIT ?
                """,
                .text(placeID), .integer(Int64(limit)))
        }
    }

    public func photo(id: String) throws -> Photo? {
        try mapped {
            try photos("SELECT \(photoColumns) FROM photos WHERE id = ?", .text(id)).first
        }
    }
}
