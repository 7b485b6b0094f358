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

    public init(
        store: any VisitStore, memberID: String?, today: @escaping @Sendable () -> CalendarDate
    ) {
        self.store = store
        self.memberID = memberID
        self.today = today
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
        return try store.updateVisits(ofMember: memberID, attraction: attractionID) {
            $0.visiting(on: date ?? today)
        }
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

    /// The attractions this member has been to.
    public func visitedAttractionIDs() throws -> Set<String> {
        try store.visitedAttractionIDs(ofMember: memberID)
    }

    private func change(
        _ attractionID: String, _ body: @escaping (inout AttractionVisits) -> Void
    ) throws -> AttractionVisits {
        try store.updateVisits(ofMember: memberID, attraction: attractionID) { current in
            var changed = current
            body(&changed)
            return changed
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
