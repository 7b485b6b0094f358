import Foundation
import Testing

/// Escaping, CSRF, Origin, Host (DNS rebinding), media types, body limits and slow clients.
@Suite(.serialized) struct WebSafetyTests {
    @Test func hostileTitlesShowAsTextOnEveryPage() throws {
        let guide = try WebGuide()
        _ = try guide.client.navigate("/photos/xss1")
        _ = try guide.client.navigate("/photos/xss2")
        let added = try guide.client.json(
            "POST", "/api/attractions",
            [
                "name": WebGuide.attributeTitle, "type": WebGuide.scriptTitle,
                "description": "</textarea><script>x</script>",
                "website": "https://x.example/\"><script>",
            ])
        #expect(added.status == 201)
        let id = try #require((try added.json() as? [String: Any])?["id"] as? String)
        for path in [
            "/places/\(WebGuide.paris)", "/photos/xss1", "/photos/xss2", "/recents", "/attractions",
            "/attractions/\(id)", "/attractions/\(id)/edit", "/attractions/\(id)/remove",
        ] {
            let page = try guide.client.get(path).text
            #expect(!page.contains("<script"), "\(path)")
            #expect(!page.contains("<img src=x"), "\(path)")
            #expect(!page.contains("<b>owner"), "\(path)")
            #expect(!page.contains("<i>sub"), "\(path)")
            #expect(!page.contains("</textarea><"), "\(path)")
        }
        let photo = try guide.client.get("/photos/xss1").text
        #expect(photo.contains("<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>"))
        #expect(photo.contains("alt=\"&lt;script&gt;alert(1)&lt;/script&gt; by &lt;b&gt;owner&lt;/b&gt;\""))
        #expect(photo.contains("&lt;b&gt;owner&lt;/b&gt;"))
        let attribute = try guide.client.get("/photos/xss2").text
        #expect(attribute.contains("alt=\"&quot;&gt;&lt;img src=x onerror=alert(1)&gt; by 1@N01\""))
        // JSON keeps the exact text.
        let json = try guide.client.get("/api/photos/xss1").json() as? [String: Any]
        #expect(json?["title"] as? String == WebGuide.scriptTitle)
    }

    @Test func formsNeedTheServersToken() throws {
        let guide = try WebGuide()
        let before = try guide.attractions()
        let id = try #require(before.first?["id"] as? String)
        for token in ["", "0000", String(repeating: "a", count: 64)] {
            let response = try guide.client.form("/attractions/\(id)/remove", [("csrf", token)])
            #expect(response.status == 403)
            #expect(response.text.contains("<h1>"))
        }
        let moved = try guide.client.form("/attractions/\(id)/move", [("position", "2")])
        #expect(moved.status == 403)
        #expect(try guide.attractions().map { $0["id"] as? String } == before.map { $0["id"] as? String })
        // Another server's token (a new token each start) is refused too.
        let other = try WebServerProcess(["--store", "memory:"])
        let otherToken = try #require(try? WebGuide.token(in: other.client.get("/attractions/new").text))
        #expect(try guide.client.form("/attractions/\(id)/remove", [("csrf", otherToken)]).status == 403)
        #expect(
            try guide.client.form("/attractions/\(id)/remove", [("csrf", try guide.csrf())]).status == 303)
    }

    @Test func crossOriginRequestsAreRefused() throws {
        let guide = try WebGuide()
        let token = try guide.csrf()
        let id = try #require(try guide.attractions().first?["id"] as? String)
        let evil = ["Origin": "http://evil.example"]
        #expect(
            try guide.client.form("/attractions/\(id)/remove", [("csrf", token)], headers: evil).status == 403
        )
        #expect(try guide.client.json("POST", "/api/attractions", ["name": "x"], headers: evil).status == 403)
        #expect(try guide.client.send("DELETE", "/api/attractions/\(id)", headers: evil).status == 403)
        #expect(try guide.client.get("/api/places", headers: evil).status == 403)
        #expect(try guide.client.get("/api/places", headers: ["Origin": "null"]).status == 403)
        #expect(
            try guide.client.json(
                "POST", "/api/attractions", ["name": "x"], headers: ["Sec-Fetch-Site": "cross-site"]
            ).status == 403)
        #expect(try guide.attractions().count == 12)
        let same = ["Origin": "http://127.0.0.1:\(guide.server.port)"]
        #expect(try guide.client.json("POST", "/api/attractions", ["name": "x"], headers: same).status == 201)
    }

    @Test func onlyTheListenAddressAndLocalhostAreAcceptedAsHost() throws {
        let guide = try WebGuide()
        let port = guide.server.port
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)"] {
            #expect(try guide.client.send("GET", "/", host: host).status == 200, "\(host)")
        }
        for host in [
            "evil.example:\(port)", "evil.example", "127.0.0.1", "localhost:1",
            "127.0.0.1.evil.example:\(port)", "",
        ] {
            let response = try guide.client.send(
                "GET", "/api/places", headers: host.isEmpty ? [:] : ["Host": host],
                host: host.isEmpty ? "" : nil)
            #expect(response.status == 400, "\(host)")
            #expect(!response.text.contains("Paris"), "\(host)")
        }
    }

    @Test func changesNeedPOSTAndTheRightMediaType() throws {
        let guide = try WebGuide()
        let id = try #require(try guide.attractions().first?["id"] as? String)
        #expect(try guide.client.get("/attractions/\(id)/move").status == 405)
        let remove = try guide.client.send(
            "POST", "/attractions/\(id)/remove", headers: ["Content-Type": "text/plain"],
            body: Data("csrf=\(try guide.csrf())".utf8))
        #expect(remove.status == 415)
        #expect(
            try guide.client.json(
                "PUT", "/api/attractions/\(id)", ["name": "x"], headers: ["Content-Type": "text/plain"]
            ).status == 415)
        #expect(try guide.attractions().count == 12)
    }

    @Test func aBodyOverOneMegabyteIs413EvenWithoutContentLength() throws {
        let guide = try WebGuide()
        let socket = try RawHTTPClient.connect(port: guide.server.port)
        defer { close(socket) }
        let head =
            "POST /api/attractions HTTP/1.1\r\nHost: 127.0.0.1:\(guide.server.port)\r\n"
            + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
        try RawHTTPClient.write(socket, Data(head.utf8))
        let chunk = Data("10000\r\n".utf8) + Data(repeating: 0x20, count: 0x10000) + Data("\r\n".utf8)
        for _ in 0..<17 { try? RawHTTPClient.write(socket, chunk) }
        try? RawHTTPClient.write(socket, Data("0\r\n\r\n".utf8))
        let response = try RawHTTPClient.parse(RawHTTPClient.readAll(socket))
        #expect(response.status == 413)
    }

    @Test func idleClientsTimeOutAndDoNotBlockOthers() throws {
        let guide = try WebGuide(arguments: ["--idle-timeout", "2"])
        // More idle connections than worker threads: requests still go through.
        let idle = try (0..<32).map { _ in try RawHTTPClient.connect(port: guide.server.port) }
        defer {
            for socket in idle { close(socket) }
        }
        for socket in idle { try RawHTTPClient.write(socket, Data("GET / HTTP/1.1\r\nHost: 127".utf8)) }
        let started = Date()
        #expect(try guide.client.get("/api/places").status == 200)
        #expect(Date().timeIntervalSince(started) < 2)
        // The server closes them once they have been idle for the timeout.
        for socket in idle { #expect(RawHTTPClient.waitForClose(socket, within: 30)) }
        #expect(Date().timeIntervalSince(started) >= 1)
    }
}
