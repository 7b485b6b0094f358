import Platform
import Testing

/// Addresses compared as addresses: one address in any spelling, IPv4 mapped into IPv6 as IPv4.
struct IPAddressTests {
    @Test(arguments: [
        ("127.0.0.1", "::ffff:127.0.0.1"),
        ("192.0.2.7", "::ffff:c000:207"),
        ("::1", "0:0:0:0:0:0:0:1"),
        ("2001:db8::1", "2001:DB8:0:0::1"),
    ])
    func oneAddressInTwoSpellingsIsOne(one: String, other: String) throws {
        #expect(try #require(IPAddress(one)) == #require(IPAddress(other)))
    }

    @Test(arguments: [("127.0.0.1", "127.0.0.2"), ("::1", "::ffff:0.0.0.1"), ("::1", "0.0.0.1")])
    func differentAddressesDiffer(one: String, other: String) throws {
        #expect(try #require(IPAddress(one)) != #require(IPAddress(other)))
    }

    @Test(arguments: [
        ("127.0.0.1", "127.0.0.1"), ("::FFFF:10.0.0.1", "10.0.0.1"), ("2001:DB8:0:0::1", "2001:db8::1"),
        ("::1", "::1"),
    ])
    func isWrittenInItsShortestForm(text: String, written: String) {
        #expect(IPAddress(text)?.description == written)
    }

    @Test(arguments: [
        "", "localhost", "127.0.0.1:80", "[::1]", "::1%eth0", "10.0.0.0/8", "1.2.3", "01.2.3.4", "256.0.0.1",
        " 127.0.0.1", "127.0.0.1\u{0}x", "1.2.3.4,5.6.7.8",
    ])
    func onlyAnAddressIsOne(text: String) {
        #expect(IPAddress(text) == nil)
    }
}
