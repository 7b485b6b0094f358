/// A distance on the ground as people say it: "40 m" below a kilometre (to the metre below 100,
/// else to 10 m), "2.4 km" below 10 km, "12 km" beyond. Negative or not finite reads
/// as "0 m".
public enum DistanceText {
    public static func text(metres: Double) -> String {
        guard metres.isFinite, metres > 0 else { return "0 m" }
        if metres < 99.5 { return "\(Int(metres.rounded())) m" }
        if metres < 995 { return "\(Int((metres / 10).rounded()) * 10) m" }
        let kilometres = metres / 1000
        if kilometres < 9.95 {
            let tenths = Int((kilometres * 10).rounded())
            return "\(tenths / 10).\(tenths % 10) km"
        }
        return "\(grouped(Int(kilometres.rounded()))) km"
    }

    /// Thousands separated by commas: "20,015 km".
    private static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }
}
