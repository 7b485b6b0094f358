import UseCases

/// "edited by NAME on DATE" (or "edited on DATE" when no member made the change), the line an
/// attraction's page and `attractions show` print under it. The date is the UTC day, YYYY-MM-DD.
public struct AttractionEditViewModel: Equatable, Sendable {
    public let text: String

    /// `memberName`: the display name of the member who made the change, nil for none.
    public init(_ edit: AttractionEdit, memberName: String?) {
        let day = Self.day(edit.at)
        text = memberName.map { "edited by \($0) on \(day)" } ?? "edited on \(day)"
    }

    /// The line for a member's change, named by their display name while they are a member.
    public init(_ memberEdit: MemberEdit) {
        self.init(memberEdit.edit, memberName: memberEdit.member.map(MemberRowViewModel.init)?.displayName)
    }

    /// The proleptic Gregorian date of a time in seconds since 1970, in UTC (days to civil date,
    /// the algorithm of Howard Hinnant's "chrono-compatible low-level date algorithms").
    static func day(_ seconds: Int64) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }
}
