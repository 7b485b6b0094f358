import Domain
import UseCases

extension PostgresStore {
    public func photoLicences() throws -> [PhotoLicence] {
        guard selects.hasLicences else { return [] }
        return try connection.execute("SELECT id, name, url FROM photo_licenses ORDER BY position").map {
            PhotoLicence.fetched(id: $0[0] ?? "", name: $0[1] ?? "", url: $0[2])
        }
    }

    /// Under the catalog's lock: the list is part of the catalog a refresh writes.
    public func replacePhotoLicences(_ licences: [PhotoLicence]) throws {
        try connection.writeTransaction(lock: LockKey.catalog) { try writeLicences(licences) }
    }

    /// Replaces the licence list; the caller holds the write transaction.
    func writeLicences(_ licences: [PhotoLicence]) throws {
        try connection.execute("DELETE FROM photo_licenses")
        for (position, licence) in licences.enumerated() {
            try connection.execute(
                "INSERT INTO photo_licenses (id, name, url, position) VALUES ($1, $2, $3, $4::integer)",
                [licence.id, licence.name, licence.url, String(position)])
        }
    }
}
