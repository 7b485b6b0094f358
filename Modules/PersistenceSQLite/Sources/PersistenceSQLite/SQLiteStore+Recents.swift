import Domain
import PersistenceSQL
import PlatformFoundation
import UseCases

extension SQLiteStore {
    /// Makes the stored list exactly `recents`; the caller holds the write transaction.
    public func writeRecents(_ recents: [Photo]) throws {
        try run("DELETE FROM recents")
        let encoder = JSONEncoder()
        for (rank, photo) in recents.enumerated() {
            try forEachRow(
                "INSERT INTO recents (rank, \(SQLPhotoColumns.list)) VALUES (?, \(SQLPhotoColumns.placeholders))",
                [.integer(rank)] + SQLPhotoColumns.values(of: photo, tags: encoder)
            ) { _ in }
        }
    }
}
