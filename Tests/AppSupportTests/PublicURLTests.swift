import AppSupport
import Platform
import Testing

/// `PublicURL`: what `--public-url` and `public-url` accept, and the one rule for what links
/// handed out are absolute on.
struct PublicURLTests {
    @Test(arguments: [
        ("https://outings.example.org", "https://outings.example.org/join/T"),
        ("https://outings.example.org/", "https://outings.example.org/join/T"),
        ("HTTP://Outings.Example.org:8443/Family/", "http://outings.example.org:8443/Family/join/T"),
        ("http://192.168.1.20:8080", "http://192.168.1.20:8080/join/T"),
        ("http://[fd00::1]:8080/a/b", "http://[fd00::1]:8080/a/b/join/T"),
    ])
    func acceptsHTTPAddressesWithAPortAndAPathPrefix(text: String, link: String) throws {
        #expect(try #require(PublicURL(parsing: text)).link("/join/T") == link)
    }

    @Test(arguments: [
        "", "outings.example.org", "ftp://outings.example.org", "https://", "https://:8080",
        "https://outings.example.org:0", "https://outings.example.org:70000",
        "https://user@outings.example.org",
        "https://outings.example.org/a b", "https://outings.example.org/?x=1",
        "https://outings.example.org/#top",
        "https://outings.example.org/\"><script>", "javascript://x", "https://exa mple.org", "https://[zz]",
        "https://outings.example.org//x",
    ])
    func refusesEverythingElse(text: String) {
        #expect(PublicURL(parsing: text) == nil)
    }

    @Test func theMessageNamesWhereTheValueWasSetAndTheValue() {
        let line = PublicURL.malformed("--public-url", "ftp://x")
        #expect(line.hasPrefix("--public-url must be an http or https address"))
        #expect(line.hasSuffix("not \"ftp://x\""))
        #expect(!line.contains("\n"))
    }

    private func served(
        _ host: String, loopback: Bool = false, everyAddress: Bool = false, request: String?,
        secure: Bool = false
    ) -> PublicURL.Served {
        PublicURL.Served(
            secure: secure, listenHost: host, port: 8080, listensOnLoopback: loopback,
            listensOnEveryAddress: everyAddress, requestHost: request)
    }

    private func base(
        _ served: PublicURL.Served?, configured: String? = nil, machine: [String] = ["192.168.1.20"]
    )
        -> String?
    {
        PublicURL.forLinks(
            configured: configured.flatMap(PublicURL.init(parsing:)), served: served,
            machineAddresses: { machine.compactMap(IPAddress.init) }
        )?.link("/join/T")
    }

    @Test func aConfiguredAddressWinsOverHowTheServerWasReached() {
        #expect(
            base(
                served("0.0.0.0", everyAddress: true, request: "127.0.0.1:8080"),
                configured: "https://o.example")
                == "https://o.example/join/T")
        #expect(base(nil, configured: "https://o.example/f") == "https://o.example/f/join/T")
    }

    @Test func withoutOneTheCLIPrintsAPathAndALoopbackServerTheRequestsHost() {
        #expect(base(nil) == nil)
        #expect(
            base(served("127.0.0.1", loopback: true, request: "localhost:8080"))
                == "http://localhost:8080/join/T")
        #expect(
            base(served("127.0.0.1", loopback: true, request: nil, secure: true))
                == "https://127.0.0.1:8080/join/T")
    }

    @Test func beyondLoopbackLinksNeverUseALoopbackAddress() {
        // One address: that address, however the page was asked for.
        #expect(base(served("192.168.1.5", request: "192.168.1.5:8080")) == "http://192.168.1.5:8080/join/T")
        // Every address: the address the page was asked at, unless that is loopback.
        let every = { (request: String?) in self.served("0.0.0.0", everyAddress: true, request: request) }
        #expect(base(every("192.168.1.9:8080")) == "http://192.168.1.9:8080/join/T")
        #expect(base(every("127.0.0.1:8080")) == "http://192.168.1.20:8080/join/T")
        #expect(base(every("localhost:8080")) == "http://192.168.1.20:8080/join/T")
        #expect(base(every("[::1]:8080")) == "http://192.168.1.20:8080/join/T")
        #expect(base(every("[::1]:8080"), machine: ["fd00::7"]) == "http://[fd00::7]:8080/join/T")
        // A machine with no other address: the request's own, the only one there is.
        #expect(base(every("127.0.0.1:8080"), machine: []) == "http://127.0.0.1:8080/join/T")
    }
}
