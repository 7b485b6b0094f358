import Domain
import UseCases

extension SQLiteStore {
    public func photoLicences() throws -> [PhotoLicence] {
        try mapped {
            guard selects.hasLicences else { return [] }
            return try connection.query("SELECT id, name, url FROM photo_licenses ORDER BY position")
                .map(Self.licence)
        }
    }

    public func replacePhotoLicences(_ licences: [PhotoLicence]) throws {
        try mapped {
            try connection.writeTransaction { try writeLicences(licences) }
        }
    }

    /// Replaces the licence list; the caller holds the write transaction.
    func writeLicences(_ licences: [PhotoLicence]) throws {
        try connection.execute("DELETE FROM photo_licenses")
        let statement = try connection.prepare(
            "INSERT INTO photo_licenses (id, name, url, position) VALUES (?, ?, ?, ?)")
        for (position, licence) in licences.enumerated() {
            try statement.bind([
                .text(licence.id), .text(licence.name), licence.url.map(SQLiteValue.text) ?? .null,
                .integer(Int64(position)),
            ])
            try statement.rows()
        }
    }

    private static func licence(_ row: SQLiteRow) -> PhotoLicence {
        let url: String? = if case .null = row[2] { nil } else { row[2].string }
        return PhotoLicence.fetched(id: row[0].string, name: row[1].string, url: url)
    }
}
