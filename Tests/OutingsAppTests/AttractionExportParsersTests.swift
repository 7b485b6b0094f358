import Domain
import Foundation
import Presentation
import TestSupport
import Testing

/// Each export format, written from attractions holding hostile text in every field, read back
/// by parsers written apart from Outings (Python's csv module, python3-geojson, python3-gpxpy and
/// ElementTree): the files parse, and every value comes back as the formats' documents say.
@Suite(.serialized)
struct AttractionExportParsersTests {
    /// The hostile texts of the list tests, and the starts a spreadsheet runs as a formula.
    static let list: [Attraction] =
        AttractionRowsWriterTests.hostileList
        + [
            "=cmd|' /C calc'!A0", "+SUM(A1)", "-2+3", "@A1", "\tx", "\rx", "'quoted", "\u{FF1D}1+1",
            "noncharacters \u{FFFE}\u{FFFF} & <b>\"x\"</b>, 'y'",
        ].enumerated().map { index, text in
            Attraction(
                id: "guard-\(index)", name: text, type: text, description: text, website: text,
                address: text, location: GeoCoordinate(latitude: -33.868_8, longitude: 151.209_3),
                position: AttractionRowsWriterTests.hostileList.count + index + 1)
        }

    private static var located: [(Attraction, GeoCoordinate)] {
        list.compactMap { attraction in attraction.location.map { (attraction, $0) } }
    }

    private func exported(_ format: AttractionExportFormat) throws -> [String: Any] {
        let folder = try TemporaryFolder()
        var bytes: [UInt8] = []
        try AttractionExportWriter.export(format, Self.list.forEach) { bytes.append(contentsOf: $0) }
        try Data(bytes).write(to: folder.url.appendingPathComponent("export"))
        return try IndependentParsers.read(format: format.rawValue, file: folder.path("export"))
    }

    /// What a CSV text field holds: the text, with one apostrophe in front when it starts with
    /// what a spreadsheet would run as a formula (or with the apostrophe itself).
    private func csvField(_ text: String) -> String {
        let formulaStarts: [Character] = [
            "=", "+", "-", "@", "\t", "\r", "'", "\u{FF1D}", "\u{FF0B}", "\u{FF0D}", "\u{FF20}",
        ]
        guard let first = text.unicodeScalars.first.map(Character.init), formulaStarts.contains(first)
        else { return text }
        return "'" + text
    }

