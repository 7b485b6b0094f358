/// Reads the `opening_hours` subset character by character, so an error can name the column.
///
///     hours    = rule *( ";" rule )          (spaces allowed around ";")
///     rule     = "24/7" | [months " "] [days " "] ( "off" | "24/7" | span *( "," span ) )
///     months   = Jan-Dec names, as NAME or NAME-NAME, joined by ","
///     weekdays = Mo-Su names, likewise
///     days     = weekdays | "PH" " " weekdays | ( "PH" | weekday item ) joined by ","
///     span     = time "-" time,  time = H:MM or HH:MM, 00:00 to 24:00
///
/// It reads one byte per character (`OpeningHoursUnits`): every row of a store is read back
/// through here, and bytes spare building a `String` per name tried.
struct OpeningHoursParser {
    private let units: [UInt8]
    private var position = 0

    init(_ text: String) {
        units = OpeningHoursUnits.units(of: text)
    }

    mutating func rules() throws(OpeningHoursError) -> [OpeningHours.Rule] {
        skipSpaces()
        if isAtEnd { throw problem("expected opening hours like Mo-Fr 09:00-17:00") }
        var rules = [try rule()]
        while true {
            skipSpaces()
            if isAtEnd { return rules }
            guard take(";") else { throw problem("expected ';' between rules") }
            skipSpaces()
            if isAtEnd { throw problem("expected a rule after ';'") }
            rules.append(try rule())
        }
    }

    private mutating func rule() throws(OpeningHoursError) -> OpeningHours.Rule {
        let months: [OpeningHours.NameRange<Month>] = try names(of: "a month like Jan")
        if !months.isEmpty { try space() }
        var (weekdays, holidays) = try days()
        if !weekdays.isEmpty || holidays != .none { try space() }
        // `PH Mo-Fr`: the holidays that fall on those weekdays.
        if holidays == .orWeekdays, weekdays.isEmpty, peekName(Weekday.self) != nil {
            weekdays = try names(of: Self.weekdayKind)
            holidays = .onWeekdays
            try space()
        }
        return OpeningHours.Rule(months: months, weekdays: weekdays, holidays: holidays, hours: try hours())
    }

    private static let weekdayKind = "a weekday like Mo"

    /// Weekdays and `PH` joined by commas (`Mo-Fr`, `Sa,PH`, `PH`): the weekdays, and whether
    /// the holidays are added to them; none when the text starts with neither.
    private mutating func days() throws(OpeningHoursError) -> (
        [OpeningHours.NameRange<Weekday>], OpeningHours.HolidaySelection
    ) {
        guard peekName(Weekday.self) != nil || peekHoliday() else { return ([], .none) }
        var ranges: [OpeningHours.NameRange<Weekday>] = []
        var holidays = OpeningHours.HolidaySelection.none
        repeat {
            if peekHoliday() {
                position += Self.holidayLength
                holidays = .orWeekdays
            } else {
                let first = try name(Weekday.self, Self.weekdayKind)
                let last = take("-") ? try name(Weekday.self, Self.weekdayKind) : first
                ranges.append(OpeningHours.NameRange(first: first, last: last))
            }
        } while take(",")
        return (ranges, holidays)
    }

    /// `PH` in any case, packed as names are, and its length.
    private static let holiday = "ph".utf8.reduce(0, OpeningHoursUnits.packed)
    private static let holidayLength = 2

    /// Whether the run of letters at the cursor is `PH`.
    private func peekHoliday() -> Bool { letters()?.packed == Self.holiday }

    private mutating func hours() throws(OpeningHoursError) -> OpeningHours.Hours {
        if takeWord("off") { return .off }
        if takeWord("24/7") { return .always }
        var spans = [try span()]
        while take(",") { spans.append(try span()) }
        return .spans(spans)
    }

    private mutating func span() throws(OpeningHoursError) -> OpeningHours.TimeSpan {
        let start = position
        let opening = try time()
        if opening == 24 * 60 { throw OpeningHoursError(column: start + 1, reason: "24:00 only ends a span") }
        guard take("-") else { throw problem("expected '-' and the closing time") }
        let closing = try time()
        guard closing != opening else {
            throw OpeningHoursError(column: start + 1, reason: "a span cannot end when it starts")
        }
        return OpeningHours.TimeSpan(start: opening, end: closing)
    }

