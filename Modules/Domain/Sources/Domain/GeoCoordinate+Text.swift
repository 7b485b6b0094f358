extension GeoCoordinate {
    /// How a point is written: what `init?(text:)` reads and what a person is told to give.
    public static let textForm = "LAT,LON in decimal degrees, e.g. 40.5853,-105.0844"

    /// "LAT,LON" in decimal degrees, with at most one space after the comma ("40.5853, -105.0844");
    /// nil for anything else: one number, more than two, exponents, NaN, or a point outside
    /// `GeoPoint`'s ranges.
    public init?(text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let longitudeText = parts[1].hasPrefix(" ") ? parts[1].dropFirst() : parts[1]
        guard let latitude = DecimalText.value(parts[0]), let longitude = DecimalText.value(longitudeText)
        else { return nil }
        self.init(latitude: latitude, longitude: longitude)
    }
}

/// Plain decimal numbers as people type them: an optional sign, digits, and an optional fraction.
/// `Double(_:)` also reads "nan", "inf", "1e3" and "0x1p3", which no coordinate or distance is.
public enum DecimalText {
    public static func value(_ text: Substring) -> Double? {
        var body = text
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        let pieces = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(pieces.count), !pieces[0].isEmpty,
            pieces.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(isDigit) })
        else { return nil }
        return Double(text)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
