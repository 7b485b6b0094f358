import Domain
import PlatformFoundation
import UseCases

/// The records of a backup, one JSON object a line. They are the backup's own storage models
/// (like each store's rows), so renaming a domain property never changes the file format.
/// Each reads back through the same rules a store's rows do; an unknown optional is left out.
enum BackupRecords {
    /// An attraction as its id, position, version and each `AttractionField` by its name, as the
    /// text `attractions add` reads (`inside` as inside/outside, `location` as LAT,LON): a new
    /// field is backed up and restored without a change here. A field missing from the record
    /// (a backup written before the field existed) reads as unset.
    struct Attraction: Codable {
        var id: String
        var fields: [AttractionField: String]
        var position, version: Int

        init(_ attraction: Domain.Attraction) {
            id = attraction.id
            fields = Dictionary(
                uniqueKeysWithValues: AttractionField.allCases.map { ($0, attraction.text(of: $0)) })
            position = attraction.position
            version = attraction.version
        }

        /// The attraction read field by field through the rules `attractions add` reads by; then
        /// it must be one Outings would save unchanged (every rule of `validated()`), with an id
        /// Outings writes (`AttractionID`) and a version in the stored range.
        func attraction() throws -> Domain.Attraction {
            if let problem = AttractionID.problem(id) { throw BackupError.invalidRecord(problem) }
            let blank = Domain.Attraction.blank(id: id)
            var attraction = Domain.Attraction(id: id, name: "", position: position, version: version)
            do {
                for field in AttractionField.allCases {
                    attraction = try attraction.setting(field, to: fields[field] ?? blank.text(of: field))
                }
            } catch {
                throw BackupError.invalidRecord("attraction \(id): \(error.message)")
            }
            if let problem = attraction.problems().first {
                throw BackupError.invalidRecord("attraction \(id): \(problem)")
            }
            guard try attraction.validated() == attraction else {
                throw BackupError.invalidRecord("attraction \(id) is not stored as Outings writes it")
            }
            guard AttractionVersion.range.contains(version) else {
                throw BackupError.invalidRecord(StoredNumbers.badVersion(version, of: id))
            }
            return attraction
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: NamedKey.self)
            try container.encode(id, forKey: NamedKey("id"))
            for field in AttractionField.allCases {
                try container.encode(fields[field] ?? "", forKey: NamedKey(field.rawValue))
            }
            try container.encode(position, forKey: NamedKey("position"))
            try container.encode(version, forKey: NamedKey("version"))
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: NamedKey.self)
            id = try container.decode(String.self, forKey: NamedKey("id"))
            position = try container.decode(Int.self, forKey: NamedKey("position"))
            version = try container.decode(Int.self, forKey: NamedKey("version"))
            fields = [:]
            for field in AttractionField.allCases {
                fields[field] = try container.decodeIfPresent(String.self, forKey: NamedKey(field.rawValue))
            }
        }
    }

    struct Place: Codable {
        var id, name: String
        var photoCount: Int?
        var latitude, longitude: Double?

        init(_ place: Domain.Place) {
            id = place.id
            name = place.name
            photoCount = place.photoCount
            latitude = place.latitude
            longitude = place.longitude
        }

        func place() throws -> Domain.Place {
            try BackupRecords.checkID(id, of: "place")
            try BackupRecords.checkPosition(latitude, longitude, of: "place \(id)")
            return Domain.Place(
                id: id, name: name, photoCount: photoCount, latitude: latitude, longitude: longitude)
        }
    }

    struct Photo: Codable {
        var id, title, description, ownerName, owner, placeID: String
        var farm: Int?
        var server, secret, originalSecret, originalFormat: String?
        var latitude, longitude: Double?
        var accuracy: Int?
        var license: String?
        var dateUpload: Int?
        var tags: [String]

        init(_ photo: Domain.Photo) {
            id = photo.id
            title = photo.title
            description = photo.description
            ownerName = photo.ownerName
            owner = photo.owner
            placeID = photo.placeID
            farm = photo.farm
            server = photo.server
            secret = photo.secret
            originalSecret = photo.originalSecret
            originalFormat = photo.originalFormat
            latitude = photo.latitude
            longitude = photo.longitude
            accuracy = photo.accuracy
            license = photo.license
            dateUpload = photo.dateUpload
            tags = photo.tags
        }

        func photo() throws -> Domain.Photo {
            try BackupRecords.checkID(id, of: "photo")
            try BackupRecords.checkPosition(latitude, longitude, of: "photo \(id)")
            return Domain.Photo(
                id: id, title: title, description: description, ownerName: ownerName, owner: owner,
                placeID: placeID, farm: farm, server: server, secret: secret, originalSecret: originalSecret,
                originalFormat: originalFormat, latitude: latitude, longitude: longitude, accuracy: accuracy,
                license: license, dateUpload: dateUpload, tags: tags)
        }
    }

    struct Licence: Codable {
        var id, name: String
        var url: String?
        var permitsReuse: Bool

        init(_ licence: PhotoLicence) {
            id = licence.id
            name = licence.name
            url = licence.url
            permitsReuse = licence.permitsReuse
        }

        func licence() -> PhotoLicence {
            PhotoLicence(id: id, name: name, url: url, permitsReuse: permitsReuse)
        }
    }

    struct MemberRecents: Codable {
        var member: String
        var photos: [Photo]
    }

    /// One owner's record of one attraction: `member` left out for the household, the days
    /// earliest first, the rating 1 to 5 or left out, the note as stored.
    struct Visit: Codable {
        var member: String?
        var attraction: String
        var dates: [String]
        var rating: Int?
        var note: String

        init(_ record: VisitRecord) {
            member = record.memberID
            attraction = record.visits.attractionID
            dates = record.visits.dates.map(\.description)
            rating = record.visits.rating?.value
            note = record.visits.note
        }

        /// Read through the rules a store reads its rows by and `attractions note` stores a note
        /// by; it must be what Outings writes (days once, in order) and hold something.
        func record() throws -> VisitRecord {
            let visits: AttractionVisits
            do {
                visits = try StoredVisits.visits(
                    attractionID: attraction, days: dates, rating: rating, note: note)
            } catch .corrupt(let problem) {
                throw BackupError.invalidRecord(problem)
            } catch {
                throw BackupError.invalidRecord(error.message)
            }
            do {
                guard try VisitRules.note(note) == note else {
                    throw BackupError.invalidRecord(
                        "the note on attraction \(attraction) is not stored as Outings stores it")
                }
            } catch let error as VisitError {
                throw BackupError.invalidRecord("the note on attraction \(attraction): \(error)")
            }
            guard visits.dates.map(\.description) == dates else {
                throw BackupError.invalidRecord(
                    "the visit days of attraction \(attraction) are not each once, earliest first")
            }
            guard !visits.isEmpty else {
                throw BackupError.invalidRecord("a visit record of attraction \(attraction) holds nothing")
            }
            return VisitRecord(memberID: member, visits: visits)
        }
    }

    /// A child of the household: the birth date as `YYYY-MM-DD`.
    struct HouseholdChild: Codable {
        var name: String
        var born: String

        init(_ child: Domain.HouseholdChild) {
            name = child.name
            born = child.born.description
        }

        func child() throws -> Domain.HouseholdChild {
            do {
                return try StoredHousehold.child(name: name, born: born)
            } catch .corrupt(let problem) {
                throw BackupError.invalidRecord(problem)
            } catch {
                throw BackupError.invalidRecord(error.message)
            }
        }
    }

    /// A named place of the household; `address` is "" when none.
    struct HouseholdPlace: Codable {
        var name: String
        var latitude: Double
        var longitude: Double
        var address: String

        init(_ place: Domain.HouseholdPlace) {
            name = place.name
            latitude = place.location.latitude
            longitude = place.location.longitude
            address = place.address
        }

        func place() throws -> Domain.HouseholdPlace {
            do {
                return try StoredHousehold.place(
                    name: name, latitude: latitude, longitude: longitude, address: address)
            } catch .corrupt(let problem) {
                throw BackupError.invalidRecord(problem)
            } catch {
                throw BackupError.invalidRecord(error.message)
            }
        }
    }

    /// A public holiday of the household: the date as `YYYY-MM-DD`, `name` "" when none.
    struct HouseholdHoliday: Codable {
        var date: String
        var name: String

        init(_ holiday: Domain.Holiday) {
            date = holiday.date.description
            name = holiday.name
        }

        func holiday() throws -> Domain.Holiday {
            try BackupRecords.stored { () throws(StoreError) in
                try StoredHousehold.holiday(date: date, name: name)
            }
        }
    }

    /// A plan with its stops, its fields as `StoredPlan.Fields` writes them.
    struct Plan: Codable {
        var id, name, date, start, end, travel, startPlace, endPlace, shareDigest: String
        var children, members: [String]
        var stops: [Stop]

        struct Stop: Codable {
            var id, label, pinned, notes: String
            var attraction: String?
            var stay, sequence: Int
        }

        init(_ plan: Domain.Plan) {
            let fields = StoredPlan.Fields(plan)
            id = fields.id
            name = fields.name
            date = fields.date
            start = fields.start
            end = fields.end
            travel = fields.travel
            startPlace = fields.startPlace
            endPlace = fields.endPlace
            shareDigest = fields.shareDigest
            children = plan.children
            members = plan.members
            stops = plan.stops.map { stop in
                Stop(
                    id: stop.id, label: stop.label, pinned: stop.pinned?.text ?? "", notes: stop.notes,
                    attraction: stop.attractionID, stay: stop.stay, sequence: stop.sequence)
            }
        }

        func plan() throws -> Domain.Plan {
            try BackupRecords.stored { () throws(StoreError) in
                let fields = StoredPlan.Fields(
                    id: id, name: name, date: date, start: start, end: end, travel: travel,
                    startPlace: startPlace, endPlace: endPlace, children: children.joined(separator: "\n"),
                    members: members.joined(separator: "\n"), shareDigest: shareDigest)
                return try StoredPlan.plan(
                    fields,
                    stops: try stops.map { stop throws(StoreError) in
                        try StoredPlan.stop(
                            id: stop.id, attractionID: stop.attraction, label: stop.label, stay: stop.stay,
                            pinned: stop.pinned, notes: stop.notes, sequence: stop.sequence)
                    })
            }
        }
    }

    /// What a stored form's reader returns, its refusal as the backup's.
    static func stored<T>(_ read: () throws(StoreError) -> T) throws -> T {
        do {
            return try read()
        } catch .corrupt(let problem) {
            throw BackupError.invalidRecord(problem)
        } catch {
            throw BackupError.invalidRecord(error.message)
        }
    }

    struct Member: Codable {
        var id, name, displayName, role, passwordHash: String
        var created: Int64

        init(_ member: Domain.Member) {
            id = member.id
            name = member.name.text
            displayName = member.displayName
            role = member.role.rawValue
            passwordHash = member.passwordHash
            created = member.created
        }

        func member() throws -> Domain.Member {
            guard let role = MemberRole(rawValue: role) else {
                throw BackupError.invalidRecord("member \(id) has an unknown role")
            }
            return Domain.Member(
                id: id, name: try MemberName(name), displayName: displayName, role: role,
                passwordHash: passwordHash, created: created)
        }
    }

    struct Credential: Codable {
        var kind, digest: String
        var memberID, role: String?
        var created: Int64
        var expires: Int64?

        init(_ credential: UseCases.Credential) {
            kind = credential.kind.rawValue
            digest = credential.digest
            memberID = credential.memberID
            role = credential.role?.rawValue
            created = credential.created
            expires = credential.expires
        }

        func credential() throws -> UseCases.Credential {
            guard let kind = CredentialKind(rawValue: kind) else {
                throw BackupError.invalidRecord("a credential of unknown kind \(kind)")
            }
            let role = try role.map { text in
                guard let role = MemberRole(rawValue: text) else {
                    throw BackupError.invalidRecord("a credential grants an unknown role")
                }
                return role
            }
            return UseCases.Credential(
                kind: kind, digest: digest, memberID: memberID, role: role, created: created, expires: expires
            )
        }
    }

    struct Edit: Codable {
        var attraction: String
        var member: String?
        var at: Int64
    }

    /// The first line: what the file is.
    struct Header: Codable {
        var format: String
        var version: Int
        var sections: [String]
    }

    /// A position `outings check` would report (out of range, or one coordinate alone) is not
    /// restored either: the rule is Domain's `GeoPoint.problem`.
    private static func checkPosition(_ latitude: Double?, _ longitude: Double?, of record: String) throws {
        if let problem = GeoPoint.problem(latitude: latitude, longitude: longitude) {
            throw BackupError.invalidRecord("\(record) \(problem)")
        }
    }

    private static func checkID(_ id: String, of kind: String) throws {
        guard !id.isEmpty, CatalogID.fits(id) else {
            throw BackupError.invalidRecord(
                "a \(kind) id is empty or longer than \(CatalogID.maxBytes) bytes")
        }
    }
}
