import Domain
import Platform
import PlatformCrypto
import PlatformFoundation
import UseCases

/// `outings backup FILE`: the whole guide as one JSON document (`BackupSection` lists its parts),
/// written front to back from one snapshot of the store, a record a line, so a guide of any size is
/// written in the memory of a buffer. The file replaces FILE only once it is complete and flushed
/// (`AtomicFile`): a failed backup leaves FILE as it was.
///
/// The document: a header line (`format`, `version`, `sections`), then each section as
/// `"NAME":[` with one record a line, then `"counts"` (records per section) and `"sha256"`, the
/// SHA-256 of every byte before the `"sha256"` line.
public struct GuideBackup {
    private let stores: Stores

    public init(stores: Stores) {
        self.stores = stores
    }

    /// Writes the backup; with `withAccounts`, members, credentials and edit stamps too. The file
    /// is private (`AtomicFile`'s mode 0600 from its first byte, whatever the umask): every
    /// backup holds members' visits and notes. Returns what it holds.
    @discardableResult
    public func write(to path: String, withAccounts: Bool) throws -> TransferStores.Summary {
        // Before the file is made: its checksum needs libsodium.
        try SodiumSecrets.requireLibrary()
        var summary: TransferStores.Summary?
        do {
            try AtomicFile.replace(path) { chunks in
                summary = try write(withAccounts: withAccounts) { try chunks.write($0) }
            }
        } catch let error as SystemError {
            throw BackupError.file(error)
        }
        return summary ?? TransferStores.Summary(attractions: 0, places: 0, photos: 0, recents: 0)
    }

    /// The same document handed to `output` a buffer at a time, as it is made (`backup -` to
    /// standard output); an error `output` throws ends it.
    @discardableResult
    public func write(
        withAccounts: Bool, to output: @escaping ([UInt8]) throws -> Void
    ) throws -> TransferStores.Summary {
        try SodiumSecrets.requireLibrary()
        var counts: [BackupSection: Int] = [:]
        var leftOut = 0
        var document = BackupDocumentWriter(output: output)
        let sections = BackupSection.written(withAccounts: withAccounts)
        try document.header(sections: sections)
        try stores.guide.readGuide { stored in
            // A backup holds only what a restore accepts: an id Outings would not write stops it.
            let reader = CheckedGuideReader(stored)
            for section in sections {
                counts[section] = try document.section(section) { record in
                    try write(section, from: reader, to: record, leftOut: &leftOut)
                }
            }
        }
        try document.finish(counts: counts, sections: sections)
        var summary = TransferStores.Summary(
            attractions: counts[.attractions] ?? 0, places: counts[.places] ?? 0,
            photos: counts[.photos] ?? 0,
            recents: counts[.recents] ?? 0, members: counts[.members] ?? 0)
        summary.leftOut = leftOut
        return summary
    }