    /// Minutes since midnight of `H:MM` or `HH:MM`, up to `24:00`.
    private mutating func time() throws(OpeningHoursError) -> Int {
        let start = position
        let expected = OpeningHoursError(column: start + 1, reason: "expected a time like 09:00")
        let hour = number(ofAtMost: 2)
        guard hour.digits > 0, take(":") else { throw expected }
        let minute = number(ofAtMost: 2)
        guard minute.digits == 2 else { throw expected }
        guard hour.value < 24 && minute.value < 60 || hour.value == 24 && minute.value == 0 else {
            throw OpeningHoursError(column: start + 1, reason: "a time is 00:00 to 24:00")
        }
        return hour.value * 60 + minute.value
    }

    /// A comma-separated list of names and ranges, or none when the text does not start with a
    /// name of this kind.
    private mutating func names<Name: OpeningHours.CyclicName>(
        of kind: String
    ) throws(OpeningHoursError) -> [OpeningHours.NameRange<Name>] {
        guard peekName(Name.self) != nil else { return [] }
        var ranges: [OpeningHours.NameRange<Name>] = []
        repeat {
            let first = try name(Name.self, kind)
            let last = take("-") ? try name(Name.self, kind) : first
            ranges.append(OpeningHours.NameRange(first: first, last: last))
        } while take(",")
        return ranges
    }

    private mutating func name<Name: OpeningHours.CyclicName>(
        _ type: Name.Type, _ kind: String
    ) throws(OpeningHoursError) -> Name {
        guard let found = peekName(type) else { throw problem("expected \(kind)") }
        position += found.length
        return found.name
    }

    /// The name at the cursor, in any case, when no letter follows it (`Mo`, not `Mon`): the
    /// whole run of letters there is the name. Returns it with its length.
    private func peekName<Name: OpeningHours.CyclicName>(_ type: Name.Type) -> (name: Name, length: Int)? {
        guard let word = letters(), let found = Name.spellings.first(where: { $0.packed == word.packed })
        else { return nil }
        return (found.name, word.length)
    }

    /// The run of letters at the cursor, packed (`OpeningHoursUnits.packed`), with its length;
    /// nil when there is none or it is longer than any name.
    private func letters() -> (packed: UInt32, length: Int)? {
        var end = position
        var word: UInt32 = 0
        while end < units.count, OpeningHoursUnits.isLetter(units[end]) {
            guard end - position < 4 else { return nil }
            word = OpeningHoursUnits.packed(word, adding: units[end])
            end += 1
        }
        return end > position ? (word, end - position) : nil
    }

    private mutating func space() throws(OpeningHoursError) {
        if isAtEnd || units[position] == UInt8(ascii: ";") { throw problem("expected a time like 09:00") }
        guard take(" ") else { throw problem("expected a space") }
        skipSpaces()
    }

    /// The value of the digits at the cursor, taking at most `count` of them.
    private mutating func number(ofAtMost count: Int) -> (value: Int, digits: Int) {
        var value = 0
        var digits = 0
        while digits < count, position < units.count,
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(units[position])
        {
            value = value * 10 + Int(units[position] - UInt8(ascii: "0"))
            digits += 1
            position += 1
        }
        return (value, digits)
    }

    /// Takes `word` (in lowercase) when it stands alone: followed by the end, a space or `;`.
    private mutating func takeWord(_ word: String) -> Bool {
        let end = position + word.utf8.count
        guard hasWord(word.utf8, endingAt: end),
            end == units.count || units[end] == UInt8(ascii: " ") || units[end] == UInt8(ascii: ";")
        else { return false }
        position = end
        return true
    }

    /// Whether the characters from the cursor to `end` are `spelling` (lowercase) in any case.
    private func hasWord(_ spelling: String.UTF8View, endingAt end: Int) -> Bool {
        guard end <= units.count else { return false }
        var at = position
        for byte in spelling {
            guard OpeningHoursUnits.lowercased(units[at]) == byte else { return false }
            at += 1
        }
        return true
    }

    private mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard position < units.count, units[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    private mutating func skipSpaces() {
        while position < units.count, units[position] == UInt8(ascii: " ") { position += 1 }
    }

    private var isAtEnd: Bool { position == units.count }

    private func problem(_ reason: String) -> OpeningHoursError {
        OpeningHoursError(column: position + 1, reason: reason)
    }
}

/// Where `opening_hours` text went wrong: the 1-based column (in characters) and why.
public struct OpeningHoursError: Error, Hashable, Sendable, CustomStringConvertible {
    public let column: Int
    public let reason: String

    public init(column: Int, reason: String) {
        self.column = column
        self.reason = reason
    }

    /// `hours: column 7: expected a time like 09:00`.
    public var description: String { "hours: column \(column): \(reason)" }
}
