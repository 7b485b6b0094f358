/// One member's own record of one attraction: the days they went, their rating and a private
/// note. Each member (or, in a guide without members, the household) has their own; no one else
/// reads it.
public struct AttractionVisits: Equatable, Sendable {
    public let attractionID: String
    /// Each day once, earliest first.
    public private(set) var dates: [CalendarDate]
    public var rating: Rating?
    public var note: String

    public init(attractionID: String, dates: [CalendarDate] = [], rating: Rating? = nil, note: String = "") {
        self.attractionID = attractionID
        self.dates = Array(Set(dates)).sorted()
        self.rating = rating
        self.note = note
    }

    /// Nothing recorded: a store keeps no row for it.
    public var isEmpty: Bool { dates.isEmpty && rating == nil && note.isEmpty }

    /// A copy with `date` among the days (a day already there is not added twice).
    public func visiting(on date: CalendarDate) -> AttractionVisits {
        var copy = self
        copy.dates = Array(Set(dates + [date])).sorted()
        return copy
    }
}

/// A rating from 1 to 5.
public struct Rating: Hashable, Sendable, CustomStringConvertible {
    public static let range = 1...5
    public let value: Int

    public init(_ value: Int) throws(VisitError) {
        guard Self.range.contains(value) else { throw .ratingOutOfRange(String(value)) }
        self.value = value
    }

    /// The digits of a whole number 1 to 5 (`4`, ` 4 `).
    public init(text: String) throws(VisitError) {
        let trimmed = text.trimmingWhitespace
        guard DecimalText.isDigits(Substring(trimmed)), trimmed.count <= 2, let value = Int(trimmed),
            Self.range.contains(value)
        else { throw .ratingOutOfRange(trimmed) }
        self.value = value
    }

    public var description: String { String(value) }
}
