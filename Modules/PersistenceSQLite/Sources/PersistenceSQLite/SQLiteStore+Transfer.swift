import Domain
import PersistenceSQL
import UseCases

/// `transfer` in pieces: the source is read one row at a time from one read transaction, and the
/// target writes batches inside one write transaction, so a copy of a million rows holds a batch,
/// not the store, and still commits all or nothing.
extension SQLiteStore {
    /// Rows written per batch on a target.
    static let transferBatchSize = 1_000

    /// Stops at the first row of any table: no count of a large table.
    public func isEmpty() throws -> Bool {
        try mapped { try connectionIsEmpty() }
    }

    private func connectionIsEmpty() throws -> Bool {
        try connection.query(
            """
            SELECT EXISTS (SELECT 1 FROM attractions) OR EXISTS (SELECT 1 FROM places)
                OR EXISTS (SELECT 1 FROM photos) OR EXISTS (SELECT 1 FROM recents)
            """
        ).first?.first?.int == 0
    }

    public func readGuide<T>(_ body: (any GuideReader) throws -> T) throws -> T {
        try mapped {
            try connection.readTransaction { try body(SQLiteGuideReader(store: self)) }
        }
    }

    @discardableResult
    public func replaceGuide(from source: any GuideReader, replacing: Bool) throws -> TransferStores.Summary {
        try mapped {
            try connection.writeTransaction {
                // Checked inside the write transaction, so no writer can slip in between; counted
                // only for the refusal's message.
                if !replacing, try !connectionIsEmpty() { throw TransferError.targetNotEmpty(try summary()) }
                try connection.execute(
                    """
                    INSERT INTO removed_attractions (id, version) SELECT id, version FROM attractions WHERE true
                    ON CONFLICT(id) DO UPDATE SET version = max(version, excluded.version);
                    DELETE FROM attractions; DELETE FROM places; DELETE FROM photos
                    """)
                return try copy(from: source)
            }
        }
    }

    /// Writes what `source` reads, a batch at a time; the caller holds the write transaction.
    private func copy(from source: any GuideReader) throws -> TransferStores.Summary {
        try source.copy(
            batchSize: Self.transferBatchSize,
            attractions: { try self.insertContinuingVersions($0, firstPosition: $1) },
            places: { try self.upsert(places: $0, photos: []) },
            photos: { try self.upsert(places: [], photos: $0) },
            recents: { try self.writeRecents($0) }, licences: { try self.writeLicences($0) })
    }
}

/// Reads a SQLite store row by row; valid inside the read transaction `readGuide` opened.
struct SQLiteGuideReader: GuideReader {
    let store: SQLiteStore

    func forEachAttraction(_ body: (Attraction) throws -> Void) throws {
        try store.mapped { try store.walkAttractions(body) }
    }

    func forEachPlace(_ body: (Place) throws -> Void) throws {
        try store.mapped {
            try store.connection.prepare("SELECT \(store.placeColumns) FROM places")
                .forEachRow { try body(SQLPlaceColumns.place($0)) }
        }
    }

    func forEachPhoto(_ body: (Photo) throws -> Void) throws {
        try store.mapped {
            try store.forEachPhoto("SELECT \(store.photoColumns) FROM photos", [], body)
        }
    }

    func readRecents() throws -> [Photo] {
        try store.recents()
    }

    func readLicences() throws -> [PhotoLicence] {
        try store.photoLicences()
    }
}
