import Domain
import Testing

/// A rating is 1 to 5, a note is trimmed text of at most 2000 characters without control
/// characters (line breaks and tabs pass), a visit date is YYYY-MM-DD and never after today.
struct VisitRulesTests {
    private static let today = CalendarDate(year: 2026, month: 3, day: 8)!

    @Test(arguments: [("1", 1), ("5", 5), (" 3 ", 3), ("04", 4)])
    func aRatingIsAWholeNumberOneToFive(text: String, value: Int) throws {
        #expect(try Rating(text: text).value == value)
    }

    @Test(arguments: ["0", "6", "-1", "+3", "3.0", "three", "", "٣", "1e0", "005"])
    func anythingElseIsNotARating(text: String) {
        #expect(throws: VisitError.self) { try Rating(text: text) }
    }

    @Test func aNoteIsTrimmedAndKeepsLineBreaksAndTabs() throws {
        #expect(try VisitRules.note("  first line\n\tsecond  ") == "first line\n\tsecond")
        #expect(try VisitRules.note("   ") == "")
    }

    @Test(arguments: ["a\u{1B}[31mred", "nul\u{0}", "bidi\u{202E}txt", "c1\u{85}", "del\u{7F}", "c\rr"])
    func aNoteWithAControlCharacterIsRefused(text: String) {
        #expect(throws: VisitError.noteControlCharacter) { try VisitRules.note(text) }
    }

    @Test func aNoteLongerThanTheLimitIsRefused() throws {
        #expect(try VisitRules.note(String(repeating: "é", count: 2000)).count == 2000)
        #expect(throws: VisitError.noteTooLong(limit: 2000)) {
            try VisitRules.note(String(repeating: "é", count: 2001))
        }
    }

    @Test(arguments: [
        ("2026-03-08", "2026-03-08"), ("2024-02-29", "2024-02-29"), (" 2000-01-01 ", "2000-01-01"),
    ])
    func aVisitDateUpToTodayIsTaken(text: String, expected: String) throws {
        #expect(try VisitRules.visitDate(text, today: Self.today).description == expected)
    }

    @Test(arguments: ["2026-3-8", "2025-02-29", "2026-13-01", "08.03.2026", "2026-03-08T10:00", "", "today"])
    func aMalformedDateIsRefused(text: String) {
        #expect(throws: VisitError.dateMalformed(text.trimmingWhitespace)) {
            try VisitRules.visitDate(text, today: Self.today)
        }
    }

    @Test func aDateAfterTodayIsRefused() {
        #expect(
            throws: VisitError.dateInFuture(CalendarDate(year: 2026, month: 3, day: 9)!, today: Self.today)
        ) {
            try VisitRules.visitDate("2026-03-09", today: Self.today)
        }
    }

    @Test func theSameDayIsRecordedOnceAndDaysStayInOrder() {
        let visits = AttractionVisits(attractionID: "a")
            .visiting(on: CalendarDate(year: 2026, month: 3, day: 8)!)
            .visiting(on: CalendarDate(year: 2025, month: 1, day: 2)!)
            .visiting(on: CalendarDate(year: 2026, month: 3, day: 8)!)
        #expect(visits.dates.map(\.description) == ["2025-01-02", "2026-03-08"])
    }
}
