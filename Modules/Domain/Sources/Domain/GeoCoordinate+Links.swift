extension GeoCoordinate {
    /// Every way a location may be given: what `init(reading:)` reads and what a person is told.
    public static let readForms =
        "LAT,LON (e.g. 40.5853,-105.0844), a geo: URI, or a link copied from OpenStreetMap or Google Maps"

    /// Reads a point as people have it to hand, whitespace around ignored:
    /// - `LAT,LON` in decimal degrees, with any spaces around the comma;
    /// - a `geo:` URI (`geo:40.58,-105.08`, with an altitude, `;u=35` or `?z=15` after it);
    /// - an OpenStreetMap link: its marker (`?mlat=..&mlon=..`), else its view (`#map=17/LAT/LON`);
    ///   a link to a node, way or relation is refused (its view is not the object's point);
    /// - a Google Maps link: the place's own point (`!3dLAT!4dLON`), else the view's
    ///   (`/@LAT,LON,15z`), else the query (`?q=LAT,LON`, `query=`, `ll=`).
    public init(reading text: String) throws(GeoCoordinateError) {
        let trimmed = text.trimmingWhitespace
        if let point = GeoCoordinate(text: trimmed) {
            self = point
            return
        }
        let lower = trimmed.lowercased()
        let pair: (Substring, Substring)?
        if lower.hasPrefix("geo:") {
            pair = Self.geoURI(trimmed.dropFirst(4))
        } else if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            pair = try Self.link(trimmed)
        } else {
            pair = Self.pair(Substring(trimmed))
        }
        guard let (latitudeText, longitudeText) = pair,
            let latitude = DecimalText.value(latitudeText), let longitude = DecimalText.value(longitudeText)
        else { throw .form }
        guard let point = GeoCoordinate(latitude: latitude, longitude: longitude) else { throw .outOfRange }
        self = point
    }

    /// `LAT,LON` with any whitespace around either number.
    private static func pair(_ text: Substring) -> (Substring, Substring)? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        return (trimmed(parts[0]), trimmed(parts[1]))
    }

    private static func trimmed(_ text: Substring) -> Substring {
        Substring(String(text).trimmingWhitespace)
    }

    /// `LAT,LON[,ALT][;param...][?query]` after `geo:`.
    private static func geoURI(_ body: Substring) -> (Substring, Substring)? {
        let path = body.prefix { $0 != ";" && $0 != "?" }
        let parts = path.split(separator: ",", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count) else { return nil }
        return (parts[0], parts[1])
    }

    private static func link(_ url: String) throws(GeoCoordinateError) -> (Substring, Substring)? {
        let afterScheme = url.drop { $0 != "/" }.dropFirst(2)
        let host = afterScheme.prefix { $0 != "/" && $0 != "?" && $0 != "#" }.lowercased()
        let rest = afterScheme.dropFirst(host.count)
        let fragmentStart = rest.firstIndex(of: "#")
        let beforeFragment = fragmentStart.map { rest[..<$0] } ?? rest
        let fragment = fragmentStart.map { rest[rest.index(after: $0)...] } ?? ""
        let queryStart = beforeFragment.firstIndex(of: "?")
        let path = queryStart.map { beforeFragment[..<$0] } ?? beforeFragment
        let query = queryStart.map { beforeFragment[beforeFragment.index(after: $0)...] } ?? ""
        let parameters = Self.parameters(query) + Self.parameters(fragment)
        func value(_ name: String) -> Substring? { parameters.first { $0.name == name }?.value }

        if host == "openstreetmap.org" || host.hasSuffix(".openstreetmap.org") || host == "osm.org" {
            // A map object's page shows it wherever the view happens to be: never a point of its own.
            if let first = path.split(separator: "/").first, ["node", "way", "relation"].contains(first) {
                throw .mapObject
            }
            if let latitude = value("mlat"), let longitude = value("mlon") { return (latitude, longitude) }
            if let view = value("map") {
                let parts = view.split(separator: "/", omittingEmptySubsequences: false)
                return parts.count == 3 ? (parts[1], parts[2]) : nil
            }
            throw .noCoordinates
        }
        let isGoogle =
            host.hasPrefix("google.") || host.contains(".google.") || host == "maps.app.goo.gl"
            || host == "goo.gl"
        guard isGoogle else { throw .form }
        if let point = Self.placeData(path) { return point }
        if let at = path.firstRange(of: "/@") {
            let view = path[at.upperBound...].prefix { $0 != "/" }
            let parts = view.split(separator: ",", omittingEmptySubsequences: false)
            if parts.count >= 2 { return (parts[0], parts[1]) }
        }
        for name in ["q", "query", "ll", "center"] {
            if let text = value(name), let point = Self.pair(text) { return point }
        }
        throw .noCoordinates
    }

    /// Google's `!3dLAT!4dLON` in a place link's data: the place itself, not where the map looked.
    private static func placeData(_ path: Substring) -> (Substring, Substring)? {
        guard let latitudeMark = path.firstRange(of: "!3d") else { return nil }
        let afterLatitude = path[latitudeMark.upperBound...]
        let latitude = afterLatitude.prefix { $0 != "!" }
        guard let longitudeMark = afterLatitude.firstRange(of: "!4d") else { return nil }
        let longitude = afterLatitude[longitudeMark.upperBound...].prefix { $0 != "!" && $0 != "?" }
        return (latitude, longitude)
    }

    /// `a=1&b=2` with `+` and `%20` as spaces and `%2C` as a comma (how links write a `q=LAT,LON`).
    private static func parameters(_ text: Substring) -> [(name: Substring, value: Substring)] {
        text.split(separator: "&").compactMap { pair in
            let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard halves.count == 2 else { return nil }
            let value = String(halves[1]).replacingOccurrences("+", " ").replacingOccurrences("%20", " ")
                .replacingOccurrences("%2C", ",").replacingOccurrences("%2c", ",")
            return (halves[0], Substring(value))
        }
    }
}

extension String {
    /// The text with every `target` replaced (Domain has no Foundation).
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let found = rest.firstRange(of: target) {
            result += rest[..<found.lowerBound]
            result += replacement
            rest = rest[found.upperBound...]
        }
        return result + rest
    }
}

/// Why a location cannot be read; each message says what to give instead.
public enum GeoCoordinateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// None of the forms.
    case form
    /// A latitude outside -90...90 or a longitude outside -180...180.
    case outOfRange
    /// An OpenStreetMap link to a node, way or relation: it names a map object, not a point.
    case mapObject
    /// A maps link without coordinates in it (a short link, a search).
    case noCoordinates

    public var description: String {
        switch self {
        case .form: "expected \(GeoCoordinate.readForms)"
        case .outOfRange: "a latitude is -90 to 90 and a longitude -180 to 180"
        case .mapObject:
            "an OpenStreetMap link to a node, way or relation has no coordinates in it: copy the link of the map itself (Share, or the address bar while the map shows the place), or give LAT,LON"
        case .noCoordinates:
            "this maps link has no coordinates in it (a short or search link): open it, then copy the address from the browser once the map shows the place, or give LAT,LON"
        }
    }
}
