import Domain
import UseCases

extension SQLiteStore: RecentsStore {
    public func recents() throws -> [Photo] {
        try mapped {
            try connection.query("SELECT data FROM recents ORDER BY rank").map {
                try SQLitePhotoRecord.photo(from: $0[0].string)
            }
        }
    }

    @discardableResult
    public func updateRecents(_ change: ([Photo]) throws -> [Photo]) throws -> [Photo] {
        try mapped {
            try connection.writeTransaction {
                let current = try connection.query("SELECT data FROM recents ORDER BY rank")
                    .map { try SQLitePhotoRecord.photo(from: $0[0].string) }
                let changed = try change(current)
                try writeRecents(changed)
                return changed
            }
        }
    }

    /// Makes the stored list exactly `recents`; the caller holds the write transaction.
    func writeRecents(_ recents: [Photo]) throws {
        try connection.query("DELETE FROM recents")
        for (rank, photo) in recents.enumerated() {
            try connection.query(
                "INSERT INTO recents (rank, data) VALUES (?, ?)", .integer(Int64(rank)),
                .text(try SQLitePhotoRecord.text(of: photo)))
        }
    }
}