    @Test func csv_readsBackAsRFC4180WithEveryValueAndFormulasGuarded() throws {
        let parsed = try exported(.csv)
        let rows = try #require(parsed["rows"] as? [[String]])

        #expect(parsed["rewritten"] as? Bool == true, "Python's RFC 4180 writer writes other bytes")
        #expect(
            rows.first == [
                "id", "name", "type", "inside", "description", "website", "ages", "cost", "hours", "address",
                "latitude", "longitude", "tags", "position",
            ])
        #expect(rows.count == Self.list.count + 1)
        for (attraction, row) in zip(Self.list, rows.dropFirst()) {
            let expected: [String] = [
                csvField(attraction.id), csvField(attraction.name), csvField(attraction.type),
                attraction.inside ? "true" : "false", csvField(attraction.description),
                csvField(attraction.website), attraction.ages?.text ?? "", attraction.cost?.text ?? "",
                attraction.hours?.text ?? "", csvField(attraction.address),
            ]
            #expect(Array(row.prefix(10)) == expected, "\(attraction.position)")
            #expect(row[10].isEmpty == (attraction.location == nil))
            #expect(Double(row[10]) == attraction.location?.latitude, "\(attraction.position)")
            #expect(Double(row[11]) == attraction.location?.longitude, "\(attraction.position)")
            #expect(row[12] == attraction.tags.values.joined(separator: ";"))
            #expect(row[13] == String(attraction.position))
        }
    }

    @Test func geoJSON_isAValidFeatureCollectionOfTheLocatedAttractions() throws {
        let parsed = try exported(.geojson)
        let features = try #require(parsed["features"] as? [[String: Any]])

        #expect(parsed["valid"] as? Bool == true, "\(parsed["errors"] ?? "")")
        #expect(parsed["type"] as? String == "FeatureCollection")
        #expect(features.count == Self.located.count)
        for ((attraction, location), feature) in zip(Self.located, features) {
            let properties = try #require(feature["properties"] as? [String: Any])
            #expect(feature["id"] as? String == attraction.id)
            #expect(feature["geometry"] as? String == "Point")
            #expect(feature["coordinates"] as? [Double] == [location.longitude, location.latitude])
            #expect(properties["name"] as? String == attraction.name)
            #expect(properties["type"] as? String == attraction.type)
            #expect(properties["description"] as? String == attraction.description)
            #expect(properties["website"] as? String == attraction.website)
            #expect(
                properties["address"] as? String == (attraction.address.isEmpty ? nil : attraction.address))
            #expect(properties["inside"] as? Bool == attraction.inside)
            #expect(properties["ages"] as? String == attraction.ages?.text)
            #expect(properties["cost"] as? String == attraction.cost?.text)
            #expect(properties["hours"] as? String == attraction.hours?.text)
            #expect(properties["tags"] as? [String] == attraction.tags.values)
            #expect(properties["position"] as? Int == attraction.position)
        }
    }

    /// What XML 1.0 can carry of `text`: the C0 controls but tab, LF and CR, and U+FFFE and
    /// U+FFFF, are not characters there at all.
    private func xmlText(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    let forbidden =
                        (scalar.value < 0x20 && !["\t", "\n", "\r"].contains(scalar))
                        || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                    return forbidden ? "\u{FFFD}" : scalar
                }))
    }

    @Test func gpx_isGPX11WithAWaypointPerLocatedAttraction() throws {
        let parsed = try exported(.gpx)
        let points = try #require(parsed["waypoints"] as? [[String: Any]])

        #expect(parsed["version"] as? String == "1.1")
        #expect(parsed["namespace"] as? String == "{http://www.topografix.com/GPX/1/1}gpx")
        #expect(parsed["count"] as? Int == Self.located.count)
        #expect(points.count == Self.located.count)
        for ((attraction, location), point) in zip(Self.located, points) {
            let texts = try #require(point["texts"] as? [String: String])
            var expected: [String: String] = [:]
            for (tag, value) in [
                ("name", attraction.name), ("desc", attraction.description), ("link", attraction.website),
                ("type", attraction.type),
            ] where !value.isEmpty {
                expected[tag] = xmlText(value)
            }
            #expect(point["lat"] as? Double == location.latitude)
            #expect(point["lon"] as? Double == location.longitude)
            #expect(texts == expected, "\(attraction.position)")
            #expect(point["name"] as? String == expected["name"])
            #expect(point["link"] as? String == expected["link"])
            // The schema's order of a waypoint's children.
            #expect(
                point["order"] as? [String]
                    == ["name", "desc", "link", "type"].filter { expected[$0] != nil })
        }
    }

    /// A long guide reaches the sink in several pieces, each ending after a whole row.
    @Test(arguments: AttractionExportFormat.allCases)
    func aLongGuide_isWrittenInPiecesThatEndAfterARow(_ format: AttractionExportFormat) throws {
        let rows = (1...3_000).map {
            Attraction(
                id: "id\($0)", name: "Name \($0) é", type: "Park",
                location: GeoCoordinate(latitude: 40.5, longitude: -105), position: $0)
        }
        var pieces: [[UInt8]] = []
        try AttractionExportWriter.export(format, rows.forEach) { pieces.append($0) }

        #expect(pieces.count > 2)
        #expect(pieces.dropLast().allSatisfy { $0.count < AttractionExportWriter.flushSize + 4096 })
        #expect(pieces.allSatisfy { $0.last == 0x0A || $0.last == UInt8(ascii: "}") })
    }
}
