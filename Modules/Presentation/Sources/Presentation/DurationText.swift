/// A length of time as people say it: "less than a minute", "45 minutes", "1 day 12 hours",
/// "3 days". The largest whole unit, and below 10 of it the next unit too when there is some,
/// so 36 hours reads "1 day 12 hours" and 12 days "12 days".
public enum DurationText {
    private static let units: [(seconds: Int, name: String)] = [
        (86_400, "day"), (3_600, "hour"), (60, "minute"),
    ]

    /// `seconds` below 0 (a clock set back) reads as none.
    public static func text(seconds: Double) -> String {
        let whole = !(seconds > 0) ? 0 : seconds >= Double(Int.max) ? Int.max : Int(seconds)
        guard let index = units.firstIndex(where: { whole >= $0.seconds }) else {
            return "less than a minute"
        }
        let (unit, name) = units[index]
        let count = whole / unit
        var text = counted(count, name)
        if count < 10, index + 1 < units.count {
            let next = units[index + 1]
            let rest = whole % unit / next.seconds
            if rest > 0 { text += " " + counted(rest, next.name) }
        }
        return text
    }

    private static func counted(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
