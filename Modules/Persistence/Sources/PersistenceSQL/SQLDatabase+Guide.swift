import Domain
import PlatformFoundation
import UseCases

/// The whole guide: read in one snapshot, counted, copied from another store in batches inside
/// one write transaction (a copy of a million rows holds a batch, not the store, and still commits
/// all or nothing), and walked a page at a time.
extension SQLDatabase {
    /// Rows written per batch on a transfer's target.
    public var transferBatchSize: Int { 1_000 }

    public func summary() throws -> TransferStores.Summary {
        try firstRow(
            """
            SELECT (SELECT count(*) FROM attractions), (SELECT count(*) FROM places),
                (SELECT count(*) FROM photos), (SELECT count(*) FROM recents)
            """
        ) { row in
            TransferStores.Summary(
                attractions: row.int(0) ?? 0, places: row.int(1) ?? 0, photos: row.int(2) ?? 0,
                recents: row.int(3) ?? 0)
        } ?? TransferStores.Summary(attractions: 0, places: 0, photos: 0, recents: 0)
    }

    /// Whether no table holds a row: stops at the first row of any table, counting nothing.
    func holdsNoRow() throws -> Bool {
        try firstRow(
            """
            SELECT EXISTS (SELECT 1 FROM attractions) OR EXISTS (SELECT 1 FROM places)
                OR EXISTS (SELECT 1 FROM photos) OR EXISTS (SELECT 1 FROM recents)
            """
        ) { !$0.bool(0) } ?? true
    }

    /// Only into a list that never held an attraction (none stored, none removed).
    @discardableResult public func seedAttractions(_ attractions: [Attraction]) throws -> [Attraction] {
        try write([.attractions]) {
            let removed = try firstRow("SELECT count(*) FROM removed_attractions") { $0.int(0) }
            guard try count() == 0, removed == 0 else { return [] }
            return try attractions.map { try append($0) }
        }
    }

    public func readGuide<T>(_ body: (any GuideReader) throws -> T) throws -> T {
        try read { try body(SQLGuideReader(database: self)) }
    }

    /// Every area's lock, so no writer of any area can change the target between the check and
    /// the commit, and the whole copy commits at once.
    @discardableResult
    public func replaceGuide(from source: any GuideReader, replacing: Bool) throws -> TransferStores.Summary {
        try write(SQLArea.allCases) {
            // Counted only for the refusal's message.
            if !replacing, try !holdsNoRow() { throw TransferError.targetNotEmpty(try summary()) }
            try removeAllAttractions()
            try run("DELETE FROM places")
            try run("DELETE FROM photos")
            return try source.copy(
                batchSize: transferBatchSize,
                attractions: { try insertContinuingVersions($0, firstPosition: $1) },
                places: { try upsert(places: $0, photos: []) },
                photos: { try upsert(places: [], photos: $0) },
                recents: { try writeRecents($0) }, licences: { try writeLicences($0) })
        }
    }
}

/// Reads an SQL store a page at a time; valid inside the snapshot `readGuide` opened.
struct SQLGuideReader<Database: SQLDatabase>: GuideReader {
    let database: Database

    func forEachAttraction(_ body: (Attraction) throws -> Void) throws {
        try database.walkAttractions(body)
    }

    func forEachPlace(_ body: (Place) throws -> Void) throws {
        try database.forEachRowInPages("SELECT \(database.schema.place) FROM places") {
            try body(SQLPlaceColumns.place($0))
        }
    }

    func forEachPhoto(_ body: (Photo) throws -> Void) throws {
        let decoder = JSONDecoder()
        try database.forEachRowInPages("SELECT \(database.schema.photo) FROM photos") {
            try body(try SQLPhotoColumns.photo($0, tags: decoder))
        }
    }

    func readRecents() throws -> [Photo] {
        try database.recents(ofMember: nil)
    }

    func readLicences() throws -> [PhotoLicence] {
        try database.photoLicences()
    }
}
