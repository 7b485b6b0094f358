import Domain

/// The attractions that have a location as a GeoJSON (RFC 7946) FeatureCollection, one Point
/// feature per line: `id` the attraction's id, `geometry.coordinates` [longitude, latitude] in
/// plain decimal degrees (WGS 84), `properties` the attraction's other fields with the keys of
/// `attractions list --json` (unknown values null, `tags` an array). Attractions without a
/// location are left out.
public struct AttractionGeoJSON: AttractionDocument {
    private var started = false

    public init() {}

    public mutating func appendStart(to output: inout [UInt8]) {
        output.append(contentsOf: Array("{\"type\":\"FeatureCollection\",\"features\":[".utf8))
    }

    public mutating func append(_ row: AttractionViewModel, to output: inout [UInt8]) {
        guard let location = GeoCoordinate(latitude: row.latitude, longitude: row.longitude) else { return }
        output.append(contentsOf: Array((started ? ",\n" : "\n").utf8))
        started = true
        output.append(contentsOf: Array("{\"type\":\"Feature\",\"id\":".utf8))
        AttractionJSON.appendString(row.id, to: &output)
        let point =
            "\"geometry\":{\"type\":\"Point\",\"coordinates\":[\(location.longitudeText),\(location.latitudeText)]}"
        output.append(contentsOf: Array(",\(point),\"properties\":{".utf8))
        for (index, key) in Self.keys.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            output.append(contentsOf: Array("\"\(key.rawValue)\":".utf8))
            switch row.member(key) {
            case .text(let text):
                if let text {
                    AttractionJSON.appendString(text, to: &output)
                } else {
                    Self.append("null", to: &output)
                }
            case .flag(let flag): Self.append(flag ? "true" : "false", to: &output)
            case .degree: break
            case .whole(let number): Self.append(String(number), to: &output)
            case .words(let words):
                output.append(UInt8(ascii: "["))
                for (index, word) in words.enumerated() {
                    if index > 0 { output.append(UInt8(ascii: ",")) }
                    AttractionJSON.appendString(word, to: &output)
                }
                output.append(UInt8(ascii: "]"))
            }
        }
        output.append(contentsOf: Array("}}".utf8))
    }

    public mutating func appendEnd(count: Int, to output: inout [UInt8]) {
        output.append(contentsOf: Array("\n]}\n".utf8))
    }

    /// Every member but the location, which is the geometry.
    private static let keys = AttractionViewModel.CodingKeys.allCases.filter {
        $0 != .latitude && $0 != .longitude
    }

    private static func append(_ literal: String, to output: inout [UInt8]) {
        output.append(contentsOf: Array(literal.utf8))
    }
}