    /// Hands each record of `section` to `record`, counting in `leftOut` the stored values that
    /// could not be read: a record holds such a field as not known.
    private func write(
        _ section: BackupSection, from reader: any GuideReader, to record: (any Encodable) throws -> Void,
        leftOut: inout Int
    ) throws {
        let access = stores.access
        switch section {
        case .attractions:
            var unreadable = 0
            try reader.forEachAttraction {
                unreadable += $0.unreadable.count
                try record(BackupRecords.Attraction($0))
            }
            leftOut += unreadable
        case .places: try reader.forEachPlace { try record(BackupRecords.Place($0)) }
        case .photos: try reader.forEachPhoto { try record(BackupRecords.Photo($0)) }
        case .recents: for photo in try reader.readRecents() { try record(BackupRecords.Photo(photo)) }
        case .licences:
            for licence in try reader.readLicences() { try record(BackupRecords.Licence(licence)) }
        case .memberRecents:
            for member in try access.members() {
                let photos = try access.recents(ofMember: member.id).map(BackupRecords.Photo.init)
                try record(BackupRecords.MemberRecents(member: member.id, photos: photos))
            }
        case .visits:
            // In the guide's order, only of attractions it holds (a removed attraction's records
            // are forgotten right after it); no second pass over the guide when there are none.
            let records = Dictionary(grouping: try access.everyVisit(), by: \.visits.attractionID)
            guard !records.isEmpty else { return }
            try reader.forEachAttraction { attraction in
                // By owner, so one guide backs up to the same bytes from every backend.
                let owners = (records[attraction.id] ?? []).sorted {
                    StoredVisits.memberKey($0.memberID) < StoredVisits.memberKey($1.memberID)
                }
                for visit in owners { try record(BackupRecords.Visit(visit)) }
            }
        case .householdChildren:
            for child in try access.household().children { try record(BackupRecords.HouseholdChild(child)) }
        case .householdPlaces:
            for place in try access.household().places { try record(BackupRecords.HouseholdPlace(place)) }
        case .householdHolidays:
            for holiday in try access.household().holidays {
                try record(BackupRecords.HouseholdHoliday(holiday))
            }
        case .plans: for plan in try access.plans() { try record(BackupRecords.Plan(plan)) }
        case .members: for member in try access.members() { try record(BackupRecords.Member(member)) }
        case .credentials:
            for kind in CredentialKind.allCases {
                for credential in try access.credentials(kind, memberID: nil) {
                    try record(BackupRecords.Credential(credential))
                }
            }
        case .edits:
            try reader.forEachAttraction { attraction in
                guard let edit = try access.lastEdit(of: attraction.id) else { return }
                try record(BackupRecords.Edit(attraction: attraction.id, member: edit.memberID, at: edit.at))
            }
        }
    }
}

/// The document's lines, hashed as they are written; a buffer at a time to `output`.
struct BackupDocumentWriter {
    let output: ([UInt8]) throws -> Void
    private var buffer: [UInt8] = []
    private var hash = SHA256Stream()
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        // One line a record (JSON escapes every line break inside strings); keys sorted, so one
        // guide always backs up to the same bytes.
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return encoder
    }()

    init(output: @escaping ([UInt8]) throws -> Void) {
        self.output = output
        buffer.reserveCapacity(Self.bufferSize)
    }

    private static let bufferSize = 1 << 16

    mutating func header(sections: [BackupSection]) throws {
        let header = BackupRecords.Header(
            format: BackupFormat.name, version: BackupFormat.version, sections: sections.map(\.rawValue))
        // The header object stays open: the sections follow as its other keys.
        var line = Array(try encoder.encode(header))
        line[line.count - 1] = UInt8(ascii: ",")
        try append(line)
    }

    /// `"NAME":[`, one record a line (each but the last followed by a comma), `],`; returns how
    /// many records `records` handed over.
    mutating func section(
        _ section: BackupSection, _ records: ((any Encodable) throws -> Void) throws -> Void
    ) throws -> Int {
        try append(Array("\"\(section.rawValue)\":[".utf8))
        var count = 0
        var previous: [UInt8]?
        try records { record in
            if var line = previous {
                line.append(UInt8(ascii: ","))
                try append(line)
            }
            previous = Array(try encoder.encode(record))
            count += 1
        }
        if let previous { try append(previous) }
        try append(Array("],".utf8))
        return count
    }

    /// The counts, then the digest of everything before it, then the end of the document.
    mutating func finish(counts: [BackupSection: Int], sections: [BackupSection]) throws {
        let pairs = sections.map { "\"\($0.rawValue)\":\(counts[$0] ?? 0)" }
        try append(Array("\"counts\":{\(pairs.joined(separator: ","))},".utf8))
        hash.update(buffer)
        let digest = hash.finish()
        buffer.append(contentsOf: "\"sha256\":\"\(digest)\"\n}\n".utf8)
        try output(buffer)
        buffer.removeAll()
    }

    /// One line, hashed; written once the buffer is full.
    private mutating func append(_ line: [UInt8]) throws {
        buffer.append(contentsOf: line)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= Self.bufferSize {
            hash.update(buffer)
            try output(buffer)
            buffer.removeAll(keepingCapacity: true)
        }
    }
}
