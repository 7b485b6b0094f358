import UseCases

/// Why a file of holidays could not be read; nothing was read from it.
public enum HolidayCalendarError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Larger than `HolidayCalendarReader.maximumBytes`: its size in bytes.
    case tooLarge(bytes: Int)
    /// More events than `HolidayCalendarReader.maximumEvents`.
    case tooManyEvents
    /// The first line is not `BEGIN:VCALENDAR`.
    case notICalendar(line: Int)
    /// The line and what is wrong there.
    case malformed(line: Int, problem: String)

    public var description: String {
        switch self {
        case .tooLarge(let bytes):
            "the calendar file has \(bytes) bytes; at most \(HolidayCalendarReader.maximumBytes) are read"
        case .tooManyEvents:
            "the calendar file has more than \(HolidayCalendarReader.maximumEvents) events; split it"
        case .notICalendar(let line):
            "line \(line): not an iCalendar (.ics) file, which starts with BEGIN:VCALENDAR"
        case .malformed(let line, let problem): "line \(line) of the calendar file: \(problem)"
        }
    }
}

extension HolidayCalendarError: CategorizedError {
    public var category: ErrorCategory { .invalid }
}
