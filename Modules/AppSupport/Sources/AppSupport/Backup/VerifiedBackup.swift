import Domain
import Persistence
import Platform
import UseCases

/// A backup read through once and found sound (`BackupVerifier`), read again as a guide: the
/// attractions, places and photos from the same open file, the small sections from memory.
public struct VerifiedBackup: GuideSource {
    let file: LineFile
    let sections: [BackupSection]
    let contents: BackupContents

    /// Reads and checks all of `path`; refuses it (`BackupError`) at the first thing wrong.
    public static func verify(_ path: String) throws -> VerifiedBackup {
        try BackupVerifier.verify(path)
    }

    /// Whether members, credentials and edit stamps are in the backup.
    public var hasAccounts: Bool { sections.contains(.members) }

    public func readGuide<T>(_ body: (any GuideReader) throws -> T) throws -> T {
        try body(BackupGuideReader(backup: self))
    }

    /// The people the backup holds, as a store holds them, for `TransferStores` to copy from;
    /// nil when it was written without accounts.
    public func accounts() throws -> (any AccessStore)? {
        guard hasAccounts else { return nil }
        let store = InMemoryStore()
        try store.updateMembers { _ in contents.members }
        for (member, photos) in contents.memberRecents {
            try store.updateRecents(ofMember: member) { _ in photos }
        }
        try store.replaceEveryVisit(with: contents.visits)
        try store.updateHousehold { _ in contents.household }
        try store.updatePlans { _ in contents.plans }
        for credential in contents.credentials { try store.addCredential(credential) }
        for (attraction, edit) in contents.edits { try store.recordEdit(of: attraction, edit) }
        return store
    }

    /// Each member's recents, by member id.
    public var memberRecents: [(member: String, photos: [Photo])] { contents.memberRecents }

    /// Every member's and the household's visit records (none from a backup written before
    /// backups held them).
    public var visits: [VisitRecord] { contents.visits }

    /// The household's children and places (none from a backup written before backups held them).
    public var household: Household { contents.household }

    /// The plans with their stops (none from a backup written before backups held them).
    public var plans: [Plan] { contents.plans }

    /// The records of `section` from the file, each handed to `body`.
    func forEachRecord<Record: Decodable>(
        of section: BackupSection, as type: Record.Type, _ body: (Record) throws -> Void
    ) throws {
        guard let offset = contents.offsets[section] else { return }
        try file.forEachLine(from: offset, maxLength: BackupLines.maxLength) { line in
            guard !line.bytes.elementsEqual(BackupLines.sectionEnd) else { return false }
            try body(try BackupLines.decode(type, BackupLines.record(line.bytes).json))
            return true
        }
    }
}

/// The guide part of a verified backup, read in the order the file holds it.
struct BackupGuideReader: GuideReader {
    let backup: VerifiedBackup

    func forEachAttraction(_ body: (Attraction) throws -> Void) throws {
        try backup.forEachRecord(of: .attractions, as: BackupRecords.Attraction.self) {
            try body($0.attraction())
        }
    }

    func forEachPlace(_ body: (Place) throws -> Void) throws {
        try backup.forEachRecord(of: .places, as: BackupRecords.Place.self) { try body($0.place()) }
    }

    func forEachPhoto(_ body: (Photo) throws -> Void) throws {
        try backup.forEachRecord(of: .photos, as: BackupRecords.Photo.self) { try body($0.photo()) }
    }

    func readRecents() throws -> [Photo] { backup.contents.recents }

    func readLicences() throws -> [PhotoLicence] { backup.contents.licences }
}
