import Domain

/// One record of `VisitStore.everyVisit()`: whose it is (nil: the household of a guide without
/// members) and what it holds.
public struct VisitRecord: Equatable, Sendable {
    public let memberID: String?
    public let visits: AttractionVisits

    public init(memberID: String?, visits: AttractionVisits) {
        self.memberID = memberID
        self.visits = visits
    }
}

/// Each member's visits, rating and private note per attraction; `memberID` nil is the local
/// household's (a guide without members), as in `RecentsStore`.
/// `Sendable`, each method one atomic step, as every store port. A store keeps no record that
/// `isEmpty`. The rules below
/// are what the store contract (the `StoreContract` package) checks of every backend; a record is
/// read back whole (its days, rating, and note with its line breaks and tabs), each member's and
/// the household's apart.
public protocol VisitStore: Sendable {
    /// Reads, changes and writes one record as one atomic step; when `change` throws, nothing
    /// is written and the error is rethrown. A record changed to empty is forgotten. `change`
    /// runs while the store is held, so it must be quick.
    @discardableResult func updateVisits(
        ofMember memberID: String?, attraction attractionID: String,
        _ change: (AttractionVisits) throws -> AttractionVisits
    ) throws -> AttractionVisits
    /// Every record of every member and the household, by member id then attraction id. A guide
    /// has few members, so this is what one member's records are read from too.
    func everyVisit() throws -> [VisitRecord]
}

extension VisitStore {
    /// The member's records, by attraction id; none for a member without any.
    public func visits(ofMember memberID: String?) throws -> [AttractionVisits] {
        try everyVisit().filter { $0.memberID == memberID }.map(\.visits)
    }

    /// Forgets a removed member's records (nil: the household's); everyone else's stay.
    public func removeVisits(ofMember memberID: String?) throws {
        for record in try visits(ofMember: memberID) {
            try forget(memberID, record.attractionID)
        }
    }

    /// Forgets every member's record of a removed attraction; the other attractions' stay.
    public func removeVisits(ofAttraction attractionID: String) throws {
        for record in try everyVisit() where record.visits.attractionID == attractionID {
            try forget(record.memberID, attractionID)
        }
    }

    private func forget(_ memberID: String?, _ attractionID: String) throws {
        try updateVisits(ofMember: memberID, attraction: attractionID) { _ in
            AttractionVisits(attractionID: attractionID)
        }
    }

    /// The member's record of one attraction (empty when there is none).
    public func visits(ofMember memberID: String?, attraction attractionID: String) throws -> AttractionVisits
    {
        try visits(ofMember: memberID).first { $0.attractionID == attractionID }
            ?? AttractionVisits(attractionID: attractionID)
    }

    /// Makes `records` every record the store holds: every owner's records are forgotten, then
    /// each of `records` written. One step each (the port has no transaction spanning them), so a
    /// copy ended in between is completed by running it again.
    public func replaceEveryVisit(with records: [VisitRecord]) throws {
        for memberID in Set(try everyVisit().map(\.memberID)) {
            try removeVisits(ofMember: memberID)
        }
        for record in records {
            try updateVisits(ofMember: record.memberID, attraction: record.visits.attractionID) { _ in
                record.visits
            }
        }
    }

    /// The attractions the member has been to at least once (what `--not-visited` leaves out).
    public func visitedAttractionIDs(ofMember memberID: String?) throws -> Set<String> {
        Set(try visits(ofMember: memberID).filter { !$0.dates.isEmpty }.map(\.attractionID))
    }
}

/// The stored form every backend shares: the household under an empty member id (no member has
/// one), the days as comma-separated `YYYY-MM-DD`, a rating as its number or none.
public enum StoredVisits {
    public static func memberKey(_ memberID: String?) -> String { memberID ?? "" }

    public static func memberID(_ key: String) -> String? { key.isEmpty ? nil : key }

    public static func datesText(_ dates: [CalendarDate]) -> String {
        dates.map(\.description).joined(separator: ",")
    }

    /// The record as read back; a value Outings would not have written is `StoreError.corrupt`.
    public static func visits(
        attractionID: String, dates: String, rating: Int?, note: String
    ) throws(StoreError) -> AttractionVisits {
        try visits(
            attractionID: attractionID, days: dates.split(separator: ",").map(String.init), rating: rating,
            note: note)
    }

    /// The record from its days one by one (as a backup lists them).
    public static func visits(
        attractionID: String, days dates: [String], rating: Int?, note: String
    ) throws(StoreError) -> AttractionVisits {
        var days: [CalendarDate] = []
        for piece in dates {
            guard let day = CalendarDate(text: piece) else {
                throw .corrupt("visits of attraction \(attractionID) hold a malformed date")
            }
            days.append(day)
        }
        var stars: Rating?
        if let rating {
            guard let valid = try? Rating(rating) else {
                throw .corrupt("visits of attraction \(attractionID) hold rating \(rating), not 1 to 5")
            }
            stars = valid
        }
        return AttractionVisits(attractionID: attractionID, dates: days, rating: stars, note: note)
    }
}
