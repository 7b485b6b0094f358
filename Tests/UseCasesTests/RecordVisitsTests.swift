import Domain
import Testing
import UseCases

/// `RecordVisits` keeps one member's record: a visit defaults to the injected today and may not
/// be after it, and nothing is written when the input is refused.
struct RecordVisitsTests {
    private static let today = CalendarDate(year: 2026, month: 3, day: 8)!

    private func makeSUT(memberID: String? = "m1") -> (RecordVisits, AccessStoreFake) {
        let store = AccessStoreFake()
        return (RecordVisits(store: store, memberID: memberID, today: { Self.today }), store)
    }

    @Test func aVisitWithoutADayIsTodayAndADayIsRecordedOnce() throws {
        let (sut, store) = makeSUT()

        try sut.visit("zoo", on: nil)
        try sut.visit("zoo", on: "2026-03-08")
        try sut.visit("zoo", on: "2025-01-02")

        #expect(
            try store.visits(ofMember: "m1", attraction: "zoo").dates.map(\.description) == [
                "2025-01-02", "2026-03-08",
            ])
        #expect(try sut.visitedAttractionIDs() == ["zoo"])
        #expect(try store.visits(ofMember: nil).isEmpty)
    }

    @Test func refusedInputWritesNothing() throws {
        let (sut, store) = makeSUT(memberID: nil)

        #expect(throws: VisitError.dateInFuture(Self.today.next, today: Self.today)) {
            try sut.visit("zoo", on: "2026-03-09")
        }
        #expect(throws: VisitError.ratingOutOfRange("0")) { try sut.rate("zoo", "0") }
        #expect(throws: VisitError.noteControlCharacter) { try sut.note("zoo", "a\u{0}b") }

        #expect(try store.everyVisit().isEmpty)
    }

    @Test func aRatingAndANoteAreKeptAndAnEmptyNoteClearsIt() throws {
        let (sut, _) = makeSUT()

        try sut.rate("zoo", "4")
        try sut.note("zoo", "  towels  ")
        #expect(
            try sut.visits(of: "zoo")
                == AttractionVisits(attractionID: "zoo", rating: try Rating(4), note: "towels"))

        try sut.note("zoo", "")
        #expect(try sut.visits(of: "zoo").note == "")
    }

    /// Over a backend's stores, a write checks in its transaction that the member still exists:
    /// a member removed after the record keeper was made (by another process) gets no record.
    @Test(arguments: ["visit", "rate", "note"])
    func aMemberWhoNoLongerExistsGetsNoRecord(write: String) throws {
        let store = AccessStoreFake()
        let sut = RecordVisits(stores: store.stores, memberID: "gone", today: { Self.today })

        #expect(throws: MemberError.notFound(name: "gone")) {
            switch write {
            case "visit": try sut.visit("zoo", on: nil)
            case "rate": try sut.rate("zoo", "4")
            default: try sut.note("zoo", "Bring a hat")
            }
        }
        #expect(store.visitRecords.isEmpty)
    }
}
