import Foundation
import Testing

/// `GET /api/export?format=F`: the bytes `outings export --format F` writes, as a download,
/// linked from the attractions page; another format is a one-line 400.
@Suite(.serialized)
struct WebExportTests {
    @Test(arguments: [
        ("json", "application/json"), ("csv", "text/csv; charset=utf-8; header=present"),
        ("geojson", "application/geo+json"), ("gpx", "application/gpx+xml"),
    ])
    func eachFormat_isTheCLIsFileAsAnAttachment(_ format: String, _ mediaType: String) throws {
        let guide = try WebGuide()
        let store = "sqlite:\(guide.storePath)"
        // The demo's first attraction given a location, so GeoJSON and GPX hold a point.
        let edit = ["--store", store, "attractions", "edit", "1", "--location", "40.5853,-105.0844"]
        #expect(try WebServerProcess.cli(edit, home: guide.home) == 0)
        let download = try guide.client.get("/api/export?format=\(format)")
        let cli = try WebServerProcess.cliOutput(
            ["--store", store, "export", "--format", format], home: guide.home)

        #expect(download.status == 200)
        #expect(download.headers["content-type"] == mediaType)
        #expect(download.headers["content-disposition"] == "attachment; filename=\"attractions.\(format)\"")
        #expect(cli.status == 0)
        #expect(download.body == cli.stdout)
        #expect(String(decoding: download.body, as: UTF8.self).contains("-105.0844"))
    }

    @Test func anotherFormat_isA400() throws {
        let guide = try WebGuide()
        for query in ["?format=xml", "?format=CSV", "", "?format=csv&format=json"] {
            let answer = try guide.client.get("/api/export\(query)")
            #expect(answer.status == 400, "\(query)")
            #expect(
                (try answer.json() as? [String: Any])?["error"] as? String
                    == "format must be given once: json, csv, geojson or gpx")
        }
    }

    @Test func theAttractionsPage_linksTheDownloads() throws {
        let guide = try WebGuide()
        let page = try guide.client.get("/attractions").text
        for format in ["json", "csv", "geojson", "gpx"] {
            #expect(page.contains("href=\"/api/export?format=\(format)\" download>"), "\(format)")
        }
    }
}
