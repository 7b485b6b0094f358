import Domain
import Testing
import UseCases

/// `RecordVisits.record`: a visit with its rating and note in one step, as the attraction page's
/// one form sends them; and every record of a member at once, for the cards.
struct RecordVisitsRecordTests {
    private static let today = CalendarDate(year: 2026, month: 3, day: 8)!

    private func makeSUT(memberID: String? = "m1") -> (RecordVisits, AccessStoreFake) {
        let store = AccessStoreFake()
        return (RecordVisits(store: store, memberID: memberID, today: { Self.today }), store)
    }

    @Test func aVisitWithARatingAndANoteIsOneRecord() throws {
        let (sut, _) = makeSUT()

        let saved = try sut.record("zoo", on: "2026-03-01", rating: "5", note: " goats ")

        let expected = AttractionVisits(
            attractionID: "zoo", dates: [CalendarDate(year: 2026, month: 3, day: 1)!], rating: try Rating(5),
            note: "goats")
        #expect(saved == expected)
        #expect(try sut.visits(of: "zoo") == expected)
    }

    /// No day is today; no rating and no note leave those as they were.
    @Test func whatIsNotGivenIsLeftAsItWas() throws {
        let (sut, _) = makeSUT()
        try sut.record("zoo", on: "2026-03-01", rating: "3", note: "first")

        let saved = try sut.record("zoo", on: nil, rating: nil, note: nil)

        #expect(saved.dates.map(\.description) == ["2026-03-01", "2026-03-08"])
        #expect(saved.rating == (try Rating(3)))
        #expect(saved.note == "first")
        #expect(try sut.record("zoo", on: nil, rating: nil, note: "").note == "")
    }

    @Test(arguments: [
        ("2026-03-09", "3", "n"), ("2026-03-01", "6", "n"), ("2026-03-01", "3", "a\u{0}b"),
        ("soon", nil, nil),
    ])
    func anyRefusedPartWritesNothing(on: String, rating: String?, note: String?) throws {
        let (sut, store) = makeSUT()

        #expect(throws: VisitError.self) { try sut.record("zoo", on: on, rating: rating, note: note) }

        #expect(try store.everyVisit().isEmpty)
    }

    @Test func everyVisitIsTheMembersOwnByAttraction() throws {
        let (mine, store) = makeSUT()
        let theirs = RecordVisits(store: store, memberID: "m2", today: { Self.today })
        try mine.record("zoo", on: nil, rating: "4", note: nil)
        try mine.record("park", on: "2026-01-02", rating: nil, note: nil)
        try theirs.record("museum", on: nil, rating: nil, note: nil)

        let every = try mine.everyVisit()

        #expect(Set(every.keys) == ["zoo", "park"])
        #expect(every["zoo"]?.rating == (try Rating(4)))
        #expect(every["park"]?.dates.map(\.description) == ["2026-01-02"])
    }
}
