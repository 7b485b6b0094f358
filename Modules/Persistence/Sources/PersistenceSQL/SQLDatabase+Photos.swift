import Domain
import PlatformFoundation
import UseCases

extension SQLDatabase {
    /// One transaction around every batch and the licences (under the catalog's lock: the list is
    /// part of the catalog a refresh writes): a batch is written as it comes, so memory holds one
    /// batch, and an error anywhere rolls back all of them.
    public func saveStreaming(
        licences: [PhotoLicence]?,
        _ produce: (_ write: (_ places: [Place], _ photos: [Photo]) throws -> Void) throws -> Void
    ) throws {
        try write([.catalog]) {
            try produce { try upsert(places: $0, photos: $1) }
            if let licences { try writeLicences(licences) }
        }
    }

    /// Inserts or updates by id; the caller holds the write transaction.
    public func upsert(places: [Place], photos: [Photo]) throws {
        for place in places {
            try run(
                """
                INSERT INTO places (\(SQLPlaceColumns.list)) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET name = excluded.name, photo_count = excluded.photo_count,
                    latitude = excluded.latitude, longitude = excluded.longitude
                """, SQLPlaceColumns.values(of: place))
        }
        // One encoder for the transaction's tags: JSONEncoder's settings are per instance.
        let encoder = JSONEncoder()
        for photo in photos {
            try run(
                """
                INSERT INTO photos (\(SQLPhotoColumns.list)) VALUES (\(SQLPhotoColumns.placeholders))
                ON CONFLICT (id) DO UPDATE SET \(SQLPhotoColumns.updates)
                """, try SQLPhotoColumns.values(of: photo, tags: encoder))
        }
    }

    public func places() throws -> [Place] {
        try mapRows("SELECT \(schema.place) FROM places", read: SQLPlaceColumns.place)
    }

    /// A place's newest first, undated last, then by id's bytes.
    public func photos(_ selection: PhotoSelection) throws -> [Photo] {
        switch selection {
        case .id(let id):
            try photos("SELECT \(schema.photo) FROM photos WHERE id = ?", [.text(id)])
        case .place(let placeID, let limit):
            try photos(
                """
                SELECT \(schema.photo) FROM photos WHERE place_id = ?
                ORDER BY date_upload DESC\(dialect.nullsLastDescending), id\(dialect.byteOrder) LIMIT ?
                """, [.text(placeID), .integer(limit)])
        case .all:
            try photos("SELECT \(schema.photo) FROM photos")
        }
    }

    public func photoLicences() throws -> [PhotoLicence] {
        guard schema.hasLicences else { return [] }
        return try mapRows("SELECT id, name, url FROM photo_licenses ORDER BY position") { row in
            PhotoLicence.fetched(id: row.string(0), name: row.string(1), url: row.text(2))
        }
    }

    /// Replaces the licence list; the caller holds the write transaction.
    public func writeLicences(_ licences: [PhotoLicence]) throws {
        try run("DELETE FROM photo_licenses")
        for (position, licence) in licences.enumerated() {
            try run(
                "INSERT INTO photo_licenses (id, name, url, position) VALUES (?, ?, ?, ?)",
                .text(licence.id), .text(licence.name), .text(licence.url), .integer(position))
        }
    }

    /// Calls `body` with each photo of `sql`, whose first columns are a photo's, as it is read.
    public func forEachPhoto(_ sql: String, _ values: [SQLValue] = [], _ body: (Photo) throws -> Void) throws
    {
        let decoder = JSONDecoder()
        try forEachRow(sql, values) { try body(try SQLPhotoColumns.photo($0, tags: decoder)) }
    }

    public func photos(_ sql: String, _ values: [SQLValue] = []) throws -> [Photo] {
        var photos: [Photo] = []
        try forEachPhoto(sql, values) { photos.append($0) }
        return photos
    }
}
