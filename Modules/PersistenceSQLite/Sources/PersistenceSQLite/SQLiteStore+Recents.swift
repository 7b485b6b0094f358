import Domain
import PlatformFoundation
import UseCases

extension SQLiteStore: RecentsStore {
    public func recents() throws -> [Photo] {
        try mapped {
            try photos("SELECT \(photoColumns) FROM recents ORDER BY rank")
        }
    }

    @discardableResult
    public func updateRecents(_ change: ([Photo]) throws -> [Photo]) throws -> [Photo] {
        try mapped {
            try connection.writeTransaction {
                let current = try photos("SELECT \(photoColumns) FROM recents ORDER BY rank")
                let changed = try change(current)
                try writeRecents(changed)
                return changed
            }
        }
    }

    /// Makes the stored list exactly `recents`; the caller holds the write transaction.
    func writeRecents(_ recents: [Photo]) throws {
        try connection.query("DELETE FROM recents")
        let statement = try connection.prepare(
            "INSERT INTO recents (rank, \(SQLitePhotoColumns.list)) VALUES (?, \(SQLitePhotoColumns.placeholders))"
        )
        let encoder = JSONEncoder()
        for (rank, photo) in recents.enumerated() {
            try statement.bind([.integer(Int64(rank))] + SQLitePhotoColumns.values(of: photo, tags: encoder))
            try statement.rows()
        }
    }
}
