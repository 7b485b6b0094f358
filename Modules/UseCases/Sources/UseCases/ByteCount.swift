/// A size in bytes as people read it: "50 MB", "1.5 KB", "312 bytes". Units of 1024, as
/// OUTINGS_CACHE_LIMIT's K, M and G are; one decimal below 10 of a unit, whole numbers above.
/// Written here because Foundation's ByteCountFormatter is not in FoundationEssentials, which is
/// all the Foundation a command loads.
public enum ByteCount {
    private static let units = ["KB", "MB", "GB", "TB"]

    /// `bytes` is a size, so not negative.
    public static func text(_ bytes: Int) -> String {
        guard bytes >= 1024 else { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        // Tenths below 10, so 1.5 KB is not 2 KB; a value that rounds up to 1024 is the next unit.
        let tenths = Int((value * 10).rounded())
        if tenths < 100, tenths % 10 != 0 { return "\(tenths / 10).\(tenths % 10) \(units[unit])" }
        let whole = Int(value.rounded())
        if whole >= 1024, unit < units.count - 1 { return "1 \(units[unit + 1])" }
        return "\(whole) \(units[unit])"
    }
}
