/// The sections of a backup, in the order they are written and read: the guide's first (in the
/// order a `GuideReader` is read, so a restore reads the file front to back), then the people.
/// A new kind of record is one more case here, with its record type in `BackupRecords`, its
/// writer in `GuideBackup` and its check in `BackupVerifier`.
public enum BackupSection: String, CaseIterable, Sendable {
    case attractions
    case places
    case photos
    case recents
    case licences
    /// Each member's recently viewed photos, by member id.
    case memberRecents
    /// Each member's (or the household's) visits, rating and note of an attraction: part of the
    /// guide, so written without `--with-accounts` too.
    case visits
    /// The household's children (name, birth date) and named places, in their order: part of the
    /// guide, so written without `--with-accounts` too.
    case householdChildren
    case householdPlaces
    /// The household's public holidays, by date: part of the guide.
    case householdHolidays
    /// The plans in their order, each with its stops: part of the guide.
    case plans
    case members
    /// Sessions, invitations and API tokens (digests, never tokens).
    case credentials
    /// Who last changed each attraction.
    case edits

    /// Written only with `--with-accounts` (the file is then private to its owner).
    public var isAccounts: Bool {
        switch self {
        case .members, .credentials, .edits: true
        default: false
        }
    }

    /// Sections a format-1 backup written before they existed lacks, in the order they were added;
    /// such a file reads as holding none of their records, so adding one needs no new format version.
    static let laterAdditions: [Set<BackupSection>] = [
        [.visits], [.householdChildren, .householdPlaces], [.householdHolidays, .plans],
    ]

    /// The sections a backup holds, in order.
    public static func written(withAccounts: Bool) -> [BackupSection] {
        allCases.filter { withAccounts || !$0.isAccounts }
    }

    /// Every list of sections a format-1 backup may name: those written today, and the same
    /// without each run of the latest additions (a file from before them).
    static var readable: [[BackupSection]] {
        [true, false].flatMap { withAccounts in
            let written = written(withAccounts: withAccounts)
            return (0...laterAdditions.count).map { kept in
                let missing = laterAdditions.dropFirst(kept).reduce(into: Set()) { $0.formUnion($1) }
                return written.filter { !missing.contains($0) }
            }
        }
    }
}

/// What a backup's format is: its name and the version this Outings writes and reads.
public enum BackupFormat {
    public static let name = "outings-backup"
    public static let version = 1
}
