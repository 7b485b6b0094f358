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
        Self.appendMember("id", row.id, to: &output)
        Self.appendMember("name", row.name, to: &output)
        Self.appendMember("type", row.type, to: &output)
        Self.appendMember("inside", literal: row.inside ? "true" : "false", to: &output)
        Self.appendMember("description", row.description, to: &output)
        Self.appendMember("website", row.website, to: &output)
        Self.appendMember("ages", row.ages, to: &output)
        Self.appendMember("cost", row.cost, to: &output)
        Self.appendMember("hours", row.hours, to: &output)
        Self.appendMember("address", row.address, to: &output)
        output.append(contentsOf: Array("\"tags\":[".utf8))
        for (index, tag) in row.tags.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            AttractionJSON.appendString(tag, to: &output)
        }
        output.append(contentsOf: Array("],".utf8))
        Self.appendMember("position", literal: String(row.position), to: &output)
        Self.appendMember("version", literal: String(row.version), last: true, to: &output)
        output.append(contentsOf: Array("}}".utf8))
    }

    public mutating func appendEnd(count: Int, to output: inout [UInt8]) {
        output.append(contentsOf: Array("\n]}\n".utf8))
    }

    private static func appendMember(_ key: String, _ text: String?, to output: inout [UInt8]) {
        guard let text else { return appendMember(key, literal: "null", to: &output) }
        output.append(contentsOf: Array("\"\(key)\":".utf8))
        AttractionJSON.appendString(text, to: &output)
        output.append(UInt8(ascii: ","))
    }

    private static func appendMember(
        _ key: String, literal: String, last: Bool = false, to output: inout [UInt8]
    ) {
        output.append(contentsOf: Array("\"\(key)\":\(literal)".utf8))
        if !last { output.append(UInt8(ascii: ",")) }
    }
}
