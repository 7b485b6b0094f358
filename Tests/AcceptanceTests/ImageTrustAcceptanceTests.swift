import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    // Data(contentsOf:) of an http URL, to fetch reference bytes from the fake server.
    import FoundationNetworking
#endif

/// `photos download` and `photos open` keep only images: an empty body or one that is not the
/// image type announced is refused (exit 76) and never saved or cached; and the image cache is
/// used only when no other user can change it, never reading through a planted link.
struct ImageTrustAcceptanceTests {
    private static let photoIDs = ["empty", "wrongmagic", "pngasjpeg", "svg", "png", "gif", "webp", "jpeg"]

    private func makeCLI() throws -> OutingsBinary {
        let cli = try OutingsBinary()
        // The id names what the fake server sends: its secret chooses the body ("abc": a JPEG).
        let entries = Self.photoIDs.map { id in
            #"{"id":"\#(id)","secret":"\#(id == "jpeg" ? "abc" : id)","server":"1","place_id":"p","owner":"1@N01"}"#
        }
        let photos = #"{"photos":{"photo":[\#(entries.joined(separator: ","))]},"stat":"ok"}"#
        let imported = try cli.run(["photos", "import", try cli.file("photos.json", photos)])
        #expect(imported.status == 0, "\(imported.stderr)")
        return cli
    }

    private func cacheFolder(_ cli: OutingsBinary) -> String {
        cli.home.appendingPathComponent(".cache/outings/photos").path
    }

