import Domain

/// How SQLite stores a place: `places` has one column per field.
enum SQLitePlaceColumns {
    static let list = "id, name, photo_count, latitude, longitude"
    /// What a read-only open selects from a store without the credit-and-geo migration.
    static let fromPreCreditLayout = "id, name, photo_count, NULL, NULL"

    static func values(of place: Place) -> [SQLiteValue] {
        [
            .text(place.id), .text(place.name), place.photoCount.map { .integer(Int64($0)) } ?? .null,
            place.latitude.map { .real($0) } ?? .null, place.longitude.map { .real($0) } ?? .null,
        ]
    }

    static func place(_ row: SQLiteRow) -> Place {
        Place(
            id: row[0].string, name: row[1].string, photoCount: row[2].int, latitude: row[3].real,
            longitude: row[4].real)
    }
}

/// The select lists of a photo's and a place's fields in the schema a store has.
struct SQLiteSelectLists: Equatable {
    let photo: String
    let place: String
    /// Whether the store has the `photo_licenses` table (one without it has no fetched list).
    var hasLicences = true
    /// Whether the members' tables exist; a store read before its members migration has none,
    /// which reads as a guide without members.
    let hasMembers: Bool
    /// Whether the `member_visits` table exists (one without it has no visits recorded).
    var hasVisits = true
    /// The attraction choice columns, or constants that read as none before their migration.
    var attractionChoices = SQLiteChoiceColumns.list

    static let current = SQLiteSelectLists(
        photo: SQLitePhotoColumns.list, place: SQLitePlaceColumns.list, hasMembers: true)

    /// The lists for a store that lacks the `missing` migrations, all of them in
    /// `SQLiteMigrations.readableWithout`.
    init(missing: Set<String>) {
        let beforeCredit = missing.contains(SQLiteMigrations.photoCredit)
        photo =
            missing.contains(SQLiteMigrations.photoColumns)
            ? SQLitePhotoColumns.fromPreColumnLayout
            : beforeCredit ? SQLitePhotoColumns.fromPreCreditLayout : SQLitePhotoColumns.list
        place = beforeCredit ? SQLitePlaceColumns.fromPreCreditLayout : SQLitePlaceColumns.list
        hasLicences = !missing.contains(SQLiteMigrations.photoLicences)
        hasMembers = !missing.contains(SQLiteMigrations.members)
        hasVisits = !missing.contains(SQLiteMigrations.memberVisits)
        if missing.contains(SQLiteMigrations.attractionChoices) {
            attractionChoices = SQLiteChoiceColumns.absent
        }
    }

    private init(photo: String, place: String, hasMembers: Bool) {
        self.photo = photo
        self.place = place
        self.hasMembers = hasMembers
    }
}
