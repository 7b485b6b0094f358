import Domain
import Testing

/// Each case: the hours, a wall-clock moment, whether it is open then, and the next change worked
/// out by hand with a calendar (4 December 2026 is a Friday).
@Suite struct OpeningHoursEvaluationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let hours: String
        let moment: String
        let isOpen: Bool
        /// "open 2026-12-07 09:00", or nil when nothing ever changes.
        let next: String?

        var testDescription: String { "\(hours) at \(moment)" }
    }

    static let weekly: [Case] = [
        Case(
            hours: "Mo-Fr 09:00-17:00", moment: "2026-12-04 10:00", isOpen: true,
            next: "closed 2026-12-04 17:00"),
        Case(
            hours: "Mo-Fr 09:00-17:00", moment: "2026-12-04 17:00", isOpen: false,
            next: "open 2026-12-07 09:00"),
        Case(
            hours: "Mo-Fr 09:00-17:00", moment: "2026-12-05 12:00", isOpen: false,
            next: "open 2026-12-07 09:00"),
        Case(
            hours: "Mo-Fr 09:00-17:00", moment: "2026-12-07 08:59", isOpen: false,
            next: "open 2026-12-07 09:00"),
        Case(
            hours: "Mo-Fr 09:00-12:00,13:00-17:00", moment: "2026-12-04 12:30", isOpen: false,
            next: "open 2026-12-04 13:00"),
        Case(
            hours: "Sa,Su 10:00-16:00", moment: "2026-12-06 16:00", isOpen: false,
            next: "open 2026-12-12 10:00"),
        Case(
            hours: "Fr-Mo 10:00-12:00", moment: "2026-12-08 11:00", isOpen: false,
            next: "open 2026-12-11 10:00"),
        Case(
            hours: "Fr-Mo 10:00-12:00", moment: "2026-12-06 11:00", isOpen: true,
            next: "closed 2026-12-06 12:00"),
        Case(
            hours: "Fr-Mo 10:00-12:00", moment: "2026-12-07 11:00", isOpen: true,
            next: "closed 2026-12-07 12:00"),
        Case(
            hours: "Mo-Fr 09:00-24:00", moment: "2026-12-04 23:00", isOpen: true,
            next: "closed 2026-12-05 00:00"),
        Case(hours: "Mo-Su 00:00-24:00", moment: "2026-12-04 12:00", isOpen: true, next: nil),
        Case(hours: "24/7", moment: "2026-12-04 12:00", isOpen: true, next: nil),
        Case(hours: "off", moment: "2026-12-04 12:00", isOpen: false, next: nil),
    ]

    static let pastMidnight: [Case] = [
        Case(
            hours: "Fr 20:00-02:00", moment: "2026-12-04 19:59", isOpen: false, next: "open 2026-12-04 20:00"),
        Case(
            hours: "Fr 20:00-02:00", moment: "2026-12-04 23:59", isOpen: true, next: "closed 2026-12-05 02:00"
        ),
        Case(
            hours: "Fr 20:00-02:00", moment: "2026-12-05 01:30", isOpen: true, next: "closed 2026-12-05 02:00"
        ),
        Case(
            hours: "Fr 20:00-02:00", moment: "2026-12-05 02:00", isOpen: false, next: "open 2026-12-11 20:00"),
        // A later rule for Saturday replaces all of Saturday, Friday's night included; an
        // earlier one does not.
        Case(
            hours: "Fr 20:00-02:00; Sa off", moment: "2026-12-05 01:00", isOpen: false,
            next: "open 2026-12-11 20:00"),
        Case(
            hours: "Fr 20:00-02:00; Sa off", moment: "2026-12-04 23:00", isOpen: true,
            next: "closed 2026-12-05 00:00"),
        Case(
            hours: "Sa off; Fr 20:00-02:00", moment: "2026-12-05 01:00", isOpen: true,
            next: "closed 2026-12-05 02:00"),
        Case(
            hours: "Mo-Su 18:00-02:00", moment: "2026-12-04 23:00", isOpen: true,
            next: "closed 2026-12-05 02:00"),
        Case(
            hours: "Fr 20:00-24:00; Sa 00:00-02:00", moment: "2026-12-04 21:00", isOpen: true,
            next: "closed 2026-12-05 02:00"),
        // New Year's night: Thursday 31 December into Friday 1 January.
        Case(
            hours: "Th 22:00-03:00", moment: "2027-01-01 02:00", isOpen: true, next: "closed 2027-01-01 03:00"
        ),
    ]

    static let overriding: [Case] = [
        // A rule without days selects every day, so it replaces the first rule entirely.
        Case(
            hours: "Mo-Fr 08:00-12:00; 14:00-20:00", moment: "2026-12-07 10:00", isOpen: false,
            next: "open 2026-12-07 14:00"),
        Case(
            hours: "Mo-Su 10:00-18:00; We off", moment: "2026-12-02 11:00", isOpen: false,
            next: "open 2026-12-03 10:00"),
        Case(
            hours: "Mo-Su 10:00-18:00; Sa 12:00-14:00", moment: "2026-12-05 11:00", isOpen: false,
            next: "open 2026-12-05 12:00"),
        Case(
            hours: "Mo-Su 10:00-18:00; Sa 12:00-14:00", moment: "2026-12-05 14:00", isOpen: false,
            next: "open 2026-12-06 10:00"),
        // Friday's own rule replaces Thursday's night and Friday's evening; the night after
        // Friday still comes from `Mo-Su`, which selects Friday (as opening_hours.js reads it).
        Case(
            hours: "Mo-Su 20:00-02:00; Fr 10:00-12:00", moment: "2026-12-04 01:00", isOpen: false,
            next: "open 2026-12-04 10:00"),
        Case(
            hours: "Mo-Su 20:00-02:00; Fr 10:00-12:00", moment: "2026-12-04 21:00", isOpen: false,
            next: "open 2026-12-05 00:00"),
        Case(
            hours: "Mo-Su 20:00-02:00; Fr 10:00-12:00", moment: "2026-12-05 01:00", isOpen: true,
            next: "closed 2026-12-05 02:00"),
    ]

    static let seasons: [Case] = [
        Case(
            hours: "Nov-Feb Mo-Su 10:00-16:00; Mar-Oct Mo-Su 09:00-19:00", moment: "2026-12-31 15:00",
            isOpen: true,
            next: "closed 2026-12-31 16:00"),
        Case(
            hours: "Nov-Feb Mo-Su 10:00-16:00; Mar-Oct Mo-Su 09:00-19:00", moment: "2027-01-15 17:00",
            isOpen: false,
            next: "open 2027-01-16 10:00"),
        Case(
            hours: "Nov-Feb Mo-Su 10:00-16:00; Mar-Oct Mo-Su 09:00-19:00", moment: "2027-02-28 18:00",
            isOpen: false,
            next: "open 2027-03-01 09:00"),
        Case(
            hours: "Mo-Su 09:00-17:00; Nov-Feb off", moment: "2027-02-28 10:00", isOpen: false,
            next: "open 2027-03-01 09:00"),
        Case(
            hours: "Mo-Su 09:00-17:00; Nov-Feb off", moment: "2026-10-31 16:00", isOpen: true,
            next: "closed 2026-10-31 17:00"),
        Case(
            hours: "Mo-Su 09:00-17:00; Nov-Feb off", moment: "2026-11-01 10:00", isOpen: false,
            next: "open 2027-03-01 09:00"),
        Case(
            hours: "Jun-Aug Mo-Su 10:00-20:00", moment: "2026-05-31 12:00", isOpen: false,
            next: "open 2026-06-01 10:00"),
        Case(
            hours: "Jun-Aug Mo-Su 10:00-20:00", moment: "2026-09-01 12:00", isOpen: false,
            next: "open 2027-06-01 10:00"),
        // The last night of August runs into September: the span belongs to 31 August.
        Case(
            hours: "Jun-Aug Mo-Su 18:00-01:00", moment: "2026-09-01 00:30", isOpen: true,
            next: "closed 2026-09-01 01:00"),
    ]

    @Test(arguments: weekly + pastMidnight + overriding + seasons)
    func theHoursSayWhetherItIsOpenAndWhenThatChanges(_ example: Case) throws {
        let hours = try OpeningHours(text: example.hours)
        let moment = try Self.localTime(example.moment)

        #expect(hours.isOpen(at: moment) == example.isOpen)
        let expected = try example.next.map { next in
            let (state, time) = (next.prefix { $0 != " " }, next.drop { $0 != " " }.dropFirst())
            return OpeningHours.Change(
                state: state == "open" ? .open : .closed, at: try Self.localTime(String(time)))
        }
        #expect(hours.nextChange(after: moment) == expected)
    }

    /// "2026-12-04 10:00" as written in the tables.
    static func localTime(_ text: String) throws -> LocalDateTime {
        let numbers = text.split { $0 == "-" || $0 == " " || $0 == ":" }.compactMap { Int($0) }
        try #require(numbers.count == 5)
        return try #require(
            LocalDateTime(
                year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4]))
    }
}
