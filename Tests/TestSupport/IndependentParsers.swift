import Foundation

/// Debian's Python with its csv module, python3-geojson, python3-gpxpy and ElementTree: parsers
/// written apart from Outings that read an exported file back. `read` answers what they found,
/// as JSON (the script below says what each key holds).
public enum IndependentParsers {
    public struct Failed: Error, CustomStringConvertible {
        public let description: String
    }

    /// The parsed file, as a dictionary; throws with Python's error when it could not parse.
    public static func read(format: String, file path: String) throws -> [String: Any] {
        let folder = try TemporaryFolder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        // -I: no PYTHON* variables, no user site-packages; the environment is built from scratch.
        process.arguments = ["-I", "-c", script, format, path]
        process.environment = ["HOME": folder.path("home"), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        let finished = try FinishedProcess(running: process)
        guard finished.status == 0,
            let parsed = try JSONSerialization.jsonObject(with: finished.output) as? [String: Any]
        else {
            let message = String(decoding: finished.errors, as: UTF8.self)
            throw Failed(description: "python3 could not read the \(format): \(message)")
        }
        return parsed
    }

    /// csv: "rows" (every record as a list of fields, strict quoting) and "rewritten" (whether
    /// Python's own RFC 4180 writer, CRLF and minimal quoting, writes the same bytes).
    /// geojson: "valid" and "errors" from python3-geojson, "type", and per feature "id",
    /// "geometry" (its type), "coordinates" and "properties".
    /// gpx: "version" from gpxpy, "namespace" of the root element, and per waypoint gpxpy's "lat",
    /// "lon", "name", "desc", "link", "type" and ElementTree's exact "texts" of its children.
    static let script = #"""
        import json, sys
        form, path = sys.argv[1], sys.argv[2]
        raw = open(path, 'rb').read()
        text = raw.decode('utf-8')
        out = {}
        if form == 'csv':
            import csv, io
            rows = list(csv.reader(io.StringIO(text, newline=''), strict=True))
            again = io.StringIO(newline='')
            csv.writer(again, lineterminator='\r\n').writerows(rows)
            out = {'rows': rows, 'rewritten': again.getvalue().encode('utf-8') == raw}
        elif form == 'geojson':
            import geojson
            collection = geojson.loads(text)
            out = {'valid': collection.is_valid, 'errors': collection.errors(), 'type': collection['type'],
                   'features': [{'id': f.get('id'), 'geometry': f['geometry']['type'],
                                 'coordinates': f['geometry']['coordinates'], 'properties': f['properties']}
                                for f in collection['features']]}
        elif form == 'gpx':
            import gpxpy, xml.etree.ElementTree as tree
            root = tree.fromstring(raw)
            space = '{http://www.topografix.com/GPX/1/1}'
            document = gpxpy.parse(text)
            points = []
            for point, element in zip(document.waypoints, root.findall(space + 'wpt')):
                texts = {child.tag[len(space):]: (child.text if child.text is not None else child.get('href'))
                         for child in element}
                points.append({'lat': point.latitude, 'lon': point.longitude, 'name': point.name,
                               'desc': point.description, 'link': point.link, 'type': point.type,
                               'texts': texts, 'order': [child.tag[len(space):] for child in element]})
            out = {'version': document.version, 'namespace': root.tag, 'waypoints': points,
                   'count': len(root.findall(space + 'wpt'))}
        print(json.dumps(out))
        """#
}
