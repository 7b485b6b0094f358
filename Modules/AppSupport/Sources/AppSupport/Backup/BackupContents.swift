import Domain
import UseCases

/// What a backup's verification keeps: where each section's records start (the large ones are
/// read again from there), the small sections whole, and what the rules spanning records need.
struct BackupContents: Sendable {
    var offsets: [BackupSection: Int] = [:]
    var counts: [BackupSection: Int] = [:]
    var recents: [Photo] = []
    var licences: [PhotoLicence] = []
    var memberRecents: [(member: String, photos: [Photo])] = []
    var visits: [VisitRecord] = []
    var members: [Member] = []
    var credentials: [Credential] = []
    var edits: [(attraction: String, edit: AttractionEdit)] = []
    /// Ids seen so far, to refuse one stored twice (a store would keep only one of them).
    private var attractionIDs = Set<String>()
    private var placeIDs = Set<String>()
    private var photoIDs = Set<String>()
    /// Owner and attraction of each visit record.
    private var visitKeys = Set<String>()

    /// Reads one record of `section` and checks it alone and against those before it.
    mutating func add(_ json: ArraySlice<UInt8>, to section: BackupSection) throws {
        let position = (counts[section] ?? 0) + 1
        counts[section] = position
        switch section {
        case .attractions:
            let attraction = try BackupLines.decode(BackupRecords.Attraction.self, json).attraction()
            guard attraction.position == position else {
                throw BackupError.invalidRecord(
                    "attraction \(attraction.id) is at position \(attraction.position), not \(position)")
            }
            try Self.unique(attraction.id, in: &attractionIDs, "attraction")
        case .places:
            try Self.unique(
                try BackupLines.decode(BackupRecords.Place.self, json).place().id, in: &placeIDs, "place")
        case .photos:
            try Self.unique(
                try BackupLines.decode(BackupRecords.Photo.self, json).photo().id, in: &photoIDs, "photo")
        case .recents:
            recents.append(try BackupLines.decode(BackupRecords.Photo.self, json).photo())
        case .licences:
            licences.append(try BackupLines.decode(BackupRecords.Licence.self, json).licence())
        case .memberRecents:
            let record = try BackupLines.decode(BackupRecords.MemberRecents.self, json)
            memberRecents.append((record.member, try record.photos.map { try $0.photo() }))
        case .visits:
            let record = try BackupLines.decode(BackupRecords.Visit.self, json).record()
            let attraction = record.visits.attractionID
            guard attractionIDs.contains(attraction) else {
                throw BackupError.invalidRecord(
                    "a visit record names attraction \(attraction), which the backup does not hold")
            }
            guard visitKeys.insert(StoredVisits.memberKey(record.memberID) + "\n" + attraction).inserted
            else {
                throw BackupError.invalidRecord(
                    "visits of attraction \(attraction) are stored twice for one owner")
            }
            visits.append(record)
        case .members:
            members.append(try BackupLines.decode(BackupRecords.Member.self, json).member())
        case .credentials:
            credentials.append(try BackupLines.decode(BackupRecords.Credential.self, json).credential())
        case .edits:
            let record = try BackupLines.decode(BackupRecords.Edit.self, json)
            guard attractionIDs.contains(record.attraction) else {
                throw BackupError.invalidRecord(
                    "an edit stamp names attraction \(record.attraction), which the backup does not hold")
            }
            edits.append((record.attraction, AttractionEdit(memberID: record.member, at: record.at)))
        }
    }

    /// The rules over a whole section, once its last record is read.
    func finish(_ section: BackupSection) throws {
        var problems: [String] = []
        switch section {
        case .recents:
            problems = GuideInvariants.problems(attractions: [], recents: recents)
        case .licences:
            problems = GuideInvariants.problems(licences: licences)
        case .memberRecents:
            problems = memberRecents.flatMap { member, photos in
                GuideInvariants.problems(attractions: [], recents: photos).map { "member \(member): \($0)" }
            }
            var seen = Set<String>()
            problems += memberRecents.filter { !seen.insert($0.member).inserted }.map {
                "the recents of member \($0.member) are stored more than once"
            }
        case .visits:
            // Without the members, only what holds whoever they are: the household's records are
            // kept only in a guide without members.
            if visits.contains(where: { $0.memberID == nil }), visits.contains(where: { $0.memberID != nil })
            {
                problems = ["the household has visits stored beside members' visits"]
            }
        case .members:
            let ids = Set(members.map(\.id))
            problems = memberRecents.filter { !ids.contains($0.member) }.map {
                "recents are kept for member \($0.member), who is not in the backup"
            }
            problems += GuideInvariants.problems(visits: visits, members: members)
        case .credentials:
            // Members and credentials are both read by now: the rules over people, as `check` has them.
            let recentsByMember = Dictionary(memberRecents.map { ($0.member, $0.photos) }) { first, _ in first
            }
            problems = GuideInvariants.problems(
                members: members, recentsOfMember: { recentsByMember[$0] ?? [] }, credentials: credentials)
            do {
                try MemberRules.check(members)
            } catch {
                problems.append("\(error)")
            }
        default:
            break
        }
        if let first = problems.first { throw BackupError.invalidRecord(first) }
    }

    /// Static: a method on `self` would hold a second reference to the set, and each insert
    /// would copy it whole.
    private static func unique(_ id: String, in seen: inout Set<String>, _ kind: String) throws {
        guard seen.insert(id).inserted else {
            throw BackupError.invalidRecord("\(kind) id \(id) is stored more than once")
        }
    }
}
