import Domain
import Presentation
import Testing
import UseCases

/// A member's visits on a page: each day in words (`MomentTextTests`' zone and now, 7 Dec 2026).
struct VisitsViewModelWordsTests {
    let words = MomentText(
        zone: LocalTimeConverter(zone: MomentTextTests.SevenBehind()), now: MomentTextTests.now)

    @Test func eachVisitedDayIsInWordsAndTheCountStays() throws {
        let days = try [(2025, 12, 31), (2026, 5, 2), (2026, 12, 6)].map {
            try #require(CalendarDate(year: $0.0, month: $0.1, day: $0.2))
        }
        let visits = VisitsViewModel(AttractionVisits(attractionID: "zoo", dates: days))
        #expect(visits.visitedText(in: words) == "31 Dec 2025, 2 May, yesterday (3 visits)")
        #expect(visits.visitedText == "2025-12-31, 2026-05-02, 2026-12-06 (3 visits)")
        #expect(VisitsViewModel(AttractionVisits(attractionID: "zoo")).visitedText(in: words) == "never")
    }
}
