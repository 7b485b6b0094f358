/// The file formats `outings export` writes and the web app offers for download: JSON (the
/// shape of `attractions list --json`), CSV (RFC 4180), GeoJSON (RFC 7946) and GPX 1.1.
public enum AttractionExportFormat: String, CaseIterable, Sendable {
    case json, csv, geojson, gpx

    /// "json, csv, geojson or gpx", for help and for the line that refuses another name.
    /// A loop rather than a key path and a generic join, which cost about 5% of a read's start-up
    /// at run time (every command line's help catalog reads this).
    public static let names: String = {
        var text = ""
        for (index, format) in allCases.enumerated() {
            if index > 0 { text += index == allCases.count - 1 ? " or " : ", " }
            text += format.rawValue
        }
        return text
    }()

    /// A new, empty document of this format.
    public func makeDocument() -> any AttractionDocument {
        switch self {
        case .json: AttractionJSONArray()
        case .csv: AttractionCSV()
        case .geojson: AttractionGeoJSON()
        case .gpx: AttractionGPX()
        }
    }

    /// The media type a download is sent with.
    public var mediaType: String {
        switch self {
        case .json: "application/json"
        case .csv: "text/csv; charset=utf-8; header=present"
        case .geojson: "application/geo+json"
        case .gpx: "application/gpx+xml"
        }
    }

    /// The name a download is saved under ("attractions.csv").
    public var fileName: String { "attractions.\(rawValue)" }
}
