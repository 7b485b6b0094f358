import Domain
import PersistenceSQL
import PlatformFoundation
import UseCases

/// `transfer` in pieces: the source is read through cursors in one read-only snapshot, and the
/// target writes batches inside one transaction holding every area's lock, so a copy of a
/// million rows holds a page and a batch, not the store, and still commits all or nothing.
extension PostgresStore {
    /// Rows written per batch on a target.
    static let transferBatchSize = 1_000

    /// Stops at the first row of any table: no count of a large table.
    public func isEmpty() throws -> Bool {
        try connection.execute(
            """
            SELECT EXISTS (SELECT 1 FROM attractions) OR EXISTS (SELECT 1 FROM places)
                OR EXISTS (SELECT 1 FROM photos) OR EXISTS (SELECT 1 FROM recents)
            """
        ).first?[0] == "f"
    }

    public func readGuide<T>(_ body: (any GuideReader) throws -> T) throws -> T {
        try connection.snapshot { try body(PostgresGuideReader(store: self)) }
    }

    @discardableResult
    public func replaceGuide(from source: any GuideReader, replacing: Bool) throws -> TransferStores.Summary {
        // Every area's lock, so no writer of any area can change the target between the check and
        // the commit, and the whole copy commits at once.
        try connection.writeTransaction(locks: [LockKey.attractions, LockKey.catalog, LockKey.recents]) {
            if !replacing, try !isEmpty() { throw TransferError.targetNotEmpty(try summary()) }
            try connection.execute(
                """
                INSERT INTO removed_attractions (id, version) SELECT id, version FROM attractions
                ON CONFLICT (id) DO UPDATE SET version = greatest(removed_attractions.version, excluded.version)
                """)
            try connection.execute("DELETE FROM attractions")
            try connection.execute("DELETE FROM places")
            try connection.execute("DELETE FROM photos")
            return try copy(from: source)
        }
    }

    /// Writes what `source` reads, a batch at a time; the caller holds the transaction.
    private func copy(from source: any GuideReader) throws -> TransferStores.Summary {
        try source.copy(
            batchSize: Self.transferBatchSize,
            attractions: { try self.insertContinuingVersions($0, firstPosition: $1) },
            places: { try self.upsert(places: $0, photos: []) },
            photos: { try self.upsert(places: [], photos: $0) },
            recents: { try self.writeRecents($0) }, licences: { try self.writeLicences($0) })
    }
}

/// Reads a PostgreSQL store through cursors; valid inside the snapshot `readGuide` opened.
struct PostgresGuideReader: GuideReader {
    let store: PostgresStore

    func forEachAttraction(_ body: (Attraction) throws -> Void) throws {
        try store.walkAttractions(body)
    }

    func forEachPlace(_ body: (Place) throws -> Void) throws {
        try store.connection.walkRows(of: "SELECT \(store.placeColumns) FROM places", cursor: "place_walk") {
            try body(SQLPlaceColumns.place($0))
        }
    }

    func forEachPhoto(_ body: (Photo) throws -> Void) throws {
        let decoder = JSONDecoder()
        try store.connection.walkRows(of: "SELECT \(store.photoColumns) FROM photos", cursor: "photo_walk") {
            try body(try SQLPhotoColumns.photo($0, tags: decoder))
        }
    }

    func readRecents() throws -> [Photo] {
        try store.recents()
    }

    func readLicences() throws -> [PhotoLicence] {
        try store.photoLicences()
    }
}
