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

extension GeoCoordinate {
    /// Decimal places a stored location keeps: a millionth of a degree is about 11 cm.
    public static let storedPlaces = 6

    /// The point with both degrees rounded to `storedPlaces`, as a location is stored.
    public var rounded: GeoCoordinate {
        GeoCoordinate(latitude: Self.micro(latitude).double, longitude: Self.micro(longitude).double) ?? self
    }

    /// "40.5853,-105.0844": `rounded` degrees without exponent or trailing zeros, which
    /// `init?(text:)` reads back to `rounded`.
    public var text: String { "\(latitudeText),\(longitudeText)" }

    /// The latitude of `text` alone ("40.5853"): a plain decimal, as CSV, GPX and GeoJSON want.
    public var latitudeText: String { Self.micro(latitude).text }
    /// The longitude of `text` alone ("-105.0844").
    public var longitudeText: String { Self.micro(longitude).text }

    private struct Micro {
        let units: Int
        var double: Double { Double(units) / 1_000_000 }
        var text: String {
            let magnitude = units.magnitude
            let whole = magnitude / 1_000_000
            var fraction = DecimalText.padded(Int(magnitude % 1_000_000), width: GeoCoordinate.storedPlaces)
            while fraction.hasSuffix("0") { fraction.removeLast() }
            let sign = units < 0 ? "-" : ""
            return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
        }
    }

    private static func micro(_ degrees: Double) -> Micro {
        Micro(units: Int((degrees * 1_000_000).rounded()))
    }
}
