import Domain
import UseCases

/// Why an attraction is not open at a chosen wall time, in words a family reads on a list:
/// "opens at 10:00" the same day, "opens Sat 10:00" within the week, "opens 2026-12-24 10:00"
/// further off; "closed" when it never opens again, "opening hours not known" without hours.
/// A time the zone's clocks skip (spring forward) is told as the first time they show after it, and
/// a span they skip whole is no opening (`LocalTimeConverter.nextOpening`).
public enum OpeningStateText {
    private static let dayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    public static func whyClosed(
        _ hours: OpeningHours?, at moment: LocalDateTime, in zone: LocalTimeConverter
    )
        -> String
    {
        guard let hours else { return "opening hours not known" }
        guard let opens = zone.nextOpening(of: hours, after: moment) else { return "closed" }
        let time = "\(DecimalText.padded(opens.hour, width: 2)):\(DecimalText.padded(opens.minute, width: 2))"
        if opens.date == moment.date { return "opens at \(time)" }
        if opens.date.daysSince1970 - moment.date.daysSince1970 < 7 {
            return "opens \(dayNames[opens.weekday.rawValue - 1]) \(time)"
        }
        return "opens \(opens.date) \(time)"
    }
}
