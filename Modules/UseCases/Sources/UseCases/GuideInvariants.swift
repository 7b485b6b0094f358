import Domain

/// The invariants every backend promises about what it holds, checked the same way everywhere by
/// `outings check`. Each problem is one line naming what is wrong.
public enum GuideInvariants {
    /// What `check` reports of the attractions and recents: their layout, then each attraction's
    /// stored id and values (`storedProblems`).
    public static func problems(attractions: [Attraction], recents: [Photo]) -> [String] {
        layoutProblems(attractions: attractions, recents: recents) + storedProblems(in: attractions)
    }

    /// What every backend's `check` reports of its attractions, never fatal (the rest of the guide
    /// reads): ids Outings would not write (`AttractionID`; such an attraction is named by its
    /// number to remove it), then the stored values that could not be read.
    public static func storedProblems(in attractions: [Attraction]) -> [String] {
        attractions.compactMap { AttractionID.problem($0.id) } + unreadableValues(in: attractions)
    }

    /// Stored values this version could not read (`Attraction.unreadable`). Reported, never
    /// fatal: the rest of the guide reads, and the field can be given a new value.
    public static func unreadableValues(in attractions: [Attraction]) -> [String] {
        attractions.filter { !$0.unreadable.isEmpty }.flatMap { attraction in
            AttractionField.allCases.filter { attraction.unreadable[$0] != nil }.map {
                "attraction \(attraction.id) has a stored \($0.rawValue) Outings cannot read (give it a new one with edit)"
            }
        }
    }

    /// Positions, ids, versions and the recents' cap: what a store cannot be used without.
    public static func layoutProblems(attractions: [Attraction], recents: [Photo]) -> [String] {
        var problems: [String] = []
        let positions = attractions.map(\.position).sorted()
        if positions != (0..<attractions.count).map({ $0 + 1 }) {
            problems.append("attraction positions are not 1...\(attractions.count) without gaps")
        }
        problems += duplicates(attractions.map(\.id)).map { "attraction id \($0) is stored more than once" }
        for attraction in attractions where !AttractionVersion.range.contains(attraction.version) {
            problems.append(StoredNumbers.badVersion(attraction.version, of: attraction.id))
        }
        if recents.count > RecentsPolicy.defaultLimit {
            problems.append(
                "\(recents.count) recents are stored; at most \(RecentsPolicy.defaultLimit) are kept")
        }
        problems += duplicates(recents.map(\.id)).map { "photo \($0) is in the recents more than once" }
        return problems
    }

    /// The last versions of removed attractions (an id added again continues past its own), each
    /// in the range Outings writes.
    public static func problems(removedVersions: [String: Int]) -> [String] {
        removedVersions.filter { !AttractionVersion.range.contains($0.value) }.sorted { $0.key < $1.key }
            .map { StoredNumbers.badVersion($0.value, of: $0.key, removed: true) }
    }

    /// Stored positions outside the ranges `GeoPoint` allows (Flickr's are always inside; a
    /// hand-edited or damaged store may not be). Reported, never fatal: the rest still reads.
    /// A photo both in the catalog and the recents is named once.
    public static func problems(photos: [Photo], places: [Place]) -> [String] {
        var seen = Set<String>()
        let placeLines = places.compactMap { place in place.geoProblem.map { "place \(place.id) \($0)" } }
        let photoLines = photos.compactMap { photo in photo.geoProblem.map { "photo \(photo.id) \($0)" } }
        return (placeLines + photoLines).filter { seen.insert($0).inserted }
    }

    /// The stored licence list as a refresh writes it: each id once, each with a name, and a URL
    /// only to the web (`PhotoLicence.webAddress`).
    public static func problems(licences: [PhotoLicence]) -> [String] {
        var problems = duplicates(licences.map(\.id)).map { "licence id \($0) is stored more than once" }
        for licence in licences {
            if licence.name.trimmingWhitespace.isEmpty {
                problems.append("licence \(licence.id) has no name")
            }
            if let url = licence.url, PhotoLicence.webAddress(url) == nil {
                problems.append("licence \(licence.id) has a URL that is not http or https")
            }
        }
        return problems
    }

    private static func duplicates(_ ids: [String]) -> [String] {
        var seen = Set<String>()
        var repeated: [String] = []
        for id in ids where !seen.insert(id).inserted && !repeated.contains(id) { repeated.append(id) }
        return repeated
    }
}

