import Foundation
import TestSupport

/// A guide seeded the way a user would (the CLI's demo plus hostile Flickr titles) and an
/// outings-web serving it from a SQLite file.
final class WebGuide: @unchecked Sendable {
    static let paris = "EsIQUYZXU79_kEA"
    static let eiffel = "53300744203"
    static let scriptTitle = "<script>alert(1)</script>"
    static let attributeTitle = "\"><img src=x onerror=alert(1)>"

    let home: URL
    let storePath: String
    let server: WebServerProcess
    var client: RawHTTPClient { server.client }

    /// The password of every member `members:` adds.
    static let password = "correct horse battery"

    /// `arguments` are added to outings-web's command line (an option such as `--idle-timeout`);
    /// `members` (name, role) are added with the CLI before the server starts.
    init(
        environment: [String: String] = [:], extraPhotos: String = "", arguments: [String] = [],
        members: [(String, String)] = []
    ) throws {
        home = try WebServerProcess.makeHome()
        storePath = home.appendingPathComponent("guide.sqlite").path
        let store = "sqlite:\(storePath)"
        try WebServerProcess.cli(["--store", store, "demo"], home: home)
        let photos = """
            {"photos":{"photo":[
            {"id":"xss1","owner":"1@N01","ownername":"<b>owner</b>","secret":"abc","server":"1",
             "title":"<script>alert(1)</script>","description":{"_content":"<i>sub</i>"},"place_id":"\(Self.paris)"},
            {"id":"xss2","owner":"1@N01","secret":"abc","server":"1",
             "title":"\\"><img src=x onerror=alert(1)>","place_id":"\(Self.paris)"}\(extraPhotos)
            ]},"stat":"ok"}
            """
        let file = home.appendingPathComponent("hostile.json")
        try Data(photos.utf8).write(to: file)
        try WebServerProcess.cli(["--store", store, "photos", "import", file.path], home: home)
        for (name, role) in members {
            try WebServerProcess.cliOutput(
                ["--store", store, "members", "add", name, "--role", role, "--password-stdin"], home: home,
                stdin: Self.password + "\n")
        }
        server = try WebServerProcess(["--store", store] + arguments, home: home, environment: environment)
    }

    /// A guide whose images come from the fake Flickr `flickr`, with one more photo of Paris,
    /// `id`, whose `secret` tells that host how to answer its image (`Tests/FakeFlickr`).
    convenience init(imagesFrom flickr: FakeFlickrServer, photo id: String, secret: String) throws {
        let photo =
            #",{"id":"\#(id)","secret":"\#(secret)","server":"1","title":"\#(id)","place_id":"\#(Self.paris)"}"#
        try self.init(environment: ["OUTINGS_FLICKR_STATIC_URL": flickr.staticURL], extraPhotos: photo)
    }

    deinit {
        if server.process.isRunning { _ = server.stop(SIGKILL) }
        try? FileManager.default.removeItem(at: home)
    }

    /// The form token, read from a page as a browser would.
    func csrf() throws -> String {
        try Self.token(in: client.get("/attractions/new").text)
    }

    static func token(in page: String) throws -> String {
        guard let range = page.range(of: #"name="csrf" value="([0-9a-f]+)""#, options: .regularExpression)
        else {
            return ""
        }
        return String(page[range].dropFirst(#"name="csrf" value=""#.count).dropLast())
    }

    func attractions() throws -> [[String: Any]] {
        try client.get("/api/attractions").json() as? [[String: Any]] ?? []
    }
}
