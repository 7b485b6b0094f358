import Domain
import UseCases

/// Every member's visit records as the memory and property-list stores hold them: by member
/// key (`StoredVisits.memberKey`, the household's empty), then by attraction id. Empty records
/// are not kept.
struct VisitBook: Sendable {
    private(set) var byMember: [String: [String: AttractionVisits]] = [:]

    init(_ byMember: [String: [String: AttractionVisits]] = [:]) {
        self.byMember = byMember
    }

    var isEmpty: Bool { byMember.isEmpty }

    func visits(ofMember memberID: String?) -> [AttractionVisits] {
        (byMember[StoredVisits.memberKey(memberID)] ?? [:]).values.sorted {
            $0.attractionID < $1.attractionID
        }
    }

    mutating func update(
        ofMember memberID: String?, attraction attractionID: String,
        _ change: (AttractionVisits) throws -> AttractionVisits
    ) rethrows -> AttractionVisits {
        let key = StoredVisits.memberKey(memberID)
        let current = byMember[key]?[attractionID] ?? AttractionVisits(attractionID: attractionID)
        let changed = try change(current)
        byMember[key, default: [:]][attractionID] = changed.isEmpty ? nil : changed
        if byMember[key]?.isEmpty == true { byMember[key] = nil }
        return changed
    }

    var every: [VisitRecord] {
        byMember.keys.sorted().flatMap { key in
            visits(ofMember: StoredVisits.memberID(key)).map {
                VisitRecord(memberID: StoredVisits.memberID(key), visits: $0)
            }
        }
    }

    mutating func remove(ofMember memberID: String?) {
        byMember[StoredVisits.memberKey(memberID)] = nil
    }

    mutating func remove(ofAttraction attractionID: String) {
        for key in byMember.keys { byMember[key]?[attractionID] = nil }
        byMember = byMember.filter { !$0.value.isEmpty }
    }

}
