/// The pieces of an `opening_hours` text, as parsed: a rule selects days by month and weekday and
/// says what those days' hours are.
extension OpeningHours {
    /// A day name as `opening_hours` writes it (`Jan`, `Mo`); ranges of them wrap around the end
    /// of the cycle (`Nov-Feb`, `Fr-Mo`).
    protocol CyclicName: CaseIterable, Hashable, Sendable {
        var abbreviation: String { get }
        var next: Self { get }
        /// Every name with its abbreviation as the parser matches it (`OpeningHoursUnits.packed`).
        static var spellings: [(name: Self, packed: UInt32)] { get }
    }

    /// One item of a selector list: a single name (`Sa`) or an inclusive range (`Mo-Fr`).
    struct NameRange<Name: CyclicName>: Hashable, Sendable {
        let first: Name
        let last: Name

        func contains(_ name: Name) -> Bool {
            var current = first
            while true {
                if current == name { return true }
                if current == last { return false }
                current = current.next
            }
        }

        var text: String { first == last ? first.abbreviation : "\(first.abbreviation)-\(last.abbreviation)" }
    }

    /// A span of one day's wall time in minutes since midnight. An end at or before the start
    /// runs past midnight into the next day (`20:00-02:00`); 1440 is `24:00`.
    struct TimeSpan: Hashable, Sendable {
        let start: Int
        let end: Int

        var wrapsMidnight: Bool { end <= start }

        var text: String { "\(Self.text(start))-\(Self.text(end))" }

        static func text(_ minutes: Int) -> String {
            "\(DecimalText.padded(minutes / 60, width: 2)):\(DecimalText.padded(minutes % 60, width: 2))"
        }
    }

    enum Hours: Hashable, Sendable {
        case spans([TimeSpan])
        case off
        /// `24/7`: open the whole of each selected day.
        case always

        var text: String {
            switch self {
            case .spans(let spans): spans.map(\.text).joined(separator: ",")
            case .off: "off"
            case .always: "24/7"
            }
        }

        var spans: [TimeSpan] {
            switch self {
            case .spans(let spans): spans
            case .off: []
            case .always: [TimeSpan(start: 0, end: 24 * 60)]
            }
        }
    }

    /// Empty selectors select every month or every weekday.
    struct Rule: Hashable, Sendable {
        let months: [NameRange<Month>]
        let weekdays: [NameRange<Weekday>]
        let hours: Hours

        func applies(to date: CalendarDate) -> Bool {
            (months.isEmpty || months.contains { $0.contains(date.month) })
                && (weekdays.isEmpty || weekdays.contains { $0.contains(date.weekday) })
        }

        var text: String {
            var parts: [String] = []
            if !months.isEmpty { parts.append(months.map(\.text).joined(separator: ",")) }
            if !weekdays.isEmpty { parts.append(weekdays.map(\.text).joined(separator: ",")) }
            parts.append(hours.text)
            return parts.joined(separator: " ")
        }
    }
}

extension OpeningHours.CyclicName {
    static func packedSpellings() -> [(name: Self, packed: UInt32)] {
        allCases.map { ($0, $0.abbreviation.utf8.reduce(0, OpeningHoursUnits.packed)) }
    }
}

extension Month: OpeningHours.CyclicName {
    static let spellings = packedSpellings()
}

extension Weekday: OpeningHours.CyclicName {
    static let spellings = packedSpellings()
}
