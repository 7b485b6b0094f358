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
    var household = Household()
    var plans: [Plan] = []
    var members: [Member] = []
    var credentials: [Credential] = []
    var edits: [(attraction: String, edit: AttractionEdit)] = []
    /// The line of each record of the sections kept whole, in order: the rules over a whole
    /// section name the line of the record that broke them.
    private var lines: [BackupSection: [Int]] = [:]
    private static let keptWhole: Set<BackupSection> = [
        .recents, .licences, .memberRecents, .visits, .householdChildren, .householdPlaces,
        .householdHolidays,
        .plans, .members, .credentials,
    ]
    /// Ids seen so far, to refuse one stored twice (a store would keep only one of them).
    private var attractionIDs = Set<String>()
    private var placeIDs = Set<String>()
    private var photoIDs = Set<String>()
    /// Owner and attraction of each visit record.
    private var visitKeys = Set<String>()
    /// The attractions with an edit stamp.
    private var stamped = Set<String>()

    /// Reads one record of `section`, on `line` of the file, and checks it alone and against
    /// those before it.
    mutating func add(_ json: ArraySlice<UInt8>, to section: BackupSection, line: Int) throws {
        let position = (counts[section] ?? 0) + 1
        counts[section] = position
        if Self.keptWhole.contains(section) { lines[section, default: []].append(line) }
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
        case .householdChildren:
            household.children.append(try BackupLines.decode(BackupRecords.HouseholdChild.self, json).child())
        case .householdPlaces:
            household.places.append(try BackupLines.decode(BackupRecords.HouseholdPlace.self, json).place())
        case .householdHolidays:
            household.holidays.append(
                try BackupLines.decode(BackupRecords.HouseholdHoliday.self, json).holiday())
        case .plans:
            plans.append(try BackupLines.decode(BackupRecords.Plan.self, json).plan())
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
            guard stamped.insert(record.attraction).inserted else {
                throw BackupError.invalidRecord(
                    "attraction \(record.attraction) has more than one edit stamp")
            }
            edits.append((record.attraction, AttractionEdit(memberID: record.member, at: record.at)))
        }
    }

    /// The rules over a whole section, once its last record is read (and, for members and
    /// credentials, against the sections before). A rule broken is refused at the line of the
    /// record that broke it (`BrokenRule`); `end` is the line that closes the section.
    func finish(_ section: BackupSection, end: Int) throws(BrokenRule) {
        let lines = lines[section] ?? []
        switch section {
        case .recents:
            try Self.firstBreaking(lines, end) {
                GuideInvariants.problems(attractions: [], recents: Array(recents.prefix($0)))
            }
        case .licences:
            try Self.firstBreaking(lines, end) {
                GuideInvariants.problems(licences: Array(licences.prefix($0)))
            }
        case .memberRecents:
            try Self.firstBreaking(lines, end) { count in
                let kept = memberRecents.prefix(count)
                var seen = Set<String>()
                return kept.flatMap { member, photos in
                    GuideInvariants.problems(attractions: [], recents: photos).map {
                        "member \(member): \($0)"
                    }
                }
                    + kept.filter { !seen.insert($0.member).inserted }.map {
                        "the recents of member \($0.member) are stored more than once"
                    }
            }
        case .visits:
            // Without the members, only what holds whoever they are: the household's records are
            // kept only in a guide without members.
            try Self.firstBreaking(lines, end) { count in
                let kept = visits.prefix(count)
                return kept.contains(where: { $0.memberID == nil })
                    && kept.contains(where: { $0.memberID != nil })
                    ? ["the household has visits stored beside members' visits"] : []
            }
        case .householdChildren:
            try Self.firstBreaking(lines, end) {
                GuideInvariants.problems(household: Household(children: Array(household.children.prefix($0))))
            }
        case .householdPlaces:
            try Self.firstBreaking(lines, end) {
                GuideInvariants.problems(
                    household: Household(
                        children: household.children, places: Array(household.places.prefix($0))))
            }
        case .householdHolidays:
            try Self.firstBreaking(lines, end) {
                GuideInvariants.problems(
                    household: Household(
                        children: household.children, places: household.places,
                        holidays: Array(household.holidays.prefix($0))))
            }
        case .plans:
            try Self.firstBreaking(lines, end) { GuideInvariants.problems(plans: Array(plans.prefix($0))) }
        case .members:
            // The members' own rules, as `check` and `MemberRules` have them; then the recents and
            // visits read before them must be of these members.
            let recentsByMember = Dictionary(memberRecents.map { ($0.member, $0.photos) }) { first, _ in first
            }
            try Self.firstBreaking(lines, end) { count in
                let kept = Array(members.prefix(count))
                var problems = GuideInvariants.problems(
                    members: kept, recentsOfMember: { recentsByMember[$0] ?? [] }, credentials: [])
                do {
                    try MemberRules.check(kept)
                } catch {
                    problems.append("\(error)")
                }
                return problems
            }
            let ids = Set(members.map(\.id))
            try Self.firstBreaking(self.lines[.memberRecents] ?? [], end) { count in
                memberRecents.prefix(count).filter { !ids.contains($0.member) }.map {
                    "recents are kept for member \($0.member), who is not in the backup"
                }
            }
            try Self.firstBreaking(self.lines[.visits] ?? [], end) {
                GuideInvariants.problems(visits: Array(visits.prefix($0)), members: members)
            }
        case .credentials:
            try Self.firstBreaking(lines, end) { count in
                GuideInvariants.problems(
                    members: members, recentsOfMember: { _ in [] },
                    credentials: Array(credentials.prefix(count)))
            }
        default:
            break
        }
    }

    /// A rule over a section broken by the record on `line`, with those before it.
    struct BrokenRule: Error {
        let line: Int
        let problem: String
    }

    /// Refuses at the first record from which `problems` (of the first N records) holds the first
    /// of the problems all of them have (at `end` when no record is to blame). Each rule here,
    /// once broken by a record, stays broken by the records after it, so the search halves the
    /// records each step.
    private static func firstBreaking(
        _ lines: [Int], _ end: Int, _ problems: (Int) -> [String]
    ) throws(BrokenRule) {
        guard let problem = problems(lines.count).first else { return }
        guard !lines.isEmpty, !problems(0).contains(problem) else {
            throw BrokenRule(line: end, problem: problem)
        }
        var low = 1
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if problems(middle).contains(problem) { high = middle } else { low = middle + 1 }
        }
        throw BrokenRule(line: lines[high - 1], problem: problem)
    }

    /// Static: a method on `self` would hold a second reference to the set, and each insert
    /// would copy it whole.
    private static func unique(_ id: String, in seen: inout Set<String>, _ kind: String) throws {
        guard seen.insert(id).inserted else {
            throw BackupError.invalidRecord("\(kind) id \(id) is stored more than once")
        }
    }
}
