/// A month of the year, January = 1.
public enum Month: Int, CaseIterable, Comparable, Sendable {
    case january = 1
    case february, march, april, may, june, july, august, september, october, november,
        december

    /// The three-letter name `opening_hours` uses: `Jan` ... `Dec`.
    public var abbreviation: String {
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][rawValue - 1]
    }

    /// The name in full: `January` ... `December`.
    public var name: String {
        [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ][rawValue - 1]
    }

    /// The month after, December wrapping to January.
    public var next: Month { Month(rawValue: rawValue % 12 + 1)! }

    public static func < (left: Month, right: Month) -> Bool { left.rawValue < right.rawValue }
}
