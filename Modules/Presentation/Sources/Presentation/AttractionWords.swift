import Domain

/// An attraction's facts in the words a family reads: its cost, the ages it suits, its setting,
/// and links to go there. Short forms for a card's line, long ones for its page.
public enum AttractionWords {
    /// "Free", "8 USD".
    public static func cost(_ cost: Cost) -> String {
        switch cost {
        case .free: "Free"
        case .price(let amount): amount.text
        }
    }

    /// "Free", "8 USD a child".
    public static func costInFull(_ cost: Cost) -> String {
        switch cost {
        case .free: "Free"
        case .price(let amount): "\(amount.text) a child"
        }
    }

    /// "Ages 2-10", "Ages 3+", "Age 4", "All ages".
    public static func ages(_ ages: AgeRange) -> String {
        guard let oldest = ages.oldest else {
            return ages.youngest == 0 ? "All ages" : "Ages \(ages.youngest)+"
        }
        return oldest == ages.youngest ? "Age \(oldest)" : "Ages \(ages.youngest)-\(oldest)"
    }

    /// "Ages 2 to 10", "Ages 3 and up", "Age 4", "All ages".
    public static func agesInFull(_ ages: AgeRange) -> String {
        guard let oldest = ages.oldest else {
            return ages.youngest == 0 ? "All ages" : "Ages \(ages.youngest) and up"
        }
        return oldest == ages.youngest ? "Age \(oldest)" : "Ages \(ages.youngest) to \(oldest)"
    }

    /// "Inside" or "Outside".
    public static func setting(inside: Bool) -> String { inside ? "Inside" : "Outside" }

    /// OpenStreetMap's directions to the point, from wherever the person says.
    public static func directionsURL(to point: GeoCoordinate) -> String {
        "https://www.openstreetmap.org/directions?to=\(point.latitudeText)%2C\(point.longitudeText)"
    }

    /// OpenStreetMap with a marker on the point.
    public static func mapURL(_ point: GeoCoordinate) -> String {
        "https://www.openstreetmap.org/?mlat=\(point.latitudeText)&mlon=\(point.longitudeText)#map=16/\(point.latitudeText)/\(point.longitudeText)"
    }

    /// `geo:LAT,LON` (RFC 5870), which a phone opens in its maps app.
    public static func geoURI(_ point: GeoCoordinate) -> String {
        "geo:\(point.text)"
    }
}
