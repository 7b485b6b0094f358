import Domain

/// How PostgreSQL stores a place: `places` has one column per field.
enum PostgresPlaceColumns {
    static let list = "id, name, photo_count, latitude, longitude"
    /// What a read-only open selects from a store without the credit-and-geo migration.
    static let fromPreCreditLayout = "id, name, photo_count, NULL, NULL"

    /// The values as text parameters; a Double's description reads back as the same Double.
    static func values(of place: Place) -> [String?] {
        [
            place.id, place.name, place.photoCount.map(String.init),
            place.latitude.map(String.init(describing:)), place.longitude.map(String.init(describing:)),
        ]
    }

    static func place(_ row: [String?]) -> Place {
        Place(
            id: row[0] ?? "", name: row[1] ?? "", photoCount: row[2].flatMap { Int($0) },
            latitude: row[3].flatMap { Double($0) }, longitude: row[4].flatMap { Double($0) })
    }
}

/// The select lists of a photo's and a place's fields in the schema a store has.
struct PostgresSelectLists: Sendable {
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
    var attractionChoices = PostgresChoiceColumns.list

    static let current = PostgresSelectLists(
        photo: PostgresPhotoColumns.list, place: PostgresPlaceColumns.list, hasMembers: true)

    /// The lists for a store that lacks the `missing` migrations, all of them in
    /// `PostgresMigrations.readableWithout`.
    init(missing: Set<String>) {
        let beforeCredit = missing.contains(PostgresMigrations.photoCredit)
        photo =
            missing.contains(PostgresMigrations.photoColumns)
            ? PostgresPhotoColumns.fromPreColumnLayout
            : beforeCredit ? PostgresPhotoColumns.fromPreCreditLayout : PostgresPhotoColumns.list
        place = beforeCredit ? PostgresPlaceColumns.fromPreCreditLayout : PostgresPlaceColumns.list
        hasLicences = !missing.contains(PostgresMigrations.photoLicences)
        hasMembers = !missing.contains(PostgresMigrations.members)
        hasVisits = !missing.contains(PostgresMigrations.memberVisits)
        if missing.contains(PostgresMigrations.attractionChoices) {
            attractionChoices = PostgresChoiceColumns.absent
        }
    }

    private init(photo: String, place: String, hasMembers: Bool) {
        self.photo = photo
        self.place = place
        self.hasMembers = hasMembers
    }
}
