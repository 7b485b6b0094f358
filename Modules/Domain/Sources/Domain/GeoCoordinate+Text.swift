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
