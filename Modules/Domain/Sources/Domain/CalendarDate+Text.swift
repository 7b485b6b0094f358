extension CalendarDate {
    /// How a day is written: what `init?(text:)` reads and `description` writes.
    public static let textFormat = "YYYY-MM-DD"

    /// `2026-03-08` (ISO 8601's calendar date, four-digit year, two-digit month and day), else nil.
    public init?(text: String) {
        let pieces = text.split(separator: "-", omittingEmptySubsequences: false)
        guard pieces.count == 3, pieces[0].count == 4, pieces[1].count == 2, pieces[2].count == 2,
            pieces.allSatisfy(DecimalText.isDigits),
            let year = Int(pieces[0]), let month = Int(pieces[1]), let day = Int(pieces[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }
}
