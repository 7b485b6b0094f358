/// The migrations both SQL stores share by id (each backend writes its own SQL for them), and
/// what a store opened without some of them reads through.
public enum SQLMigrationID {
    /// Moved photos from JSON text to columns.
    public static let photoColumns = "2026-12-03-photo-columns"
    /// Added each photo's licence and geo accuracy and each place's centre.
    public static let photoCredit = "2026-12-03-photo-credit-and-place-geo"
    /// Added the licence list a refresh fetches.
    public static let photoLicences = "2026-12-04-photo-licences"
    /// Added members, their sessions, invitations and recents.
    public static let members = "2026-12-05-members"
    /// Added what families choose an attraction by.
    public static let attractionChoices = "2026-12-06-attraction-choices"
    /// Added each member's visits, ratings and notes.
    public static let memberVisits = "2026-12-07-member-visits"
    /// Added the household's children and places.
    public static let household = "2026-12-08-household"
    /// Added the household's holidays and the plans with their stops.
    public static let plans = "2026-12-09-plans"

    /// The migrations a read-only open may find missing and still read the store as it is (only
    /// a write may apply them); a store missing any other is upgraded first.
    public static let readableWithout: Set<String> = [
        photoColumns, photoCredit, photoLicences, members, attractionChoices, memberVisits, household, plans,
    ]
}

/// What the schema a store was opened on holds: the select lists of a photo's and a place's
/// fields, and which tables exist. The current schema, or an earlier one a read-only open found
/// without some of `SQLMigrationID.readableWithout`.
public struct SQLSchema: Sendable, Equatable {
    public let photo: String
    public let place: String
    /// Whether the store has the `photo_licenses` table (one without it has no fetched list).
    public let hasLicences: Bool
    /// Whether the members' tables exist; a store without them reads as a guide without members.
    public let hasMembers: Bool
    /// Whether the `member_visits` table exists (one without it has no visits recorded).
    public let hasVisits: Bool
    /// Whether the household's tables exist (a store without them has an empty household).
    public let hasHousehold: Bool
    /// Whether the holidays' and plans' tables exist (a store without them has none of either).
    public let hasPlans: Bool
    /// The attraction choice columns, or constants that read as none before their migration.
    public let attractionChoices: String

    public static let current = SQLSchema(missing: [], photoFromJSON: "", choicesAbsent: "")

    /// The lists for a store that lacks the `missing` migrations. `photoFromJSON` selects a
    /// photo's columns from the JSON text a store kept before the photo-columns migration, and
    /// `choicesAbsent` reads as no choices: both in the backend's own SQL.
    public init(missing: Set<String>, photoFromJSON: String, choicesAbsent: String) {
        let beforeCredit = missing.contains(SQLMigrationID.photoCredit)
        photo =
            missing.contains(SQLMigrationID.photoColumns)
            ? photoFromJSON + ", " + SQLPhotoColumns.creditColumnsAbsent
            : beforeCredit ? SQLPhotoColumns.fromPreCreditLayout : SQLPhotoColumns.list
        place = beforeCredit ? SQLPlaceColumns.fromPreCreditLayout : SQLPlaceColumns.list
        hasLicences = !missing.contains(SQLMigrationID.photoLicences)
        hasMembers = !missing.contains(SQLMigrationID.members)
        hasVisits = !missing.contains(SQLMigrationID.memberVisits)
        hasHousehold = !missing.contains(SQLMigrationID.household)
        hasPlans = !missing.contains(SQLMigrationID.plans)
        attractionChoices =
            missing.contains(SQLMigrationID.attractionChoices) ? choicesAbsent : SQLChoiceColumns.list
    }
}
