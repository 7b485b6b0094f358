import Domain
import UseCases

/// Members, credentials and sign-in failures as property-list values, read with every type
/// checked (see `PlistFields`). Times are integers of seconds since 1970.
enum AccessPropertyList {
    static func dictionary(_ member: Member) -> PlistValue {
        .dictionary([
            "id": .string(member.id), "name": .string(member.name.text),
            "displayName": .string(member.displayName), "role": .string(member.role.rawValue),
            "passwordHash": .string(member.passwordHash), "created": .integer(Int(member.created)),
        ])
    }

    static func member(_ fields: PlistFields) throws -> Member {
        let roleText = try fields.requiredString("role")
        guard let role = MemberRole(rawValue: roleText) else {
            throw PlistFields.wrongType("\(fields.place).role", "a role")
        }
        let name: MemberName
        do {
            name = try MemberName(try fields.requiredString("name"))
        } catch {
            throw PlistFields.wrongType("\(fields.place).name", "a member's name")
        }
        return Member(
            id: try fields.requiredString("id"), name: name,
            displayName: try fields.string("displayName") ?? "", role: role,
            passwordHash: try fields.requiredString("passwordHash"),
            created: Int64(try fields.integer("created") ?? 0))
    }

    static func dictionary(_ credential: Credential) -> PlistValue {
        var entry: PlistDictionary = [
            "kind": .string(credential.kind.rawValue), "digest": .string(credential.digest),
            "created": .integer(Int(credential.created)),
        ]
        entry["member"] = credential.memberID.map(PlistValue.string)
        entry["role"] = credential.role.map { .string($0.rawValue) }
        entry["expires"] = credential.expires.map { .integer(Int($0)) }
        return .dictionary(entry)
    }

    static func credential(_ fields: PlistFields) throws -> Credential {
        guard let kind = CredentialKind(rawValue: try fields.requiredString("kind")) else {
            throw PlistFields.wrongType("\(fields.place).kind", "a credential kind")
        }
        let role = try fields.string("role").map { text in
            guard let role = MemberRole(rawValue: text) else {
                throw PlistFields.wrongType("\(fields.place).role", "a role")
            }
            return role
        }
        return Credential(
            kind: kind, digest: try fields.requiredString("digest"), memberID: try fields.string("member"),
            role: role, created: Int64(try fields.integer("created") ?? 0),
            expires: try fields.integer("expires").map(Int64.init))
    }

    /// A dictionary of arrays keyed by text (each member's recents, each subject's failures).
    static func keyedLists<T>(_ value: PlistValue?, _ key: String, _ decode: (PlistValue, String) throws -> T)
        throws -> [String: [T]]
    {
        guard let value else { return [:] }
        let fields = try PlistFields(value, at: key)
        var lists: [String: [T]] = [:]
        for entry in fields.entry.entries {
            let place = "\(key).\(entry.key)"
            guard case .array(let items) = entry.value else { throw PlistFields.wrongType(place, "an array") }
            lists[entry.key] = try items.enumerated().map { index, item in
                try decode(item, "\(place)[\(index)]")
            }
        }
        return lists
    }

    static func failureTime(_ value: PlistValue, _ place: String) throws -> Int64 {
        guard let number = PlistFields.integer(value) else {
            throw PlistFields.wrongType(place, "an integer")
        }
        return Int64(number)
    }

    static func dictionary(_ edit: AttractionEdit) -> PlistValue {
        var entry: PlistDictionary = ["at": .integer(Int(edit.at))]
        entry["member"] = edit.memberID.map(PlistValue.string)
        return .dictionary(entry)
    }

    static func edits(_ value: PlistValue?) throws -> [String: AttractionEdit] {
        guard let value else { return [:] }
        let fields = try PlistFields(value, at: GuideDocument.Key.attractionEdits)
        var edits: [String: AttractionEdit] = [:]
        for entry in fields.entry.entries {
            let edit = try PlistFields(entry.value, at: "\(fields.place).\(entry.key)")
            edits[entry.key] = AttractionEdit(
                memberID: try edit.string("member"), at: Int64(try edit.integer("at") ?? 0))
        }
        return edits
    }

    /// Each member's records under their member key: an array of `attraction`, `visited` (the
    /// days as `StoredVisits` writes them), `rating` (absent when none) and `note`.
    static func dictionary(_ book: VisitBook) -> PlistValue {
        .dictionary(
            PlistDictionary(
                book.byMember.mapValues { records in
                    .array(
                        records.values.sorted { $0.attractionID < $1.attractionID }.map { visits in
                            var entry: PlistDictionary = [
                                "attraction": .string(visits.attractionID),
                                "visited": .string(StoredVisits.datesText(visits.dates)),
                                "note": .string(visits.note),
                            ]
                            entry["rating"] = visits.rating.map { .integer($0.value) }
                            return .dictionary(entry)
                        })
                }))
    }

    static func visits(_ value: PlistValue?) throws -> VisitBook {
        let lists = try keyedLists(value, GuideDocument.Key.visits) { value, place in
            let fields = try PlistFields(value, at: place)
            return try StoredVisits.visits(
                attractionID: try fields.requiredString("attraction"),
                dates: try fields.string("visited") ?? "",
                rating: try fields.integer("rating"), note: try fields.string("note") ?? "")
        }
        return VisitBook(
            lists.mapValues { records in Dictionary(records.map { ($0.attractionID, $0) }) { last, _ in last }
            })
    }
}
