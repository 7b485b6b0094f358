import Platform
import Testing

/// What a server counts one client by: an IPv4 address, an IPv6 /64, a mapped IPv4 as IPv4.
struct ClientNetworkTests {
    @Test(arguments: [
        ("192.0.2.7", "192.0.2.7"),
        ("127.0.0.1", "127.0.0.1"),
        ("2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"),
        ("2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"),
        ("2001:DB8:1:2::9", "2001:db8:1:2::/64"),
        ("2001:db8::1", "2001:db8::/64"),
        ("2001:db8:0:1::1", "2001:db8:0:1::/64"),
        ("::1", "::/64"),
        ("fe80::1234:5678", "fe80::/64"),
        ("::ffff:192.0.2.7", "192.0.2.7"),
        ("::ffff:c000:0207", "192.0.2.7"),
        // Not an address this server gets: kept as it is.
        ("", ""),
        ("fe80::1%eth0", "fe80::1%eth0"),
        ("example.org", "example.org"),
    ])
    func countsTheNetwork(address: String, network: String) {
        #expect(ClientNetwork.of(address) == network)
    }

    @Test func twoAddressesOfOneSlash64AreOneClientAndOfTwoAreTwo() {
        #expect(ClientNetwork.of("2001:db8:a:b::1") == ClientNetwork.of("2001:db8:a:b:9:8:7:6"))
        #expect(ClientNetwork.of("2001:db8:a:b::1") != ClientNetwork.of("2001:db8:a:c::1"))
        #expect(ClientNetwork.of("::ffff:10.0.0.1") != ClientNetwork.of("::ffff:10.0.0.2"))
    }
}