extension GuideInvariants {
    /// What `MemberRules` and the member flows keep true of who may use a guide. Each line names
    /// members by id or login name (never a display name, a hash or a digest). A stored unknown
    /// role is found by the store itself (`StoreError.corrupt` on reading the members). An edit
    /// stamp naming a member that no longer exists is not a problem: stamps outlive the members
    /// who made them, and then read as made by no one.
    public static func problems(
        members: [Member], recentsOfMember: (String) throws -> [Photo], credentials: [Credential]
    ) rethrows -> [String] {
        var problems = duplicates(members.map(\.id)).map { "member id \($0) is stored more than once" }
        problems += duplicates(members.map(\.name.key)).map { "member name \($0) is stored more than once" }
        if !members.isEmpty, !members.contains(where: { $0.role == .owner }) {
            problems.append("the guide has members but no owner")
        }
        for member in members {
            if (try? MemberRules.displayName(member.displayName)) != member.displayName {
                problems.append("member \(member.id) has a display name Outings would refuse")
            }
            let recents = try recentsOfMember(member.id)
            if recents.count > RecentsPolicy.defaultLimit {
                problems.append(
                    "member \(member.id) has \(recents.count) recents; at most \(RecentsPolicy.defaultLimit) are kept"
                )
            }
            problems += duplicates(recents.map(\.id)).map {
                "photo \($0) is in the recents of member \(member.id) more than once"
            }
        }
        let ids = Set(members.map(\.id))
        for kind in CredentialKind.allCases
        where !duplicates(credentials.filter { $0.kind == kind }.map(\.digest)).isEmpty {
            problems.append("one \(kind.rawValue) is stored more than once")
        }
        for credential in credentials {
            if let owner = credential.memberID, !ids.contains(owner) {
                problems.append(
                    "a stored \(credential.kind.rawValue) names member \(owner), who does not exist")
            }
            if credential.kind == .invite, credential.role == nil {
                problems.append("a stored invite grants no role")
            }
        }
        return problems
    }

    /// `problems(members:recentsOfMember:credentials:)` and `problems(visits:members:)` over what
    /// `store` holds.
    public static func problems(access store: any AccessStore) throws -> [String] {
        let members = try store.members()
        return try problems(
            members: members, recentsOfMember: { try store.recents(ofMember: $0) },
            credentials: try CredentialKind.allCases.flatMap { try store.credentials($0, memberID: nil) })
            + problems(visits: try store.everyVisit(), members: members)
            + problems(household: try store.household()) + problems(plans: try store.plans())
    }

    /// The plans meet `PlanRules` (names valid and unique, stops within bounds). A stop whose
    /// attraction was removed is not a problem: the plan shows it as gone.
    public static func problems(plans: [Plan]) -> [String] {
        do throws(PlanError) {
            try PlanRules.check(plans)
            return []
        } catch {
            return ["the plans break a rule: \(error)"]
        }
    }

    /// The household meets `HouseholdRules` (names valid and unique within their list). Dates
    /// and locations Outings would not write are found by the store itself.
    public static func problems(household: Household) -> [String] {
        do throws(HouseholdError) {
            try HouseholdRules.check(household)
            return []
        } catch {
            return ["the household breaks a rule: \(error)"]
        }
    }

    /// Visit records belong to an existing member (the household's only while there are none),
    /// and each note is one Outings would store. A record of an attraction that no longer exists
    /// is not a problem, as with edit stamps: removal forgets it right after the attraction.
    /// Dates and ratings that Outings would not write are found by the store itself.
    public static func problems(visits: [VisitRecord], members: [Member]) -> [String] {
        let ids = Set(members.map(\.id))
        var problems: [String] = []
        for memberID in Set(visits.map(\.memberID)).sorted(by: { ($0 ?? "") < ($1 ?? "") }) {
            if let memberID, !ids.contains(memberID) {
                problems.append("visits are stored for member \(memberID), who does not exist")
            } else if memberID == nil, !members.isEmpty {
                problems.append("the household has visits stored, but the guide has members")
            }
        }
        for record in visits where (try? VisitRules.note(record.visits.note)) != record.visits.note {
            problems.append(
                "the note on attraction \(record.visits.attractionID) is one Outings would refuse")
        }
        return problems
    }
}
