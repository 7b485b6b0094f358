/// A day of the week, Monday first as in ISO 8601 and OpenStreetMap's `opening_hours`.
public enum Weekday: Int, CaseIterable, Comparable, Sendable {
    case monday = 1
    case tuesday, wednesday, thursday, friday, saturday, sunday

    /// The two-letter name `opening_hours` uses: `Mo` ... `Su`.
    public var abbreviation: String {
        ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"][rawValue - 1]
    }

    /// The name in full: `Monday` ... `Sunday`.
    public var name: String {
        ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][rawValue - 1]
    }

    /// The day after, Sunday wrapping to Monday.
    public var next: Weekday { Weekday(rawValue: rawValue % 7 + 1)! }

    public static func < (left: Weekday, right: Weekday) -> Bool { left.rawValue < right.rawValue }
}
