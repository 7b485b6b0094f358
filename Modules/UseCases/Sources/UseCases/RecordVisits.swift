import Domain
import PlatformFoundation

/// One member's own visits, rating and note of attractions: the only way they are read and
/// written, so every app keeps them to the member they belong to. `memberID` nil is the local
/// household (a guide without members). Build one per member; it holds only `Sendable` parts.
public struct RecordVisits: Sendable {
    private let store: any VisitStore
    private let memberID: String?
    /// The day it is where the guide is: the latest a visit may be, and the default one.
    private let today: @Sendable () -> CalendarDate
    /// With a backend's stores, each write checks in its transaction that the member still
    /// exists, so a member removed meanwhile keeps no record (`MemberListChange.whileMember`).
    private let members: MemberListChange?

    /// Over a visit store alone (a test double): writes check no member.
    public init(
        store: any VisitStore, memberID: String?, today: @escaping @Sendable () -> CalendarDate
    ) {
        self.store = store
        self.memberID = memberID
        self.today = today
        members = nil
    }

    /// Over a backend's stores: each write is one transaction with the check that the member
    /// exists (`MemberError.notFound` when it no longer does; nothing is written).
    public init(stores: Stores, memberID: String?, today: @escaping @Sendable () -> CalendarDate) {
        store = stores.access
        self.memberID = memberID
        self.today = today
        members = MemberListChange(stores: stores)
    }

    public func visits(of attractionID: String) throws -> AttractionVisits {
        try store.visits(ofMember: memberID, attraction: attractionID)
    }

    /// Records a visit on the day `dateText` names (`YYYY-MM-DD`), or today when nil; a day
    /// after today is refused (`VisitError.dateInFuture`), a day already recorded stays once.
    @discardableResult
    public func visit(_ attractionID: String, on dateText: String?) throws -> AttractionVisits {
        let today = today()
        let date = try dateText.map { text throws(VisitError) in try VisitRules.visitDate(text, today: today)
        }
        return try write(attractionID) { $0.visiting(on: date ?? today) }
    }

    /// Sets the rating from its text (`1` to `5`).
    @discardableResult
    public func rate(_ attractionID: String, _ ratingText: String) throws -> AttractionVisits {
        let rating = try Rating(text: ratingText)
        return try change(attractionID) { $0.rating = rating }
    }

    /// Replaces the note; empty text clears it.
    @discardableResult
    public func note(_ attractionID: String, _ text: String) throws -> AttractionVisits {
        let note = try VisitRules.note(text)
        return try change(attractionID) { $0.note = note }
    }

    /// A visit with what the family thought of it, as one step: a visit on the day `dateText`
    /// names (today when nil, as `visit`), the rating from `ratingText` and the note from `note`
    /// when given (nil leaves them as they are; an empty note clears it). Nothing is written when
    /// any of them is refused.
    @discardableResult
    public func record(
        _ attractionID: String, on dateText: String?, rating ratingText: String?, note: String?
    )
        throws -> AttractionVisits
    {
        let today = today()
        let date = try dateText.map { text throws(VisitError) in try VisitRules.visitDate(text, today: today)
        }
        let rating = try ratingText.map { text throws(VisitError) in try Rating(text: text) }
        let note = try note.map { text throws(VisitError) in try VisitRules.note(text) }
        return try write(attractionID) { current in
            var changed = current.visiting(on: date ?? today)
            if let rating { changed.rating = rating }
            if let note { changed.note = note }
            return changed
        }
    }

    /// The member's records, by attraction id (none for an attraction never recorded).
    public func everyVisit() throws -> [String: AttractionVisits] {
        Dictionary(
            try store.visits(ofMember: memberID).map { ($0.attractionID, $0) },
            uniquingKeysWith: { first, _ in first })
    }

    /// The attractions this member has been to.
    public func visitedAttractionIDs() throws -> Set<String> {
        try store.visitedAttractionIDs(ofMember: memberID)
    }

    private func change(
        _ attractionID: String, _ body: @escaping (inout AttractionVisits) -> Void
    ) throws -> AttractionVisits {
        try write(attractionID) { current in
            var changed = current
            body(&changed)
            return changed
        }
    }

    /// One record's change, as one step that also checks the member (see `members`).
    private func write(
        _ attractionID: String, _ change: (AttractionVisits) throws -> AttractionVisits
    ) throws -> AttractionVisits {
        guard let members else {
            return try store.updateVisits(ofMember: memberID, attraction: attractionID, change)
        }
        return try members.whileMember(memberID, named: memberID ?? "") { stores in
            try stores.access.updateVisits(ofMember: memberID, attraction: attractionID, change)
        }
    }

}

extension LocalTimeConverter {
    /// The calendar day it is at `instant` in this zone.
    public func today(at instant: Date = Date()) -> CalendarDate {
        localTime(at: instant).date
    }
}

extension VisitError: CategorizedError {
    public var category: ErrorCategory { .invalid }
}
