/// The POSIX TZ rule at the end of a TZif file (`MST7MDT,M3.2.0,M11.1.0`,
/// `CET-1CEST,M3.5.0,M10.5.0/3`, `<+0330>-3:30`): the offsets after the file's last transition.
/// Only the `Mm.w.d` day form is read, the one tzdata writes; a rule in another form is not used
/// (the last transition's offset then stays).
struct PosixZoneRule: Sendable, Equatable {
    /// Seconds east of UTC.
    let standardOffset: Int
    let daylight: Daylight?

    struct Daylight: Sendable, Equatable {
        let offset: Int
        let start: Moment
        let end: Moment
    }

    /// `Mm.w.d/time`: day `weekday` (0 = Sunday) of week `week` (5 = the last) of `month`, at
    /// `time` seconds of local time (may be negative or past 24 hours).
    struct Moment: Sendable, Equatable {
        let month: Int
        let week: Int
        let weekday: Int
        let time: Int
    }

    init?(text: String) {
        var scanner = RuleScanner(Array(text.utf8))
        guard scanner.name(), let standard = scanner.offset() else { return nil }
        standardOffset = -standard
        guard !scanner.atEnd else {
            daylight = nil
            return
        }
        guard scanner.name() else { return nil }
        var offset = standardOffset + 3600
        if !scanner.peek(","), let daylightOffset = scanner.offset() { offset = -daylightOffset }
        guard scanner.take(","), let start = scanner.moment(), scanner.take(","), let end = scanner.moment(),
            scanner.atEnd
        else { return nil }
        daylight = Daylight(offset: offset, start: start, end: end)
    }

    func offset(at seconds: Int64) -> Int {
        guard let daylight else { return standardOffset }
        let year = CivilDays.year(ofDay: floorDivide(seconds + Int64(standardOffset), 86_400))
        // The start is written in standard time, the end in daylight time.
        let start = daylight.start.instant(in: year) - Int64(standardOffset)
        let end = daylight.end.instant(in: year) - Int64(daylight.offset)
        let inDaylight =
            start < end ? (start <= seconds && seconds < end) : !(end <= seconds && seconds < start)
        return inDaylight ? daylight.offset : standardOffset
    }
}

extension PosixZoneRule.Moment {
    /// Seconds since 1970 of this moment in `year`, read as if local time were UTC.
    func instant(in year: Int) -> Int64 {
        let first = CivilDays.day(year: year, month: month, day: 1)
        let firstWeekday = Int(((first + 4) % 7 + 7) % 7)  // 1970-01-01 was a Thursday
        var day = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
        let length = Int(
            CivilDays.day(year: month == 12 ? year + 1 : year, month: month % 12 + 1, day: 1) - first)
        while day > length { day -= 7 }
        return (first + Int64(day - 1)) * 86_400 + Int64(time)
    }
}

/// Days since 1970-01-01 in the proleptic Gregorian calendar, and back (years only).
enum CivilDays {
    static func day(year: Int, month: Int, day: Int) -> Int64 {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return Int64(era * 146_097 + dayOfEra - 719_468)
    }

    static func year(ofDay days: Int64) -> Int {
        var year = Int(floorDivide(days * 400, 146_097)) + 1970
        // The estimate is at most one year off either way.
        while day(year: year, month: 1, day: 1) > days { year -= 1 }
        while day(year: year + 1, month: 1, day: 1) <= days { year += 1 }
        return year
    }
}

func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
    let quotient = value / divisor
    return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
}

/// Reads the pieces of a POSIX TZ rule.
private struct RuleScanner {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { position == bytes.count }

    func peek(_ character: Character) -> Bool {
        position < bytes.count && bytes[position] == character.asciiValue
    }

    mutating func take(_ character: Character) -> Bool {
        guard peek(character) else { return false }
        position += 1
        return true
    }

    /// `EST` (three or more letters) or `<+0330>` (quoted).
    mutating func name() -> Bool {
        if take("<") {
            while position < bytes.count, bytes[position] != UInt8(ascii: ">") { position += 1 }
            return take(">")
        }
        let start = position
        while position < bytes.count, (bytes[position] | 0x20) >= UInt8(ascii: "a"),
            (bytes[position] | 0x20) <= UInt8(ascii: "z")
        {
            position += 1
        }
        return position - start >= 3
    }

    /// `[+-]hh[:mm[:ss]]` in seconds (POSIX offsets count west as positive).
    mutating func offset() -> Int? {
        var sign = 1
        if take("-") { sign = -1 } else { _ = take("+") }
        guard let hours = number() else { return nil }
        var seconds = hours * 3600
        if take(":") {
            guard let minutes = number() else { return nil }
            seconds += minutes * 60
            if take(":") {
                guard let more = number() else { return nil }
                seconds += more
            }
        }
        return sign * seconds
    }

    /// `Mm.w.d[/time]`, the time 02:00 when not given.
    mutating func moment() -> PosixZoneRule.Moment? {
        guard take("M"), let month = number(), (1...12).contains(month), take("."), let week = number(),
            (1...5).contains(week), take("."), let weekday = number(), (0...6).contains(weekday)
        else { return nil }
        var time = 7200
        if take("/") {
            guard let given = offset() else { return nil }
            time = given
        }
        return PosixZoneRule.Moment(month: month, week: week, weekday: weekday, time: time)
    }

    private mutating func number() -> Int? {
        let start = position
        while position < bytes.count, position - start < 3,
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
        {
            position += 1
        }
        guard position > start else { return nil }
        return Int(String(decoding: bytes[start..<position], as: UTF8.self))
    }
}
