import Foundation
import TestSupport
import Testing

/// A guide served beyond loopback without TLS that loses its last member while served (here by
/// `outings transfer --replace` from a guide without members, run in another process) closes:
/// every route answers 503 with a page that says why and what to do, but the stylesheet that
/// page uses; with a member again it serves as before. On loopback the same guide stays open to
/// its household, as it was at start-up.
@Suite struct WebClosedGuideTests {
    private static let attraction = "6f1d2c3a-0001-4d6b-9a51-0a1f2e3d4c01"

    /// Every kind of route: pages, forms, the API, images, the icon, sign-in and joining.
    private static let routes: [(method: String, path: String)] = [
        ("GET", "/"), ("GET", "/attractions"), ("GET", "/attractions/\(attraction)"), ("GET", "/recents"),
        ("GET", "/places/\(WebGuide.paris)"), ("GET", "/photos/\(WebGuide.eiffel)"),
        ("GET", "/images/\(WebGuide.eiffel)/large"), ("GET", "/placeholder/large"), ("GET", "/favicon.svg"),
        ("GET", "/sign-in"), ("GET", "/join/token"), ("POST", "/attractions/new"),
        ("GET", "/api/attractions"), ("GET", "/api/attractions/\(attraction)"), ("GET", "/api/places"),
        ("GET", "/api/export?format=csv"), ("POST", "/api/attractions"),
        ("DELETE", "/api/attractions/\(attraction)"),
    ]

    @Test(arguments: [("0.0.0.0:0", true), ("127.0.0.1:0", false)])
    func aGuideThatLosesItsMembersWhileServedBeyondLoopbackCloses(listen: String, closes: Bool) throws {
        let home = try WebServerProcess.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = "sqlite:" + home.appendingPathComponent("guide.sqlite").path
        let empty = "sqlite:" + home.appendingPathComponent("empty.sqlite").path
        for (target, extra) in [(store, [] as [String]), (empty, [])] {
            #expect(try WebServerProcess.cli(["--store", target, "demo"] + extra, home: home) == 0)
        }
        try addMember("ada", store: store, home: home)
        let server = try WebServerProcess(["--store", store, "--listen", listen], home: home)
        let client = server.client
        #expect(try client.get("/").status == 303)

        // The last member goes, from another process, while the server serves (as the owner
        // asked for it: a replace that drops every owner needs --drop-members).
        let transfer = try WebServerProcess.cliOutput(
            ["transfer", "--from", empty, "--to", store, "--replace", "--drop-members"], home: home)
        #expect(transfer.status == 0)
        let members = try WebServerProcess.cliOutput(
            ["--store", store, "members", "list", "--json"], home: home)
        #expect((try JSONSerialization.jsonObject(with: members.stdout) as? [Any])?.isEmpty == true)

        for route in Self.routes {
            let answer = try send(route, to: client)
            let label = "\(route.method) \(route.path)"
            guard closes else {
                #expect(answer.status != 503, "\(label)")
                continue
            }
            #expect(answer.status == 503, "\(label): \(answer.status)")
            if route.path.hasPrefix("/api/") {
                #expect(answer.headers["content-type"] == "application/json", "\(label)")
                let error = (try? answer.json() as? [String: String])?["error"] ?? ""
                #expect(
                    error.hasPrefix("this guide is closed: it has no members"), "\(label): \(answer.text)")
            } else {
                #expect(answer.headers["content-type"] == "text/html; charset=utf-8", "\(label)")
                #expect(answer.text.contains("<h1>This guide is closed for now</h1>"), "\(label)")
                #expect(answer.text.contains("outings members add NAME"), "\(label)")
                // Nothing of the guide: no attraction, no photo.
                #expect(!answer.text.contains("Eiffel") && !answer.text.contains("City Park"), "\(label)")
            }
        }
        // The closed page's stylesheet is still served.
        let style = try client.get("/style.css")
        #expect(style.status == 200)
        #expect(style.headers["content-type"]?.hasPrefix("text/css") == true)
        // Nothing was changed through a closed guide: no Zoo added, nothing removed. (On loopback
        // the household's API add and remove went through; the form without its token did not.)
        let list = try WebServerProcess.cliOutput(
            ["--store", store, "attractions", "list", "--json"], home: home)
        let attractions = try JSONSerialization.jsonObject(with: list.stdout) as? [[String: Any]] ?? []
        #expect(
            attractions.compactMap { $0["name"] as? String }.filter { $0 == "Zoo" }.count == (closes ? 0 : 1))
        #expect(attractions.contains { $0["id"] as? String == Self.attraction } == closes)

        // A member again: served as any guide with members is, at once.
        try addMember("bob", store: store, home: home)
        let page = try client.get("/")
        #expect(page.status == 303)
        #expect(page.headers["location"]?.hasPrefix("/sign-in") == true)
        #expect(try client.get("/api/attractions").status == 401)
        #expect(try client.get("/sign-in").status == 200)
    }

    private func addMember(_ name: String, store: String, home: URL) throws {
        let added = try WebServerProcess.cliOutput(
            ["--store", store, "members", "add", name, "--password-stdin"], home: home,
            stdin: WebGuide.password + "\n")
        #expect(added.status == 0)
    }

    private func send(_ route: (method: String, path: String), to client: RawHTTPClient) throws
        -> RawHTTPClient.Response
    {
        switch (route.method, route.path.hasPrefix("/api/")) {
        case ("GET", _): return try client.get(route.path)
        case ("DELETE", _): return try client.send("DELETE", route.path)
        case (_, true): return try client.json(route.method, route.path, ["name": "Zoo"])
        default: return try client.form(route.path, [("name", "Zoo")])
        }
    }
}
