import Foundation
import TestSupport
import Testing

/// Messages in people's words: sizes in KB and MB, the commands that fix a problem, and where to
/// go next.
struct PlainMessagesAcceptanceTests {
    @Test(arguments: [("50M", "50 MB"), ("1536", "1.5 KB"), ("2G", "2 GB"), ("100", "100 bytes")])
    func theCacheSaysItsLimitInUnits(limit: String, shown: String) throws {
        let cli = try OutingsBinary()

        let result = try cli.run(["cache"], environment: ["OUTINGS_CACHE_LIMIT": limit])

        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("0 cached images, 0 bytes (limit \(shown)) in "))
    }

    @Test func aMissingAPIKeyNamesTheCommandThatSavesOne() throws {
        let cli = try OutingsBinary()

        let result = try cli.run(["places", "--refresh"])

        #expect(result.status == 78)
        #expect(result.stderr.contains("'outings config set flickr-api-key < FILE'"))
    }

    @Test func theDemoTourMentionsTheWebApp() throws {
        let cli = try OutingsBinary()

        let result = try cli.run(["demo"])

        #expect(result.status == 0)
        let line = result.stdout.split(separator: "\n").first { $0.contains("outings-web") }
        #expect(line?.hasSuffix("  the same guide in a browser") == true)
    }
}