    private func cachedImages(_ cli: OutingsBinary) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cacheFolder(cli))) ?? []).filter {
            !$0.hasPrefix(".")
        }
    }

    /// A BROWSER that records what it was asked to open.
    private func browser(in folder: TemporaryFolder) throws -> (program: String, log: String) {
        let path = folder.path("record-browser")
        let log = folder.path("opened.log")
        try "#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(log)'\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o700)
        return (path, log)
    }

    @Test(arguments: [
        ("empty", "outings: Flickr's image host sent an empty image; nothing was kept\n"),
        (
            "wrongmagic",
            "outings: Flickr's image host sent a body that is not the 'image/jpeg' it announced; nothing was kept\n"
        ),
        (
            "pngasjpeg",
            "outings: Flickr's image host sent a body that is not the 'image/jpeg' it announced; nothing was kept\n"
        ),
        (
            "svg",
            "outings: Flickr's image host sent 'image/svg+xml', not a JPEG, PNG, GIF or WebP image; nothing was kept\n"
        ),
    ])
    func anEmptyOrWrongImageIsRefusedAndNeverSavedOpenedOrCached(id: String, message: String) throws {
        let server = try FakeFlickrServer()
        let cli = try makeCLI()
        let folder = try TemporaryFolder()
        let (program, log) = try browser(in: folder)
        let environment = ["OUTINGS_FLICKR_STATIC_URL": server.staticURL, "BROWSER": program]

        let saved = try cli.run(["photos", "download", id], environment: environment)
        let toStandardOutput = try cli.run(
            ["photos", "download", id, "--output", "-"], environment: environment)
        let opened = try cli.run(["photos", "open", id], environment: environment)

        for result in [saved, toStandardOutput, opened] {
            #expect(result.status == 76)
            #expect(result.stderr == message)
            #expect(result.rawStdout.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: cli.home.appendingPathComponent("\(id)_b.jpg").path))
        #expect(!FileManager.default.fileExists(atPath: log))
        #expect(cachedImages(cli).isEmpty)
        #expect(try server.imageRequests().count == 3)
    }

    @Test(arguments: [
        ("jpeg", "abc", [0xFF, 0xD8, 0xFF] as [UInt8]),
        ("png", "png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
        ("gif", "gif", Array("GIF89a".utf8)), ("webp", "webp", Array("RIFF".utf8)),
    ])
    func eachImageTypeIsSavedWholeAndCached(id: String, secret: String, signature: [UInt8]) throws {
        let server = try FakeFlickrServer()
        let cli = try makeCLI()
        let expected = try Data(contentsOf: URL(string: server.staticURL + "1/\(id)_\(secret)_b.jpg")!)

        let result = try cli.run(
            ["photos", "download", id], environment: ["OUTINGS_FLICKR_STATIC_URL": server.staticURL])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Saved \(id)_b.jpg (\(expected.count) bytes).\n"))
        #expect(expected.starts(with: signature))
        #expect(
            FileManager.default.contents(atPath: cli.home.appendingPathComponent("\(id)_b.jpg").path)
                == expected)
        #expect(FileManager.default.contents(atPath: cacheFolder(cli) + "/\(id)_\(secret)_b.jpg") == expected)
    }

    enum CacheFolderState: String, CaseIterable, CustomTestStringConvertible {
        case ofAnotherUser, writableByAll, parentWritableByAll
        var testDescription: String { rawValue }
        /// Giving a folder to another user needs root.
        var canBeMade: Bool { geteuid() == 0 || self != .ofAnotherUser }
    }

    /// The folder as another user (`nobody`) or a careless mode leaves it; the exit status and
    /// error line expected.
    private func prepare(_ state: CacheFolderState, _ cli: OutingsBinary) throws -> (Int32, String) {
        let folder = cacheFolder(cli)
        let parent = cli.home.appendingPathComponent(".cache/outings").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        switch state {
        case .ofAnotherUser:
            chown(folder, 65534, 65534)
            return (
                74,
                "outings: image cache unavailable: \(folder) belongs to another user (uid 65534); "
                    + "Outings keeps images only in a folder of yours\n"
            )
        case .writableByAll:
            chmod(folder, 0o777)
            return (0, "")
        case .parentWritableByAll:
            chmod(parent, 0o777)
            return (
                74,
                "outings: image cache unavailable: \(parent) is writable by other users (mode 777), who could "
                    + "replace the image cache \(folder); remove their write permission (chmod go-w)\n"
            )
        }
    }

    @Test(arguments: CacheFolderState.allCases.filter(\.canBeMade))
    func aCacheFolderOthersCouldChangeIsRefusedOrMadePrivate(state: CacheFolderState) throws {
        let server = try FakeFlickrServer()
        let cli = try makeCLI()
        let (status, message) = try prepare(state, cli)
        let environment = ["OUTINGS_FLICKR_STATIC_URL": server.staticURL]

        let download = try cli.run(["photos", "download", "jpeg", "--output", "-"], environment: environment)
        let usage = try cli.run(["cache"], environment: environment)
        let clear = try cli.run(["cache", "clear"], environment: environment)

        #expect(download.status == status)
        if status == 0 {
            #expect(try permissions(cacheFolder(cli)) == 0o700)
            #expect(usage.stdout.hasPrefix("1 cached image, "))
            #expect(clear.stdout == "Removed 1 cached image.\n")
        } else {
            #expect(download.stderr == message)
            #expect(download.rawStdout.isEmpty)
            #expect(cachedImages(cli).isEmpty)
            #expect([usage.status, clear.status] == [74, 74])
            #expect([usage.stderr, clear.stderr] == [message, message])
        }
    }

    /// Another user who could once write in the folder left links where images go: the private
    /// files they name are never served, the links are dropped, and the real image is fetched.
    @Test func aLinkPlantedWhereAnImageGoesIsNeverServed() throws {
        let server = try FakeFlickrServer()
        let cli = try makeCLI()
        let folder = cacheFolder(cli)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let secret = try cli.file("secret.txt", "the user's private notes\n")
        chmod(secret, 0o600)
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/jpeg_abc_b.jpg", withDestinationPath: secret)
        let expected = try Data(contentsOf: URL(string: server.staticURL + "1/jpeg_abc_b.jpg")!)

        let result = try cli.run(
            ["photos", "download", "jpeg", "--output", "-"],
            environment: ["OUTINGS_FLICKR_STATIC_URL": server.staticURL])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.rawStdout == expected)
        // The test's own fetch, then Outings', which the link did not stop.
        #expect(try server.imageRequests() == ["/static/1/jpeg_abc_b.jpg", "/static/1/jpeg_abc_b.jpg"])
        let cached = try FileManager.default.attributesOfItem(atPath: folder + "/jpeg_abc_b.jpg")
        #expect(cached[.type] as? FileAttributeType == .typeRegular)
        #expect(FileManager.default.contents(atPath: folder + "/jpeg_abc_b.jpg") == expected)
        #expect(FileManager.default.contents(atPath: secret) == Data("the user's private notes\n".utf8))
    }

    private func permissions(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
            ?? -1
    }
}
