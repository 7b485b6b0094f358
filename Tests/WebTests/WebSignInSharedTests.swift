import Foundation
import TestSupport
import Testing

/// Sign-in beyond one browser and one server: the household of a guide without members, each
/// member's own recents in the pages, and the throttle shared by two servers on one PostgreSQL
/// database and kept across a restart.
@Suite(.serialized)
struct WebSignInSharedTests {
    @Test func aGuideWithoutMembersOnLoopbackNeedsNoSignIn() throws {
        let guide = try WebGuide()
        let home = try guide.client.get("/")
        #expect(home.status == 200)
        #expect(!home.text.contains(#"action="/sign-out""#))
        #expect(try guide.client.get("/api/places").status == 200)
        #expect(try guide.client.get("/attractions/new").status == 200)
        let cleared = try guide.client.form("/recents/clear", [("csrf", guide.csrf())])
        #expect(cleared.status == 303)
        #expect(cleared.headers["location"]?.hasPrefix("/sign-in") != true)
        #expect(cleared.headers["set-cookie"] == nil)
    }

    @Test func eachSignedInBrowserSeesItsMembersRecents() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let vic = try guide.cookie("vic")
        let eddie = try guide.cookie("eddie")
        let opened = try guide.client.get(
            "/photos/\(WebGuide.eiffel)",
            headers: [
                "Cookie": vic, "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate",
                "Sec-Fetch-Dest": "document",
            ])
        #expect(opened.status == 200)
        let link = "href=\"/photos/\(WebGuide.eiffel)\""
        #expect(try guide.client.get("/recents", headers: ["Cookie": vic]).text.contains(link))
        #expect(try !guide.client.get("/recents", headers: ["Cookie": eddie]).text.contains(link))
    }

    /// A member and a server on `url`, started as a user would.
    private static func server(_ url: String, home: URL) throws -> WebServerProcess {
        try WebServerProcess(["--store", url], home: home)
    }

    private static func signIn(_ server: WebServerProcess, password: String) throws -> Int {
        let token = try WebGuide.token(in: server.client.get("/sign-in").text)
        return try server.client.form(
            "/sign-in", [("csrf", token), ("name", "Vic"), ("password", password)]
        ).status
    }

    @Test func twoServersOnOnePostgreSQLDatabaseShareTheThrottleAndARestartKeepsIt() throws {
        let url = try TestPostgres.freshDatabaseURL()
        let home = try WebServerProcess.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        try WebServerProcess.cliOutput(
            ["--store", url, "members", "add", "vic", "--password-stdin"], home: home,
            stdin: WebGuide.password + "\n")
        let first = try Self.server(url, home: home)
        let second = try Self.server(url, home: home)
        // Five failures split between the two servers: together they reach the limit.
        for server in [first, second, first, second, first] {
            #expect(try Self.signIn(server, password: "wrong password") == 401)
        }
        #expect(try Self.signIn(second, password: WebGuide.password) == 429)
        #expect(try Self.signIn(first, password: WebGuide.password) == 429)
        #expect(first.stop() == 0)
        #expect(second.stop() == 0)
        let restarted = try Self.server(url, home: home)
        #expect(try Self.signIn(restarted, password: WebGuide.password) == 429)
        try WebServerProcess.cliOutput(
            ["--store", url, "members", "unlock", "vic", "--address", "127.0.0.1"], home: home)
        #expect(try Self.signIn(restarted, password: WebGuide.password) == 303)
    }
}
