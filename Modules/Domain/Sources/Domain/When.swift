/// A moment as a family types it (`sat 10am`, `Saturday 10:00`, `tomorrow 2pm`, `today 14:05`,
/// `10`, `2pm`, `now`, `2026-12-05T10:00`), kept as typed until `moment(from:)` places it against
/// the current wall time, which the caller supplies: Domain reads no clock.
///
/// A time alone is today (`today`, `tomorrow` as said); a weekday is the next moment a clock shows
/// that day and time, now itself included (`sat 10am` asked on a Saturday at 11:00 is next week's);
/// a date is that date. Times are `10` (10:00), `10:30`, `9:05`, `2pm`, `2:30pm`, `12am` (midnight),
/// `12pm` (noon), with `am`/`pm` in any case, also as a word of its own (`10 am`).
public enum When: Hashable, Sendable {
    /// The current moment.
    case now
    /// A date and a time.
    case at(LocalDateTime)
    /// The next moment with this weekday and time, now included.
    case weekday(Weekday, TimeOfDay)
    /// So many days after today (0 today, 1 tomorrow), at a time.
    case daysAhead(Int, TimeOfDay)

    /// How a moment is written: what `init(text:)` reads and what a person is told to give.
    public static let textForm =
        "a day and a time (sat 10am, Saturday 10:00, tomorrow 2pm, today 14:05), a time alone (10, 10:30, 2pm), now, or 2026-12-05T10:00"

    /// A wall-clock time, 00:00 to 23:59.
    public struct TimeOfDay: Hashable, Sendable {
        public let hour: Int
        public let minute: Int

        public init?(hour: Int, minute: Int) {
            guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
            self.hour = hour
            self.minute = minute
        }

        /// Minutes since midnight, 0 to 1439.
        public var minuteOfDay: Int { hour * 60 + minute }

        /// The time `minutes` after midnight (0 to 1439); nil outside the day.
        public init?(minuteOfDay minutes: Int) {
            guard (0..<1440).contains(minutes) else { return nil }
            self.init(hour: minutes / 60, minute: minutes % 60)
        }

        /// `HH:MM`, as stored and as the 24-hour clock shows it.
        public var text: String {
            DecimalText.padded(hour, width: 2) + ":" + DecimalText.padded(minute, width: 2)
        }

        /// `10`, `10:30`, `9:05`, `2pm`, `2:30pm`, `12am`: the time forms of `When`; nil otherwise.
        public init?(text: Substring) {
            var body = Substring(text.lowercased())
            var half: Int?
            if body.hasSuffix("am") || body.hasSuffix("pm") {
                half = body.hasSuffix("pm") ? 12 : 0
                body = body.dropLast(2)
            }
            let pieces = body.split(separator: ":", omittingEmptySubsequences: false)
            guard (1...2).contains(pieces.count), (1...2).contains(pieces[0].count),
                DecimalText.isDigits(pieces[0]), var hour = Int(pieces[0])
            else { return nil }
            var minute = 0
            if pieces.count == 2 {
                guard pieces[1].count == 2, DecimalText.isDigits(pieces[1]), let minutes = Int(pieces[1])
                else {
                    return nil
                }
                minute = minutes
            }
            if let half {
                // 12am is midnight, 12pm noon; a 12-hour clock has no 0 or 13.
                guard (1...12).contains(hour) else { return nil }
                hour = hour % 12 + half
            }
            self.init(hour: hour, minute: minute)
        }
    }

    /// Reads the forms above, ignoring case and whitespace around and between words.
    public init(text: String) throws(WhenError) {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { Substring($0.lowercased()) }
        // `10 am`: the half of the day as a word of its own joins its time.
        if words.count >= 2, ["am", "pm"].contains(words[words.count - 1]) {
            let half = words.removeLast()
            words[words.count - 1] += half
        }
        switch words.count {
        case 0: throw .empty
        case 1:
            let word = words[0]
            if word == "now" {
                self = .now
                return
            }
            if let time = TimeOfDay(text: word) {
                self = .daysAhead(0, time)
                return
            }
            if let moment = Self.dateAndTime(word, separator: "t") {
                self = .at(moment)
                return
            }
            if Self.day(word) != nil || CalendarDate(text: String(word)) != nil { throw .noTime }
            throw .form
        case 2:
            guard let time = TimeOfDay(text: words[1]) else {
                throw Self.day(words[0]) != nil || CalendarDate(text: String(words[0])) != nil
                    ? .badTime : .form
            }
            if let date = CalendarDate(text: String(words[0])),
                let moment = LocalDateTime(date: date, hour: time.hour, minute: time.minute)
            {
                self = .at(moment)
                return
            }
            guard let day = Self.day(words[0]) else { throw .form }
            switch day {
            case .weekday(let weekday): self = .weekday(weekday, time)
            case .ahead(let days): self = .daysAhead(days, time)
            }
        default: throw .form
        }
    }

    /// The wall time meant, with `now` the current wall time where the question is asked.
    public func moment(from now: LocalDateTime) -> LocalDateTime {
        switch self {
        case .now: return now
        case .at(let moment): return moment
        case .daysAhead(let days, let time):
            var date = now.date
            for _ in 0..<days { date = date.next }
            return LocalDateTime(date: date, minuteOfDay: time.hour * 60 + time.minute)
        case .weekday(let weekday, let time):
            let ahead = (weekday.rawValue - now.date.weekday.rawValue + 7) % 7
            let moment = Self.daysAhead(ahead, time).moment(from: now)
            return moment >= now ? moment : Self.daysAhead(ahead + 7, time).moment(from: now)
        }
    }

    private enum Day {
        case weekday(Weekday)
        case ahead(Int)
    }

    /// `today`, `tomorrow`, or a weekday as `mo`, `mon`, `monday` (also `tues`, `thurs`...): a
    /// prefix of its name of at least two letters.
    private static func day(_ word: Substring) -> Day? {
        switch word {
        case "today": return .ahead(0)
        case "tomorrow": return .ahead(1)
        default:
            let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
            guard word.count >= 2, let index = names.firstIndex(where: { $0.hasPrefix(word) }) else {
                return nil
            }
            return .weekday(Weekday(rawValue: index + 1)!)
        }
    }

    /// `2026-12-05t10:00` (lower-cased): a date, the separator, a time.
    private static func dateAndTime(_ word: Substring, separator: Character) -> LocalDateTime? {
        let halves = word.split(separator: separator, omittingEmptySubsequences: false)
        guard halves.count == 2, let date = CalendarDate(text: String(halves[0])),
            let time = TimeOfDay(text: halves[1])
        else { return nil }
        return LocalDateTime(date: date, hour: time.hour, minute: time.minute)
    }
}

/// Why a typed moment cannot be read; each message says what to write instead.
public enum WhenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing typed.
    case empty
    /// A day without a time (`sat`).
    case noTime
    /// A day with a time that is none (`sat 25:00`, `sat 13pm`).
    case badTime
    /// Anything else.
    case form

    public var description: String {
        switch self {
        case .empty, .form: "expected \(When.textForm)"
        case .noTime: "give a time after the day, e.g. sat 10am or sat 10:00"
        case .badTime: "expected a time such as 10, 10:30, 2pm or 14:05 (00:00 to 23:59) after the day"
        }
    }
}
