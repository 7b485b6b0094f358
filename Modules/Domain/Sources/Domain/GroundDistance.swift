/// A distance on the ground as a person writes it, in metres or kilometres: "500m", "5km", "2.5km".
public enum GroundDistance {
    /// How a distance is written: what `metres(text:)` reads and what a person is told to give.
    public static let textForm = "a distance in m or km, e.g. 500m, 5km or 2.5km"

    /// The metres `text` names: a plain decimal number (`DecimalText`, no sign) directly followed
    /// by "m" or "km"; nil for anything else.
    public static func metres(text: String) -> Double? {
        let units: [(suffix: String, metres: Double)] = [("km", 1000), ("m", 1)]
        guard let unit = units.first(where: { text.hasSuffix($0.suffix) }) else { return nil }
        let number = text.dropLast(unit.suffix.count)
        guard number.first != "-", number.first != "+", let value = DecimalText.value(number) else {
            return nil
        }
        let metres = value * unit.metres
        return metres.isFinite ? metres : nil
    }
}
