import Domain

/// Why an attraction is not open at a chosen wall time, in words a family reads on a list:
/// "opens at 10:00" the same day, "opens Sat 10:00" within the week, "opens 2026-12-24 10:00"
/// further off; "closed" when it never opens again, "opening hours not known" without hours.
public enum OpeningStateText {
    private static let dayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    public static func whyClosed(_ hours: OpeningHours?, at moment: LocalDateTime) -> String {
        guard let hours else { return "opening hours not known" }
        guard let change = hours.nextChange(after: moment), change.state == .open else { return "closed" }
        let time =
            "\(DecimalText.padded(change.at.hour, width: 2)):\(DecimalText.padded(change.at.minute, width: 2))"
        if change.at.date == moment.date { return "opens at \(time)" }
        if change.at.date.daysSince1970 - moment.date.daysSince1970 < 7 {
            return "opens \(dayNames[change.at.weekday.rawValue - 1]) \(time)"
        }
        return "opens \(change.at.date) \(time)"
    }
}
