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

        func write(to text: inout String) {
            text += first.abbreviation
            if first != last { text += "-" + last.abbreviation }
        }
    }

    /// A span of one day's wall time in minutes since midnight. An end at or before the start
    /// runs past midnight into the next day (`20:00-02:00`); 1440 is `24:00`.
    struct TimeSpan: Hashable, Sendable {
        let start: Int
        let end: Int

        var wrapsMidnight: Bool { end <= start }

        func write(to text: inout String) {
            Self.write(start, to: &text)
            text += "-"
            Self.write(end, to: &text)
        }

        /// `HH:MM`.
        static func write(_ minutes: Int, to text: inout String) {
            text += twoDigits[minutes / 60]
            text += ":"
            text += twoDigits[minutes % 60]
        }

        /// `00` to `59`, padded once rather than for every time written.
        private static let twoDigits = (0..<60).map { DecimalText.padded($0, width: 2) }
    }

    enum Hours: Hashable, Sendable {
        case spans([TimeSpan])
        case off
        /// `24/7`: open the whole of each selected day.
        case always

        func write(to text: inout String) {
            switch self {
            case .spans(let spans): OpeningHours.write(spans, separator: ",", to: &text) { $0.write(to: &$1) }
            case .off: text += "off"
            case .always: text += "24/7"
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

    /// How a rule selects public holidays (`PH`), as the `opening_hours` specification reads a
    /// holiday beside weekdays: joined by a comma it adds the holidays, by a space it narrows them.
    enum HolidaySelection: Hashable, Sendable {
        /// No `PH`: the weekdays alone (a holiday is the weekday it falls on).
        case none
        /// `PH`, `Sa,PH`: a public holiday, or one of the weekdays.
        case orWeekdays
        /// `PH Mo-Fr`: a public holiday that falls on one of the weekdays.
        case onWeekdays
    }

    /// Empty selectors select every month or every weekday.
    struct Rule: Hashable, Sendable {
        let months: [NameRange<Month>]
        let weekdays: [NameRange<Weekday>]
        let holidays: HolidaySelection
        let hours: Hours

        init(
            months: [NameRange<Month>], weekdays: [NameRange<Weekday>], holidays: HolidaySelection = .none,
            hours: Hours
        ) {
            self.months = months
            self.weekdays = weekdays
            self.holidays = holidays
            self.hours = hours
        }

        /// Whether the rule selects `date`, which is a public holiday when `isHoliday`.
        func applies(to date: CalendarDate, isHoliday: Bool) -> Bool {
            guard months.isEmpty || months.contains(where: { $0.contains(date.month) }) else { return false }
            let onWeekday = weekdays.contains { $0.contains(date.weekday) }
            switch holidays {
            case .none: return weekdays.isEmpty || onWeekday
            case .orWeekdays: return isHoliday || onWeekday
            case .onWeekdays: return isHoliday && onWeekday
            }
        }

        /// Months, then `PH` with the weekdays (`Sa,PH`, `PH Mo-Fr`), then the hours.
        func write(to text: inout String) {
            if !months.isEmpty {
                OpeningHours.write(months, separator: ",", to: &text) { $0.write(to: &$1) }
                text += " "
            }
            if holidays == .onWeekdays { text += "PH " }
            if !weekdays.isEmpty {
                OpeningHours.write(weekdays, separator: ",", to: &text) { $0.write(to: &$1) }
                if holidays == .orWeekdays { text += "," }
            }
            if holidays == .orWeekdays { text += "PH" }
            if !weekdays.isEmpty || holidays == .orWeekdays { text += " " }
            hours.write(to: &text)
        }
    }

    /// Writes `items` joined by `separator` into one text, as `joined(separator:)` would without
    /// a `String` per item: every listed row's hours are written. Inlined, so that each caller
    /// gets it specialised for its items rather than looking up generic metadata per call.
    @inline(__always)
    static func write<Item>(
        _ items: [Item], separator: String, to text: inout String, each: (Item, inout String) -> Void
    ) {
        for index in items.indices {
            if index > 0 { text += separator }
            each(items[index], &text)
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
