import Domain

/// Where a geotagged photo was taken, as any view shows it: its coordinates as signed decimal
/// degrees to five places ("40.58530, -105.08440", the form `outings photos near` reads), Flickr's
/// accuracy (1 world ... 16 street), and how far it is from its place's centre when both are known.
public struct PhotoLocationViewModel: Equatable, Sendable {
    public let coordinates: String
    public let accuracy: Int?
    /// Metres from the centre of the photo's place; nil when the place or its centre is unknown.
    public let distanceFromPlaceCentre: Double?
    /// "2.4 km from the centre of Fort Collins", or nil with `distanceFromPlaceCentre`.
    public let placeCentreText: String?

    /// Nil when the photo is not geotagged.
    public init?(photo: Photo, place: Place?) {
        guard let position = photo.position else { return nil }
        coordinates = Self.text(of: position)
        accuracy = photo.accuracy
        if let place, let centre = place.centre {
            let metres = position.distance(to: centre)
            distanceFromPlaceCentre = metres
            placeCentreText =
                "\(DistanceText.text(metres: metres)) from the centre of \(PlacesPresenter.row(place).title)"
        } else {
            distanceFromPlaceCentre = nil
            placeCentreText = nil
        }
    }

    /// Everything on one line: "40.58530, -105.08440 (Flickr accuracy 16), 2.4 km from the centre
    /// of Fort Collins".
    public var text: String {
        let accuracyText = accuracy.map { " (Flickr accuracy \($0))" } ?? ""
        return coordinates + accuracyText + (placeCentreText.map { ", " + $0 } ?? "")
    }

    /// "40.58530, -105.08440": latitude then longitude, negative south and west.
    public static func text(of coordinate: GeoCoordinate) -> String {
        "\(degrees(coordinate.latitude)), \(degrees(coordinate.longitude))"
    }

    /// Degrees rounded to five decimal places (about a metre), always with all five.
    private static func degrees(_ value: Double) -> String {
        let scaled = Int((abs(value) * 100_000).rounded())
        let fraction = String(scaled % 100_000)
        let sign = value < 0 && scaled != 0 ? "-" : ""
        return "\(sign)\(scaled / 100_000).\(String(repeating: "0", count: 5 - fraction.count))\(fraction)"
    }
}
