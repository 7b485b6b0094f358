import HTTPServer
import Platform
import Testing

@testable import OutingsWebApp

/// Which address a request is counted under: the peer, or behind a trusted proxy the rightmost
/// `X-Forwarded-For` hop that is no trusted proxy.
struct TrustedProxiesTests {
    private static let proxies = TrustedProxies(
        addresses: Set(["127.0.0.1", "10.0.0.2", "2001:db8::1"].compactMap(IPAddress.init)))

    @Test(
        arguments: [
            // Not from a trusted proxy: the header is ignored.
            ("192.0.2.1", ["203.0.113.5"], "192.0.2.1"),
            ("127.0.0.2", ["203.0.113.5"], "127.0.0.2"),
            ("", ["203.0.113.5"], ""),
            // From one: the rightmost hop that is no trusted proxy.
            ("127.0.0.1", ["203.0.113.5"], "203.0.113.5"),
            ("127.0.0.1", ["198.51.100.1, 203.0.113.5"], "203.0.113.5"),
            ("127.0.0.1", ["198.51.100.1, 203.0.113.5, 10.0.0.2"], "203.0.113.5"),
            ("127.0.0.1", [" 203.0.113.5\t,10.0.0.2 "], "203.0.113.5"),
            // Every line, in the order sent: the client's own line comes first.
            ("127.0.0.1", ["198.51.100.1", "203.0.113.5"], "203.0.113.5"),
            ("127.0.0.1", ["198.51.100.1, 203.0.113.5", "10.0.0.2"], "203.0.113.5"),
            // Every hop trusted: the leftmost.
            ("127.0.0.1", ["10.0.0.2, 127.0.0.1"], "10.0.0.2"),
            // Compared as addresses: mapped IPv4 is IPv4, IPv6 in any spelling.
            ("::ffff:127.0.0.1", ["203.0.113.5"], "203.0.113.5"),
            ("127.0.0.1", ["203.0.113.5, ::ffff:10.0.0.2"], "203.0.113.5"),
            ("127.0.0.1", ["::ffff:203.0.113.5"], "203.0.113.5"),
            ("2001:DB8:0::1", ["2001:db8::5"], "2001:db8::5"),
            ("127.0.0.1", ["2001:DB8:0:0::5"], "2001:db8::5"),
            // No header, or nothing in it: the proxy itself.
            ("127.0.0.1", [], "127.0.0.1"),
            ("127.0.0.1", [""], "127.0.0.1"),
            // A hop reached that is no address names no one: the proxy itself.
            ("127.0.0.1", ["203.0.113.5, unknown"], "127.0.0.1"),
            ("127.0.0.1", ["203.0.113.5:1234"], "127.0.0.1"),
            ("127.0.0.1", ["[2001:db8::5]"], "127.0.0.1"),
            ("127.0.0.1", ["203.0.113.5,,10.0.0.2"], "127.0.0.1"),
            ("127.0.0.1", ["example.org"], "127.0.0.1"),
            // What lies left of the client is never read, well formed or not.
            ("127.0.0.1", ["garbage, 203.0.113.5"], "203.0.113.5"),
        ] as [(String, [String], String)])
    func theClientIsTheRightmostHopThatIsNoTrustedProxy(peer: String, lines: [String], client: String) {
        #expect(Self.proxies.client(peer: peer, forwardedFor: lines) == client)
    }

    @Test func withoutTrustedProxiesTheHeaderIsNeverRead() {
        #expect(TrustedProxies.none.client(peer: "127.0.0.1", forwardedFor: ["203.0.113.5"]) == "127.0.0.1")
    }

    @Test func aRequestsHeaderLinesAreReadInOrder() {
        let request = HTTPRequest(
            method: "POST", path: "/sign-in",
            headerFields: [
                ("x-forwarded-for", "203.0.113.6"), ("host", "h"), ("X-Forwarded-For", "203.0.113.5"),
            ],
            clientAddress: "127.0.0.1")
        #expect(Self.proxies.client(of: request) == "203.0.113.5")
    }
}
