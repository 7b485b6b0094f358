import Domain
import UseCases

extension PostgresStore: PhotoCatalogStore, RecentsStore {
    public func save(places: [Place], photos: [Photo]) throws {
        try connection.writeTransaction(lock: LockKey.catalog) { try upsert(places: places, photos: photos) }
    }

    /// One transaction around every batch: each is written as it comes, and an error anywhere
    /// rolls back all of them.
    public func saveStreaming(
        _ produce: (_ write: (_ places: [Place], _ photos: [Photo]) throws -> Void) throws -> Void
    ) throws {
        try connection.writeTransaction(lock: LockKey.catalog) {
            try produce { try upsert(places: $0, photos: $1) }
        }
    }

    public func replaceAll(places: [Place], photos: [Photo]) throws {
        try connection.writeTransaction(lock: LockKey.catalog) {
            try connection.execute("DELETE FROM places")
            try connection.execute("DELETE FROM photos")
            try upsert(places: places, photos: photos)
        }
    }

    public func allPhotos() throws -> [Photo] {
        try connection.execute("SELECT data FROM photos").map { try PostgresPhotoRecord.photo(from: $0[0]) }
    }

    /// Inserts or updates by id; the caller holds the write transaction.
    func upsert(places: [Place], photos: [Photo]) throws {
        for place in places {
            try connection.execute(
                """
                INSERT INTO places (id, name, photo_count) VALUES ($1, $2, $3)
                ON CONFLICT (id) DO UPDATE SET name = excluded.name, photo_count = excluded.photo_count
                """,
                [place.id, place.name, place.photoCount.map(String.init)])
        }
        for photo in photos {
            try connection.execute(
                """
                INSERT INTO photos (id, place_id, date_upload, data) VALUES ($1, $2, $3, $4)
                ON CONFLICT (id) DO UPDATE SET place_id = excluded.place_id,
                    date_upload = excluded.date_upload, data = excluded.data
                """,
                [
                    photo.id, photo.placeID, photo.dateUpload.map(String.init),
                    try PostgresPhotoRecord.text(of: photo),
                ])
        }
    }

    public func places() throws -> [Place] {
        try connection.execute("SELECT id, name, photo_count FROM places").map(Self.place)
    }

    public func place(id: String) throws -> Place? {
        try connection.execute("SELECT id, name, photo_count FROM places WHERE id = $1", [id]).first.map(
            Self.place)
    }

    public func photos(inPlace placeID: String, limit: Int) throws -> [Photo] {
        // COLLATE "C" orders ids by their bytes, as the other backends do.
        try connection.execute(
            """
            SELECT data FROM photos WHERE place_id = $1
            ORDER BY date_upload DESC NULLS LAST, id COLLATE "C" LIMIT $2
            """,
            [placeID, String(limit)]
        ).map { try PostgresPhotoRecord.photo(from: $0[0]) }
    }

    public func photo(id: String) throws -> Photo? {
        try connection.execute("SELECT data FROM photos WHERE id = $1", [id]).first.map {
            try PostgresPhotoRecord.photo(from: $0[0])
        }
    }

    public func recents() throws -> [Photo] {
        try connection.execute("SELECT data FROM recents ORDER BY rank").map {
            try PostgresPhotoRecord.photo(from: $0[0])
        }
    }

    @discardableResult
    public func updateRecents(_ change: ([Photo]) throws -> [Photo]) throws -> [Photo] {
        try connection.writeTransaction(lock: LockKey.recents) {
            let changed = try change(try recents())
            try writeRecents(changed)
            return changed
        }
    }

    /// Makes the stored list exactly `recents`; the caller holds the write transaction.
    func writeRecents(_ recents: [Photo]) throws {
        try connection.execute("DELETE FROM recents")
        for (rank, photo) in recents.enumerated() {
            try connection.execute(
                "INSERT INTO recents (rank, data) VALUES ($1, $2)",
                [String(rank), try PostgresPhotoRecord.text(of: photo)])
        }
    }

    static func place(_ row: [String?]) -> Place {
        Place(id: row[0] ?? "", name: row[1] ?? "", photoCount: row[2].flatMap { Int($0) })
    }
}
