import Foundation
import HTTPServer
import Platform

/// The reverse proxies whose `X-Forwarded-For` outings-web believes (`--trusted-proxy`, else the
/// configuration file's `trusted-proxy`), and so the client a request stands for when the sign-in
/// throttle counts failures by address. Only a connection from one of them has the header read;
/// from anyone else it is ignored, since any client can send it.
struct TrustedProxies: Equatable, Sendable {
    let addresses: Set<IPAddress>

    static let none = TrustedProxies(addresses: [])

    /// The header a proxy adds the address it saw to, at the right of what the request had.
    static let header = "X-Forwarded-For"

    /// The client of `request`: its connection's peer, or for a peer that is a trusted proxy the
    /// hop `client(peer:forwardedFor:)` picks.
    func client(of request: HTTPRequest) -> String {
        client(peer: request.clientAddress, forwardedFor: request.headerValues(Self.header))
    }

    /// The rule. A peer that is no trusted proxy is the client, whatever the header says. From a
    /// trusted proxy, the header's lines are read as one list in the order sent, and the hops
    /// from the right are walked past those that are themselves trusted proxies: the first that
    /// is not is the client (the proxies to its right wrote it; what lies to its left anyone may
    /// have written). When every hop is trusted, the leftmost is the client. No header, or an
    /// empty one, leaves the peer. A hop that is no address (`unknown`, a name, an address with a
    /// port, an empty one between commas) tells nothing about who is behind it, so the client is
    /// then the peer itself: its failures count with everything else that proxy sends, as
    /// without a trusted proxy, and a client can never pick the address it is counted under.
    func client(peer: String, forwardedFor lines: [String]) -> String {
        guard let peerAddress = IPAddress(peer), addresses.contains(peerAddress) else { return peer }
        let hops = lines.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { $0.trimmingCharacters(in: [" ", "\t"]) }
        guard !(hops.count == 1 && hops[0].isEmpty) else { return peer }
        var leftmost: IPAddress?
        for hop in hops.reversed() {
            guard let address = IPAddress(hop) else { return peer }
            guard addresses.contains(address) else { return address.description }
            leftmost = address
        }
        return leftmost?.description ?? peer
    }
}
