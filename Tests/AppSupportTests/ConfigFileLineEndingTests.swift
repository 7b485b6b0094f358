import AppSupport
import Foundation
import Testing

/// The configuration file's lines end at every "\n" byte, whatever comes before it: in Swift
/// `Character`s "\r\n" is one character, not "\n", so a file saved with CRLF endings was read as
/// a single line whose value ran into the next key's.
struct ConfigFileLineEndingTests {
    @Test(arguments: [
        "store = sqlite:/a.sqlite\r\nflickr-api-key = k1\r\n",
        "# mine\r\nstore = sqlite:/a.sqlite\r\n\r\nflickr-api-key = k1",
        "store = sqlite:/a.sqlite\nflickr-api-key = k1\r\n",
    ])
    func readsEachKeyOfAFileWithCRLFLineEndings(text: String) throws {
        let path = NSTemporaryDirectory() + "outings-config-\(UUID().uuidString)"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }

        let config = try ConfigFile.load(path: path)

        #expect(config.values == [.store: "sqlite:/a.sqlite", .flickrAPIKey: "k1"])
    }
}
