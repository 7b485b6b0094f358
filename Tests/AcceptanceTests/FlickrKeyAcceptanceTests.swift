import Foundation
import OutingsApp
import OutingsAppTestSupport
import TestSupport
import Testing

/// The Flickr key need not be on the command line, where other users can read it.
@Suite(.serialized)
struct FlickrKeyAcceptanceTests {
    @Test(arguments: ["file-key-123\n", "  file-key-123  \r\nsecond line\n", "file-key-123"])
    func theKeyCanComeFromAFile(contents: String) throws {
        let server = try FakeFlickrServer()
        let cli = try OutingsBinary()
        let keyFile = try cli.file("flickr.key", contents)

        let result = try cli.run(
            ["places", "--refresh", "--api-key-file", keyFile],
            environment: ["OUTINGS_FLICKR_URL": server.baseURL.absoluteString, "FLICKR_API_KEY": "env-key"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(try server.requests().map { $0["api_key"] } == ["file-key-123", "file-key-123"])
        #expect(!result.stdout.contains("file-key-123"))
    }

    @Test(arguments: [
        ("missing", Int32(66), "cannot read the API key file"), ("empty", 78, "no Flickr API key"),
        ("huge", 65, "is not an API key file: it is larger than 4 KB"),
        ("binary", 65, "is not an API key file: it is not UTF-8 text"),
    ])
    func aBadKeyFileIsRefusedWithoutShowingIt(kind: String, status: Int32, message: String) throws {
        let server = try FakeFlickrServer()
        let cli = try OutingsBinary()
        let path = cli.home.appendingPathComponent("flickr.key").path
        switch kind {
        case "empty": _ = try cli.file("flickr.key", "\n")
        case "huge": _ = try cli.file("flickr.key", String(repeating: "secretkey", count: 1000))
        case "binary": try Data([0x73, 0x65, 0xFF, 0x63]).write(to: URL(fileURLWithPath: path))
        default: break
        }

        let result = try cli.run(
            ["places", "--refresh", "--api-key-file", path],
            environment: ["OUTINGS_FLICKR_URL": server.baseURL.absoluteString])

        #expect(result.status == status)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stderr.contains("secretkey"))
        #expect(try server.requests().isEmpty)
    }

    @Test func aKeyAndAKeyFileTogetherAreAUsageError() throws {
        let cli = try OutingsBinary()
        let keyFile = try cli.file("flickr.key", "k\n")

        let result = try cli.run(["places", "--refresh", "--api-key", "k", "--api-key-file", keyFile])

        #expect(result.status == 64)
        #expect(result.stderr.contains("give --api-key or --api-key-file, not both"))
    }

    /// Every command taking `--api-key`, from the catalog; `places` and `places photos` must be
    /// among them, so the derived list cannot quietly come out empty.
    static let keyCommands = CommandCatalog.words(withOption: "api-key")

    @Test func theCommandsTakingAKeyAreTheRefreshingOnes() {
        #expect(Self.keyCommands.contains(["places"]))
        #expect(Self.keyCommands.contains(["places", "photos"]))
    }

    /// The help of every option that can carry a secret warns that arguments are public. In
    /// process: help needs no child.
    @Test(arguments: keyCommands.map { $0 + ["--help"] } + [["--help"]])
    func helpSaysArgumentsAreVisibleToOtherUsers(arguments: [String]) throws {
        let console = ConsoleSpy()
        #expect(Outings.run(arguments: arguments, environment: [:], console: console) == 0)
        let flattened = console.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")

        #expect(flattened.contains("visible to other users"))
        if arguments.count > 1 {
            #expect(flattened.contains("--api-key-file FILE"))
        } else {
            #expect(flattened.contains("PGPASSWORD or ~/.pgpass"))
        }
    }
}
