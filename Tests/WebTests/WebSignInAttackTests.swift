import Foundation
import Testing

/// Sign-in as an attacker tries it: where `next` may send a member, what a name, a cookie or a
/// Bearer value may do to the answer, methods other than GET and POST, oversized passwords, and
/// a throttle that changing the name's case cannot get round.
@Suite(.serialized)
struct WebSignInAttackTests {
    /// Every one of these, given as `next` in the form, sends the member to "/" and nowhere else.
    static let hostileTargets = [
        "//evil.example/", "/\\evil.example", "\\\\evil.example", "\\/evil.example", "https://evil.example/",
        "https:evil.example", "javascript:alert(1)", " //evil.example", "/\t/evil.example",
        "/\r\nSet-Cookie: planted=1", "/\nLocation: //evil.example", "/\u{0}//evil.example", "evil",
    ]

    @Test func nextNeverLeavesThisServerNorSplitsTheAnswer() throws {
        let guide = try WebGuide(members: WebGuide.household)
        for hostile in Self.hostileTargets {
            let answer = try guide.signIn("vic", next: hostile)
            #expect(answer.status == 303, "\(hostile.debugDescription)")
            #expect(answer.headers["location"] == "/", "\(hostile.debugDescription)")
            #expect(answer.headers["planted"] == nil)
        }
        // Spaces and what is not ASCII (a C1 control, a line separator) go out percent-encoded.
        for (typed, sent) in [
            ("/caf\u{E9} d\u{E9}", "/caf%C3%A9%20d%C3%A9"), ("/\u{85}x", "/%C2%85x"),
            ("/\u{2028}x", "/%E2%80%A8x"),
            ("/\"x\"", "/%22x%22"),
        ] {
            let answer = try guide.signIn("vic", next: typed)
            #expect(answer.headers["location"] == sent, "\(typed.debugDescription)")
        }
        // Encoded once: a path on this server, sent as it was written (never decoded again).
        #expect(
            try guide.signIn("vic", next: "/%2F%2Fevil.example").headers["location"] == "/%2F%2Fevil.example")
    }

    @Test func anEncodedNextInTheLinkBecomesSlashInTheForm() throws {
        let guide = try WebGuide(members: WebGuide.household)
        for query in [
            "%2F%2Fevil.example", "%2F%5Cevil.example", "%5C%5Cevil.example", "%2F%0D%0ASet-Cookie:x=1",
        ] {
            let page = try guide.client.get("/sign-in?next=\(query)").text
            #expect(page.contains(#"name="next" value="/">"#), "\(query)")
        }
        let kept = try guide.client.get("/sign-in?next=%2Fplaces%3Fpage%3D2").text
        #expect(kept.contains(#"name="next" value="/places?page=2">"#))
    }

    @Test func aNameWithLineBreaksAddsNoHeaderAndIsShownEscaped() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let answer = try guide.signIn("vic\r\nSet-Cookie: planted=1\r\n\r\n<script>x</script>")
        #expect(answer.status == 401)
        #expect(answer.headers["set-cookie"] == nil)
        #expect(!answer.text.contains("<script>x"))
        #expect(!guide.server.stderr.contains("\r\nSet-Cookie"))
        // A name as long as a body may be is refused as any other.
        #expect(try guide.signIn(String(repeating: "v", count: 500_000)).status == 401)
    }

    @Test func oddOrSeveralSessionCookiesSignNobodyIn() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let valid = try guide.cookie("vic")
        let token = String(valid.dropFirst("outings-session=".count))
        for odd in [
            "outings-session=\"\(token)\"", "outings-session=\(token)x", "outings-session=%00",
            "outings-session=;;;", "outings-session=" + String(repeating: "a", count: 4000),
            "outings-session=é", "Outings-Session=\(token)",
            // A second cookie of the same name (planted for a narrower path or from a sibling
            // host, which the browser sends first): which one is meant cannot be told.
            "outings-session=\(token); outings-session=junk",
            "outings-session=junk; outings-session=\(token)",
        ] {
            let answer = try guide.client.get("/", headers: ["Cookie": odd])
            #expect(answer.status == 303, "\(odd.prefix(80))")
        }
        // The same value twice is still that one session.
        #expect(try guide.client.get("/", headers: ["Cookie": "\(valid); \(valid)"]).status == 200)
        #expect(try guide.client.get("/", headers: ["Cookie": "theme=dark; \(valid)"]).status == 200)
    }

    @Test func aJunkBearerIs401AndNeverFallsBackToTheCookie() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let cookie = try guide.cookie("vic")
        for value in [
            "Bearer", "Bearer ", "Bearer a b", "Bearer " + String(repeating: "x", count: 6000),
            "Basic dmljOng=",
            "Bearer ../../etc/passwd",
        ] {
            let answer = try guide.client.get("/api/places", headers: ["Authorization": value])
            #expect(answer.status == 401, "\(value.prefix(40))")
            #expect((try? answer.json() as? [String: Any])?["error"] is String)
        }
        let both = try guide.client.get(
            "/api/places", headers: ["Authorization": "Bearer junk", "Cookie": cookie])
        #expect(both.status == 401)
        // A session's token is no API token, and an API token no session.
        let session = String(cookie.dropFirst("outings-session=".count))
        #expect(
            try guide.client.get("/api/places", headers: ["Authorization": "Bearer \(session)"]).status == 401
        )
        let apiToken = try guide.apiToken("vic")
        #expect(try guide.client.get("/", headers: ["Cookie": "outings-session=\(apiToken)"]).status == 303)
        #expect(
            try guide.client.get("/api/places", headers: ["Authorization": "Bearer \(apiToken)"]).status
                == 200)
    }

    @Test func theFormTokenInAHeaderOpensNoFormAndChangesNothingOnGET() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let cookie = try guide.cookie("vic")
        let token = try guide.csrf(cookie: cookie)
        let viaHeader = try guide.client.form(
            "/recents/clear", [], headers: ["Cookie": cookie, "X-CSRF-Token": token])
        #expect(viaHeader.status == 403)
        let read = try guide.client.get("/api/places", headers: ["Cookie": cookie, "X-CSRF-Token": "junk"])
        #expect(read.status == 200)
        // Another session's token in the header of an API write is refused.
        let other = try guide.csrf(cookie: guide.cookie("vic"))
        let crossed = try guide.client.json(
            "POST", "/api/recents", ["id": WebGuide.eiffel],
            headers: ["Cookie": cookie, "X-CSRF-Token": other])
        #expect(crossed.status == 403)
    }

    @Test func headAndOptionsOnProtectedRoutesServeNothingSignedOut() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let page = try guide.client.send("HEAD", "/places/\(WebGuide.paris)")
        #expect(page.status == 303)
        #expect(page.headers["location"]?.hasPrefix("/sign-in?next=") == true)
        #expect(try guide.client.send("HEAD", "/api/places").status == 401)
        let viewer = try guide.client.send("HEAD", "/", headers: ["Cookie": try guide.cookie("vic")])
        #expect(viewer.status == 200)
        for path in ["/", "/api/attractions", "/attractions/new", "/recents"] {
            let options = try guide.client.send("OPTIONS", path)
            #expect([303, 401, 405].contains(options.status), "OPTIONS \(path)")
            #expect(!options.text.contains("Eiffel"))
        }
    }

    @Test func aPasswordOver1024BytesIsRefusedLikeAnyWrongOne() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let long = WebGuide.password + String(repeating: "é", count: 600)
        for name in ["vic", "nobody"] {
            let answer = try guide.signIn(name, password: long)
            #expect(answer.status == 401)
            #expect(answer.text.contains("that name and password do not match a member"))
        }
        let set = try WebServerProcess.cliOutput(
            ["--store", "sqlite:\(guide.storePath)", "members", "password", "vic", "--password-stdin"],
            home: guide.home, stdin: long + "\n")
        #expect(set.status == 65)
        #expect(try guide.signIn("vic").status == 303)
    }

    @Test func changingTheCaseOfTheNameDoesNotEscapeTheThrottle() throws {
        let guide = try WebGuide(members: WebGuide.household)
        for name in ["VIC", "Vic", "vIc", "viC", "vic"] {
            #expect(try guide.signIn(name, password: "wrong password", from: "127.0.0.4").status == 401)
        }
        // The address is held up whatever name it tries next...
        #expect(try guide.signIn("ADA", from: "127.0.0.4").status == 429)
        // ...and the name, in any case, from anywhere.
        #expect(try guide.signIn("ViC", from: "127.0.0.5").status == 429)
    }

    /// Tries sent at once are counted one after the other: a burst gets the free tries and no more.
    @Test func triesSentAtOnceGetOnlyTheFreeTries() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let statuses = Failures()
        DispatchQueue.concurrentPerform(iterations: 12) { _ in
            let status = (try? guide.signIn("vic", password: "wrong password", from: "127.0.0.7").status) ?? 0
            statuses.add(String(status))
        }
        #expect(statuses.all.filter { $0 == "401" }.count == 5, "\(statuses.all.sorted())")
        #expect(statuses.all.filter { $0 == "429" }.count == 7, "\(statuses.all.sorted())")
    }

    /// The address counted is the connection's: a forwarding header a client writes itself is
    /// not believed.
    @Test func aForwardedForHeaderDoesNotChangeTheAddressCounted() throws {
        let guide = try WebGuide(members: WebGuide.household)
        var client = guide.client
        client.source = "127.0.0.6"
        let token = try WebGuide.token(in: client.get("/sign-in").text)
        for index in 0..<5 {
            let answer = try client.form(
                "/sign-in", [("csrf", token), ("name", "guess\(index)"), ("password", "wrong password")],
                headers: ["X-Forwarded-For": "198.51.100.\(index)", "X-Real-IP": "198.51.100.\(index)"])
            #expect(answer.status == 401)
        }
        let next = try client.form(
            "/sign-in", [("csrf", token), ("name", "vic"), ("password", WebGuide.password)],
            headers: ["X-Forwarded-For": "203.0.113.9"])
        #expect(next.status == 429)
    }
}
