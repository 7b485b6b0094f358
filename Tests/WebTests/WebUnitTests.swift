import Foundation
import Testing

@testable import OutingsWebApp

/// The web layer's pure pieces: escaping, path segments, listen addresses, form bodies, tokens.
struct WebUnitTests {
    @Test func textEscapesMarkupQuotesAndControlCharacters() {
        #expect(HTML.text(#"<a href="x">'&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
        #expect(HTML.text("a\u{1B}[2Jb\nc\td\u{7F}") == "a\u{FFFD}[2Jb\nc\td\u{FFFD}")
        // C1 controls and the bidi embeddings, overrides and isolates too, as in the CLI.
        #expect(
            HTML.text("\u{85}\u{9B}x\u{202A}\u{202E}y\u{2066}\u{2069}\r<")
                == "\u{FFFD}\u{FFFD}x\u{FFFD}\u{FFFD}y\u{FFFD}\u{FFFD}\u{FFFD}&lt;")
    }

    @Test func pathSegmentsCannotAddSegmentsQueriesOrClimb() {
        #expect(HTML.pathSegment("53300744203") == "53300744203")
        #expect(HTML.pathSegment("a/b?c#d e") == "a%2Fb%3Fc%23d%20e")
        #expect(HTML.pathSegment("..") == "%2E%2E")
        #expect(HTML.pathSegment(".") == "%2E")
        #expect(HTML.pathSegment("é") == "%C3%A9")
    }

    @Test func onlyHTTPURLsBecomeLinks() {
        #expect(HTML.externalURL("https://www.flickr.com/photos/1@N01/2") != nil)
        #expect(HTML.externalURL("javascript:alert(1)") == nil)
        #expect(HTML.externalURL("data:text/html,x") == nil)
        #expect(HTML.externalURL("https://x.example/ y") == nil)
        #expect(HTML.externalURL(nil) == nil)
    }

    @Test func listenAddressesParseIPv4IPv6AndNames() throws {
        #expect(try ListenAddress.parse("127.0.0.1:0") == ListenAddress(host: "127.0.0.1", port: 0))
        let six = try ListenAddress.parse("[::1]:8080")
        #expect(six.host == "::1" && six.hostForURL == "[::1]" && six.isLoopback)
        #expect(try ListenAddress.parse("localhost:1").isLoopback)
        #expect(try ListenAddress.parse("0.0.0.0:80").isWildcard)
        #expect(try !ListenAddress.parse("192.168.1.2:80").isLoopback)
        for bad in ["", "8080", "::1:80", "host:", "host:65536", "a b:1", "[x]:1", "höst:1"] {
            #expect(throws: WebFailure.self, "\(bad)") { try ListenAddress.parse(bad) }
        }
    }

    @Test func ipLiteralsAreRecognizedAndNamesAreNot() {
        #expect(ListenAddress.isIPLiteral("127.0.0.1"))
        #expect(ListenAddress.isIPLiteral("[::1]"))
        #expect(!ListenAddress.isIPLiteral("evil.example"))
        #expect(!ListenAddress.isIPLiteral("1.2.3.4.evil.example"))
    }

    @Test func formBodiesDecodeAndTurnCRLFIntoLF() {
        let form = FormBody(Data("a=1+2%26&b=x%0D%0Ay&a=second&empty=&bad=%ZZ".utf8))
        #expect(form["a"] == "1 2&")
        #expect(form["b"] == "x\ny")
        #expect(form["empty"] == "")
        #expect(form["missing"] == nil)
    }

    @Test func tokensAreRandomAndMatchOnlyThemselves() {
        let token = CSRFToken()
        #expect(token.value.count == 64)
        #expect(token.matches(token.value))
        #expect(!token.matches(nil))
        #expect(!token.matches(""))
        #expect(!token.matches(CSRFToken().value))
        #expect(!token.matches(String(token.value.dropLast()) + "x"))
    }

    @Test func optionsParseAndRefuseUnknownOnes() throws {
        let options = try WebOptions.parse(["--store=memory:", "--listen", "[::1]:0"])
        #expect(options.store == "memory:")
        #expect(options.listen == ListenAddress(host: "::1", port: 0))
        #expect(try WebOptions.parse([]).listen == .default)
        #expect(throws: WebFailure.self) { try WebOptions.parse(["--port", "1"]) }
        #expect(throws: WebFailure.self) { try WebOptions.parse(["--listen"]) }
    }

    @Test(arguments: [([String](), 10), (["--idle-timeout", "1"], 1), (["--idle-timeout=3600"], 3600)])
    func theIdleTimeoutIsTenSecondsUnlessGiven(arguments: [String], seconds: Int) throws {
        #expect(try WebOptions.parse(arguments).idleTimeout == seconds)
    }

    @Test(arguments: ["0", "3601", "-5", "1.5", "ten", ""])
    func anIdleTimeoutOutOfRangeIsAUsageError(value: String) {
        #expect(
            throws: WebFailure(
                64, "--idle-timeout must be a whole number of seconds from 1 to 3600, not \"\(value)\"")
        ) {
            try WebOptions.parse(["--idle-timeout", value])
        }
    }

    @Test(arguments: [
        ([String](), 10, 128), (["--request-timeout", "1", "--max-connections-per-client=1000"], 1, 1000),
    ])
    func theLimitsHaveDefaultsAndCanBeSet(arguments: [String], seconds: Int, connections: Int) throws {
        let options = try WebOptions.parse(arguments)
        #expect(options.requestTimeout == seconds)
        #expect(options.connectionsPerClient == connections)
    }

    @Test(arguments: [
        ("--request-timeout", "0", "seconds from 1 to 3600"),
        ("--request-timeout", "3601", "seconds from 1 to 3600"),
        ("--request-timeout", "1.5", "seconds from 1 to 3600"),
        ("--max-connections-per-client", "0", "connections from 1 to 1000"),
        ("--max-connections-per-client", "1001", "connections from 1 to 1000"),
        ("--max-connections-per-client", "many", "connections from 1 to 1000"),
    ])
    func limitsOutOfRangeAreUsageErrors(option: String, value: String, range: String) {
        #expect(throws: WebFailure(64, "\(option) must be a whole number of \(range), not \"\(value)\"")) {
            try WebOptions.parse([option, value])
        }
    }
}
