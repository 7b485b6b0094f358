/// Why a visit, rating or note cannot be recorded.
public enum VisitError: Error, Equatable, Sendable, CustomStringConvertible {
    case ratingOutOfRange(String)
    case noteTooLong(limit: Int)
    /// The same characters attraction text refuses (`AttractionValidationError.controlCharacter`);
    /// line breaks and tabs pass, as in a description.
    case noteControlCharacter
    case dateMalformed(String)
    case dateInFuture(CalendarDate, today: CalendarDate)

    public var description: String {
        switch self {
        case .ratingOutOfRange(let text):
            "a rating is a whole number \(Rating.range.lowerBound) to \(Rating.range.upperBound), not \"\(text)\""
        case .noteTooLong(let limit):
            "note is longer than \(limit) characters (or \(limit * TypedText.scalarsPerCharacter) Unicode scalars)"
        case .noteControlCharacter:
            "note contains a control character (C0, C1 or a bidi override U+202A-U+202E)"
        case .dateMalformed(let text): "a date is written \(CalendarDate.textFormat), not \"\(text)\""
        case .dateInFuture(let date, let today): "\(date) is in the future (today is \(today))"
        }
    }
}

/// The rules a member's visits, rating and note follow.
public enum VisitRules {
    public static let noteLimit = 2000

    /// The note as it is stored (trimmed), or why it cannot be; empty text clears the note.
    public static func note(_ typed: String) throws(VisitError) -> String {
        let stored = typed.trimmingWhitespace
        if Attraction.hasControlCharacter(typed: typed, stored: stored, allowingLineBreaks: true) {
            throw .noteControlCharacter
        }
        guard TypedText.fits(stored, characters: noteLimit) else { throw .noteTooLong(limit: noteLimit) }
        return stored
    }

    /// The day `text` names, refused when it is after `today` (a visit that has not happened).
    public static func visitDate(_ text: String, today: CalendarDate) throws(VisitError) -> CalendarDate {
        let trimmed = text.trimmingWhitespace
        guard let date = CalendarDate(text: trimmed) else { throw .dateMalformed(trimmed) }
        guard date <= today else { throw .dateInFuture(date, today: today) }
        return date
    }
}
