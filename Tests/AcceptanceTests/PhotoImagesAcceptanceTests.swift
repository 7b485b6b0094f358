import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    // Data(contentsOf:) of an http URL, to fetch reference bytes from the fake server.
    import FoundationNetworking
#endif

/// `photos download`, `photos open`, `recents open` and `cache` against the fake Flickr server's
/// image host, online and then with the server stopped.
struct PhotoImagesAcceptanceTests {
    private static let photos = #"""
        {"photos":{"photo":[
        {"id":"5330","owner":"12345678@N00","ownername":"Ana \u001b[2J","secret":"abc123","server":"65535",
         "title":"Fountain","place_id":"p","originalsecret":"orig9","originalformat":"png"},
        {"id":"noowner","secret":"abc123","server":"65535","title":"No owner","place_id":"p"},
        {"id":"nourl","title":"No server","place_id":"p","owner":"1@N01"},
        {"id":"html","secret":"notimage","server":"1","place_id":"p"},
        {"id":"gone","secret":"missing","server":"1","place_id":"p"},
        {"id":"huge","secret":"huge","server":"1","place_id":"p"},
        {"id":"slow","secret":"slowbody","server":"1","place_id":"p"}
        ]},"stat":"ok"}
        """#

    private func makeCLI() throws -> OutingsBinary {
        let cli = try OutingsBinary()
        let imported = try cli.run(["photos", "import", try cli.file("photos.json", Self.photos)])
        #expect(imported.status == 0, "\(imported.stderr)")
        return cli
    }

    /// The bytes the server sends for a path, fetched without Outings.
    private func served(_ server: FakeFlickrServer, _ path: String) throws -> Data {
        try Data(contentsOf: URL(string: server.staticURL + path)!)
    }

    private func cacheFolder(_ cli: OutingsBinary) -> String {
        cli.home.appendingPathComponent(".cache/outings/photos").path
    }

    private func permissions(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
            ?? -1
    }

    @Test func downloadWritesTheImageWithACreditLineAndWorksOfflineAfterwards() throws {
        let server = try FakeFlickrServer()
        let cli = try makeCLI()
        let environment = ["OUTINGS_FLICKR_STATIC_URL": server.staticURL]
        let expected = try served(server, "65535/5330_abc123_b.jpg")

        let online = try cli.run(["photos", "download", "5330"], environment: environment)

        #expect(online.status == 0, "\(online.stderr)")
        #expect(
            online.stdout
                == "Saved 5330_b.jpg (\(expected.count) bytes).\n"
                + "Photo by Ana \u{FFFD}[2J on Flickr: https://www.flickr.com/photos/12345678@N00/5330\n")
        #expect(
            FileManager.default.contents(atPath: cli.home.appendingPathComponent("5330_b.jpg").path)
                == expected)
        #expect(expected.starts(with: [0xFF, 0xD8, 0xFF]))
        let cached = cacheFolder(cli) + "/5330_abc123_b.jpg"
        #expect(FileManager.default.contents(atPath: cached) == expected)
        #expect(try permissions(cached) == 0o600)
        #expect(try permissions(cacheFolder(cli)) == 0o700)
        #expect(try cli.run(["recents"]).stdout.hasPrefix("No recently viewed photos"))

        server.stop()
        let again = try cli.run(["photos", "download", "5330"], environment: environment)
        let forced = try cli.run(["photos", "download", "5330", "--force"], environment: environment)
        let toStandardOutput = try cli.run(
            ["photos", "download", "5330", "--output", "-"], environment: environment)
        let notCached = try cli.run(
            ["photos", "download", "5330", "--size", "small"], environment: environment)

        #expect(again.status == 73)
        #expect(again.stderr == "outings: 5330_b.jpg already exists; add --force to overwrite it\n")
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(toStandardOutput.status == 0)
        #expect(toStandardOutput.rawStdout == expected)
        #expect(
            toStandardOutput.stderr
                == "Photo by Ana \u{FFFD}[2J on Flickr: https://www.flickr.com/photos/12345678@N00/5330\n")
        #expect(notCached.status == 69)
        #expect(notCached.stderr.hasPrefix("outings: cannot reach Flickr's image host: connection refused"))
        #expect(!FileManager.default.fileExists(atPath: cli.home.appendingPathComponent("5330_m.jpg").path))
    }

    @Test func downloadNamesEverySizeAndCreditsPhotosWithoutAnOwner() throws {
        let server = try FakeFlickrServer()
        let cli = try makeCLI()
        let environment = ["OUTINGS_FLICKR_STATIC_URL": server.staticURL]
        let folder = try TemporaryFolder()

        let original = try cli.run(
            ["photos", "download", "5330", "--size", "original"], environment: environment,
            directory: folder.url)
        let medium = try cli.run(
            ["photos", "download", "noowner", "--size", "medium", "--output", folder.path("mine.jpg")],
            environment: environment)

        #expect(original.status == 0, "\(original.stderr)")
        #expect(
            FileManager.default.contents(atPath: folder.path("5330_o.png"))
                == (try served(server, "65535/5330_orig9_o.png")))
        #expect(medium.status == 0, "\(medium.stderr)")
        #expect(
            medium.stdout.hasSuffix(
                "Photo by an unknown photographer on Flickr (no page: the owner is not known)\n"))
        #expect(
            FileManager.default.contents(atPath: folder.path("mine.jpg"))
                == (try served(server, "65535/noowner_abc123.jpg")))
        #expect(
            try server.imageRequests() == [
                "/static/65535/5330_orig9_o.png", "/static/65535/noowner_abc123.jpg",
            ]
                + ["/static/65535/5330_orig9_o.png", "/static/65535/noowner_abc123.jpg"])
    }

    @Test(arguments: [
        (
            "html", [String](), 76,
            "outings: Flickr's image host sent 'text/html; charset=utf-8', not an image\n"
        ),
        ("huge", [], 76, "outings: the image is larger than 64 MB; nothing was kept\n"),
        ("gone", [], 69, "outings: Flickr's image host answered HTTP 404\n"),
        ("slow", ["--timeout", "1"], 69, "outings: the image did not arrive within 1 seconds\n"),
        (
            "nourl", [], 65,
            "outings: photo nourl has no large image URL: Flickr did not give its server and secret\n"
        ),
        ("404", [], 66, "outings: no photo with id 404\n"),
    ])
    func failedDownloadsAreOneLineAndLeaveNoFileNorCache(
        id: String, options: [String], status: Int32, message: String
    )
        throws
    {
        let server = try FakeFlickrServer()
        let cli = try makeCLI()

        let result = try cli.run(
            ["photos", "download", id] + options, environment: ["OUTINGS_FLICKR_STATIC_URL": server.staticURL]
        )

        #expect(result.status == status)
        #expect(result.stderr == message)
        #expect(result.stdout.isEmpty)
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: cli.home.path)) ?? []
        #expect(leftovers.filter { $0.hasPrefix(id) || $0.hasPrefix(".outings-download") }.isEmpty)
        #expect(
            ((try? FileManager.default.contentsOfDirectory(atPath: cacheFolder(cli))) ?? []).filter {
                !$0.hasPrefix(".")
            }.isEmpty)
    }

    @Test func onlyHTTPSIsUsedForImagesUnlessTheTestServerSaysOtherwise() throws {
        let cli = try makeCLI()

        let badOverride = try cli.run(
            ["photos", "download", "5330"], environment: ["OUTINGS_FLICKR_STATIC_URL": "ftp://example.com/"])

        #expect(badOverride.status == 64)
        #expect(badOverride.stderr == "outings: OUTINGS_FLICKR_STATIC_URL must be an http(s) URL\n")
    }

    @Test func openHandsTheCachedImageOrThePageToBrowserAndRecordsTheRecent() throws {
        let server = try FakeFlickrServer()
        let cli = try makeCLI()
        let folder = try TemporaryFolder()
        let log = folder.path("opened.log")
        let browser = try script(in: folder, recordingTo: log)
        let environment = ["OUTINGS_FLICKR_STATIC_URL": server.staticURL, "BROWSER": browser]

        let image = try cli.run(["photos", "open", "5330"], environment: environment)
        let expected = try served(server, "65535/5330_abc123_b.jpg")
        let page = try cli.run(["photos", "open", "5330", "--page"], environment: environment)
        server.stop()
        let offline = try cli.run(["recents", "open", "1"], environment: environment)
        let notCachedOffline = try cli.run(
            ["recents", "open", "1", "--size", "square"], environment: environment)
        let noPage = try cli.run(["photos", "open", "noowner", "--page"], environment: environment)

        let cached = cacheFolder(cli) + "/5330_abc123_b.jpg"
        #expect(image.status == 0, "\(image.stderr)")
        #expect(image.stdout == "Opened \(cached) with \(browser).\n")
        #expect(page.status == 0, "\(page.stderr)")
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(notCachedOffline.status == 69)
        #expect(noPage.status == 65)
        #expect(noPage.stderr == "outings: photo noowner has no Flickr page: its owner is not known\n")
        #expect(
            try String(contentsOfFile: log, encoding: .utf8)
                == "\(cached)\nhttps://www.flickr.com/photos/12345678@N00/5330\n\(cached)\n")
        #expect(FileManager.default.contents(atPath: cached) == expected)
        let recents = try #require(try cli.run(["recents", "--json"]).json() as? [[String: Any]])
        #expect(recents.map { $0["id"] as? String } == ["noowner", "5330"])
    }

    @Test func withoutBrowserOrXdgOpenTheURLIsPrintedWithTheReason() throws {
        let cli = try makeCLI()
        let emptyPath = try TemporaryFolder()

        let result = try cli.run(
            ["photos", "open", "5330", "--size", "thumbnail"], environment: ["PATH": emptyPath.url.path])

        #expect(result.status == 0)
        #expect(result.stdout == "https://live.staticflickr.com/65535/5330_abc123_t.jpg\n")
        #expect(
            result.stderr
                == "outings: did not open it: BROWSER is not set and xdg-open was not found in PATH\n")
        #expect(try cli.run(["recents"]).stdout == "1. Fountain  (5330)\n")
    }

    @Test func cacheShowsCountAndSizeAndClearEmptiesIt() throws {
        let server = try FakeFlickrServer()
        let cli = try makeCLI()
        let environment = ["OUTINGS_FLICKR_STATIC_URL": server.staticURL, "OUTINGS_CACHE_LIMIT": "2M"]
        for size in ["square", "large"] {
            try cli.run(
                ["photos", "download", "5330", "--size", size, "--output", "-"], environment: environment)
        }
        let bytes =
            try served(server, "65535/5330_abc123_s.jpg").count
            + served(server, "65535/5330_abc123_b.jpg").count

        let usage = try #require(
            try cli.run(["cache", "--json"], environment: environment).json() as? [String: Any])
        let text = try cli.run(["cache"], environment: environment)
        let clear = try cli.run(["cache", "clear"], environment: environment)
        let after = try cli.run(["cache"], environment: environment)
        let badLimit = try cli.run(["cache"], environment: ["OUTINGS_CACHE_LIMIT": "lots"])

        #expect(usage["count"] as? Int == 2)
        #expect(usage["bytes"] as? Int == bytes)
        #expect(usage["limit"] as? Int == 2_097_152)
        #expect(usage["folder"] as? String == cacheFolder(cli))
        #expect(
            text.stdout
                == "2 cached images, \(bytes) bytes (limit 2 MB) in \(cacheFolder(cli))\n"
                + "Oldest fetched less than a minute ago; none is older than 7 days.\n")
        #expect(clear.stdout == "Removed 2 cached images.\n")
        #expect(after.stdout == "0 cached images, 0 bytes (limit 2 MB) in \(cacheFolder(cli))\n")
        #expect(badLimit.status == 64)
    }

    /// BROWSER is a ":"-separated list whose first entry is used; "%s" marks the argument. A
    /// browser that fails is exit 69, and the photo was still recorded, as by `show`.
    @Test func browserTakesTheFirstEntryAndPercentS_andAFailingBrowserIsExit69() throws {
        let cli = try makeCLI()
        let folder = try TemporaryFolder()
        let log = folder.path("opened.log")
        let browser = try script(in: folder, recordingTo: log)

        let listed = try cli.run(
            ["photos", "open", "5330", "--page"],
            environment: ["BROWSER": "\(browser) %s:/nonexistent/browser"])
        let failing = try cli.run(
            ["photos", "open", "noowner", "--page"], environment: ["BROWSER": "/bin/false"])
        let failingPage = try cli.run(
            ["photos", "open", "5330", "--page"], environment: ["BROWSER": "/bin/false"])

        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(
            try String(contentsOfFile: log, encoding: .utf8)
                == "https://www.flickr.com/photos/12345678@N00/5330\n")
        #expect(failing.status == 65)
        #expect(failingPage.status == 69)
        #expect(
            failingPage.stderr
                == "outings: /bin/false could not open https://www.flickr.com/photos/12345678@N00/5330 (exit status 1)\n"
        )
        #expect(try cli.run(["recents"]).stdout == "1. Fountain  (5330)\n2. No owner  (noowner)\n")
    }

    /// A BROWSER that appends its argument to `log`.
    private func script(in folder: TemporaryFolder, recordingTo log: String) throws -> String {
        let path = folder.path("record-browser")
        try "#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(log)'\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o700)
        return path
    }
}
