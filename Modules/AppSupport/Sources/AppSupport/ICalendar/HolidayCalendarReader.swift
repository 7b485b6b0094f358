import Domain
import PlatformFoundation

/// The holidays of an iCalendar file (RFC 5545), as a country's or a school's holiday calendar
/// gives them: each VEVENT's day (DTSTART, a date or a date-time whose date is taken as written)
/// and its SUMMARY as the name. An event whose DTEND is a date later than the next day gives
/// every day up to the one before DTEND, as all-day events end. Days come in the file's order, a
/// day as often as events list it.
public enum HolidayCalendarReader {
    /// A few years of holidays take a few tens of kilobytes.
    public static let maximumBytes = 1_000_000
    public static let maximumEvents = 1000
    /// The longest event read, in days.
    public static let maximumDays = 366

    public static func holidays(in data: Data) throws(HolidayCalendarError) -> [Holiday] {
        guard data.count <= maximumBytes else { throw .tooLarge(bytes: data.count) }
        let lines = try UnfoldedLine.all(in: data)
        var open: [String] = []
        var event: [String: UnfoldedLine] = [:]
        var events = 0
        var holidays: [Holiday] = []
        for line in lines {
            switch line.name {
            case "BEGIN":
                let component = line.value.uppercased()
                guard !open.isEmpty || component == "VCALENDAR" else {
                    throw .malformed(
                        line: line.number, problem: "BEGIN:\(line.value) outside BEGIN:VCALENDAR")
                }
                if component == "VEVENT" {
                    events += 1
                    guard events <= maximumEvents else { throw .tooManyEvents }
                    event = [:]
                }
                open.append(component)
            case "END":
                guard open.last == line.value.uppercased() else {
                    let expected = open.last.map { "END:\($0)" } ?? "nothing"
                    throw .malformed(
                        line: line.number, problem: "END:\(line.value) where \(expected) was expected")
                }
                open.removeLast()
                if line.value.uppercased() == "VEVENT" { holidays += try days(of: event, endingAt: line) }
            default:
                guard !open.isEmpty else {
                    throw .malformed(line: line.number, problem: "\(line.name) outside BEGIN:VCALENDAR")
                }
                if open.last == "VEVENT", event[line.name] == nil { event[line.name] = line }
            }
        }
        if let unfinished = open.last {
            throw .malformed(line: lines.last!.number, problem: "the file ends before END:\(unfinished)")
        }
        return holidays
    }

    private static func days(of event: [String: UnfoldedLine], endingAt end: UnfoldedLine)
        throws(HolidayCalendarError) -> [Holiday]
    {
        guard let start = event["DTSTART"] else {
            throw .malformed(line: end.number, problem: "an event without DTSTART")
        }
        if let repeating = event["RRULE"] {
            throw .malformed(
                line: repeating.number,
                problem: "a repeating event (RRULE) is not read; list each holiday as an event of its own")
        }
        let first = try date(of: start)
        var last = first
        if let finish = event["DTEND"], finish.value.count == 8 || finish.parameters["VALUE"] == "DATE" {
            let dayAfter = try date(of: finish)
            let days = dayAfter.daysSince1970 - first.daysSince1970
            guard days <= maximumDays else {
                throw .malformed(
                    line: finish.number,
                    problem: "an event of \(days) days; a holiday lasts at most \(maximumDays)")
            }
            if days > 1 { last = dayAfter.previous }
        }
        let name = event["SUMMARY"].map { summary in
            TextSanitizer.terminalSafe(unescaped(summary.value)).trimmingWhitespace
        }
        var holidays = [Holiday(date: first, name: name ?? "")]
        while let day = holidays.last?.date, day < last {
            holidays.append(Holiday(date: day.next, name: name ?? ""))
        }
        return holidays
    }

    /// `20261225` or the date of `20261225T000000` (with or without `Z`).
    private static func date(of line: UnfoldedLine) throws(HolidayCalendarError) -> CalendarDate {
        let digits = line.value.prefix(8)
        let time = line.value.dropFirst(8)
        let clock = time.hasSuffix("Z") ? time.dropLast() : time
        let isDateTime = clock.count == 7 && clock.first == "T" && DecimalText.isDigits(clock.dropFirst())
        guard digits.count == 8, DecimalText.isDigits(digits), time.isEmpty || isDateTime,
            let date = CalendarDate(
                year: Int(digits.prefix(4))!, month: Int(digits.dropFirst(4).prefix(2))!,
                day: Int(digits.suffix(2))!)
        else {
            throw .malformed(
                line: line.number,
                problem:
                    "\(line.name) \"\(line.value)\" is neither a date (YYYYMMDD) nor a date-time (YYYYMMDDTHHMMSS)"
            )
        }
        return date
    }

    /// A TEXT value as written: `\\`, `\;`, `\,` and `\n` (or `\N`) read back; line breaks become
    /// spaces, since a holiday's name is one line.
    static func unescaped(_ value: String) -> String {
        var text = ""
        var escaping = false
        for character in value {
            if escaping {
                text.append(character == "n" || character == "N" ? " " : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                text.append(character)
            }
        }
        return text
    }
}
