import Foundation
import TestSupport
import Testing

/// `outings export`: every format of a guide holding the hostile text a store accepts, written to
/// a file and to standard output and read back by parsers written apart from Outings; a wrong
/// format or an unwritable file is refused with one line and leaves everything as it was.
@Suite(.serialized)
struct ExportAcceptanceTests {
    static let name = "=cmd|' /C calc'!A0 \"Zoo\", <b>&amp;</b> \u{2067}isolate\u{2069} 東京"
    static let description = "Line one, \"quoted\"\n\tline two < & > '\n-3 @sum"

    /// A guide of two attractions, the first with every field and hostile text, the second
    /// without a location.
    private func guide() throws -> OutingsBinary {
        let cli = try OutingsBinary()
        let added = try cli.run([
            "attractions", "add", "--name", Self.name, "--type", "+Park", "--description", Self.description,
            "--website", "https://example.org/?a=1&b='2'", "--ages", "3-12", "--cost", "8 USD",
            "--hours", "Mo-Fr 09:00-17:00; Sa off", "--address", "-1 Main St, \"Apt\" 2",
            "--location", "40.585301,-105.0844", "--tag", "playground", "--tag", "stroller", "--inside",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try cli.run(["attractions", "add", "--name", "@Home", "--outside"]).status == 0)
        return cli
    }

    private func export(_ cli: OutingsBinary, _ format: String) throws -> [String: Any] {
        let path = cli.home.appendingPathComponent("export.\(format)").path
        let written = try cli.run(["export", "--format", format, "--output", path])
        #expect(written.status == 0 && written.stdout.isEmpty && written.stderr.isEmpty, "\(written.stderr)")
        let printed = try cli.run(["export", "--format", format])
        #expect(printed.rawStdout == (try Data(contentsOf: URL(fileURLWithPath: path))))
        return try IndependentParsers.read(format: format, file: path)
    }

    @Test func csv_holdsEveryFieldWithFormulasGuardedAndNumbersKept() throws {
        let cli = try guide()
        let rows = try #require(try export(cli, "csv")["rows"] as? [[String]])

        #expect(rows.count == 3)
        #expect(rows[0].count == 14)
        #expect(
            Array(rows[1].dropFirst()) == [
                "'" + Self.name, "'+Park", "true", Self.description, "https://example.org/?a=1&b='2'", "3-12",
                "8 USD", "Mo-Fr 09:00-17:00; Sa off", "'-1 Main St, \"Apt\" 2", "40.585301", "-105.0844",
                "playground;stroller", "1",
            ])
        #expect(
            Array(rows[2].dropFirst()) == ["'@Home", "", "false", "", "", "", "", "", "", "", "", "", "2"])
    }

    @Test func json_isTheListsJSON() throws {
        let cli = try guide()
        let path = cli.home.appendingPathComponent("export.json").path
        #expect(try cli.run(["export", "--format", "json", "--output", path]).status == 0)
        let list = try cli.run(["attractions", "list", "--json"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == list.rawStdout)
        let first = try #require((try list.json() as? [[String: Any]])?.first)
        #expect(first["name"] as? String == Self.name)
        #expect(first["latitude"] as? Double == 40.585301)
    }

    @Test func geoJSON_andGPX_holdTheLocatedAttraction() throws {
        let cli = try guide()
        let geo = try export(cli, "geojson")
        let features = try #require(geo["features"] as? [[String: Any]])
        #expect(geo["valid"] as? Bool == true)
        #expect(features.count == 1)
        #expect(features.first?["coordinates"] as? [Double] == [-105.0844, 40.585301])
        let properties = try #require(features.first?["properties"] as? [String: Any])
        #expect(properties["name"] as? String == Self.name)
        #expect(properties["description"] as? String == Self.description)
        #expect(properties["tags"] as? [String] == ["playground", "stroller"])

        let gpx = try export(cli, "gpx")
        let points = try #require(gpx["waypoints"] as? [[String: Any]])
        #expect(gpx["version"] as? String == "1.1")
        #expect(points.count == 1)
        #expect(points.first?["lat"] as? Double == 40.585301)
        #expect(points.first?["lon"] as? Double == -105.0844)
        #expect(points.first?["name"] as? String == Self.name)
        #expect(points.first?["desc"] as? String == Self.description)
        #expect(points.first?["link"] as? String == "https://example.org/?a=1&b='2'")
        #expect(points.first?["type"] as? String == "+Park")
    }

    /// On a terminal the bidi isolates of the name are shown as U+FFFD; piped, they are kept.
    @Test func onATerminal_storedTextCannotDriveIt() throws {
        let cli = try guide()
        let environment = ["HOME": cli.home.path, "PATH": "/usr/bin:/bin"]

        let screen = try PseudoTerminal().run(
            ["export", "--format", "csv"], width: 200, environment: environment)

        #expect(screen.status == 0)
        #expect(screen.lines.contains { $0.contains("\u{FFFD}isolate\u{FFFD}") })
        #expect(!screen.lines.joined().contains("\u{2067}"))
        #expect(try cli.run(["export", "--format", "csv"]).stdout.contains("\u{2067}isolate\u{2069}"))
    }

    /// A read command: with no guide yet, every format is its empty document and no store appears.
    @Test func withoutAGuide_eachFormatIsEmpty_andNoStoreIsCreated() throws {
        let cli = try OutingsBinary()
        let empty = [
            "json": "[\n\n]\n",
            "csv":
                "id,name,type,inside,description,website,ages,cost,hours,address,latitude,longitude,tags,position\r\n",
            "geojson": "{\"type\":\"FeatureCollection\",\"features\":[\n]}\n",
            "gpx": """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="Outings" xmlns="http://www.topografix.com/GPX/1/1">
            </gpx>\n
            """,
        ]
        for (format, document) in empty {
            let result = try cli.run(["export", "--format", format])
            #expect(result.status == 0, "\(format)")
            #expect(result.stdout == document, "\(format)")
        }
        #expect(!FileManager.default.fileExists(atPath: cli.storePath))
    }

    /// The filters of `attractions list` choose what is exported, in the same order; a bad one
    /// is exit 64 before the store is opened.
    @Test(arguments: [
        ["--free"], ["--tag", "playground", "--age", "4"],
        ["--near", "40.5853,-105.0844", "--within", "3km"],
    ])
    func filters_exportWhatTheListKeeps(options: [String]) throws {
        let cli = try OutingsBinary()
        try #require(cli.run(["demo"]).status == 0)

        let exported = try cli.run(["export", "--format", "json"] + options)
        let listed = try cli.run(["attractions", "list", "--json"] + options)
        let bad = try cli.run(["export", "--format", "json", "--age", "old"])

        func ids(_ text: String) throws -> [String] {
            let rows = try #require(
                try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
            return rows.compactMap { $0["id"] as? String }
        }
        #expect(exported.status == 0)
        #expect(try ids(exported.stdout) == (try ids(listed.stdout)))
        #expect(try ids(exported.stdout).count < 12)
        #expect(!(try ids(exported.stdout)).isEmpty)
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("outings: --age: "))
    }

    @Test func anUnknownFormat_isExit64OneLine_andWritesNothing() throws {
        let cli = try guide()
        let path = cli.home.appendingPathComponent("out.txt").path
        let result = try cli.run(["export", "--format", "xml\u{1B}[2J", "--output", path])

        #expect(result.status == 64)
        #expect(
            result.stderr
                == "outings: unknown export format \"xml\u{FFFD}[2J\"; use json, csv, geojson or gpx\n")
        #expect(!FileManager.default.fileExists(atPath: path))
        let missing = try cli.run(["export", "--output", path])
        #expect(missing.status == 64)
        #expect(missing.stderr == "outings: export needs --format FORMAT (json, csv, geojson or gpx)\n")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aFileThatCannotBeWritten_isExit74_andTheOldFileStays() throws {
        let cli = try guide()
        let folder = cli.home.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("export.csv").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder.path)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
        }
        // root writes anywhere: then the check is only that a missing folder is refused.
        let target = getuid() == 0 ? cli.home.appendingPathComponent("missing/export.csv").path : path

        let result = try cli.run(["export", "--format", "csv", "--output", target])

        #expect(result.status == 74)
        #expect(result.stderr.hasPrefix("outings: cannot write in "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
    }
}
