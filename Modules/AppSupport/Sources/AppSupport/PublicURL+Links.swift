import Platform

extension PublicURL {
    /// Where a web server is reached, as far as it knows: how it was asked (`requestHost`, the
    /// Host header it accepted) and where it listens.
    public struct Served: Sendable {
        public var secure: Bool
        /// The listen address as a URL names it (IPv6 in brackets).
        public var listenHost: String
        public var port: UInt16
        public var listensOnLoopback: Bool
        public var listensOnEveryAddress: Bool
        public var requestHost: String?

        public init(
            secure: Bool, listenHost: String, port: UInt16, listensOnLoopback: Bool,
            listensOnEveryAddress: Bool, requestHost: String?
        ) {
            self.secure = secure
            self.listenHost = listenHost
            self.port = port
            self.listensOnLoopback = listensOnLoopback
            self.listensOnEveryAddress = listensOnEveryAddress
            self.requestHost = requestHost
        }
    }

    /// The address links handed out are absolute on, the one rule for every app: the public URL
    /// when one is set; else, for a server, the address it is reached at that someone else can
    /// open too: on loopback the request's Host; on one address that address; on every address
    /// the request's Host unless it is loopback, then this machine's first address
    /// (`machineAddresses`). nil (the CLI without a public URL): links are paths.
    public static func forLinks(
        configured: PublicURL?, served: Served?,
        machineAddresses: () -> [IPAddress] = MachineAddresses.current
    ) -> PublicURL? {
        if let configured { return configured }
        guard let served else { return nil }
        let scheme = served.secure ? "https://" : "http://"
        let listened = scheme + served.listenHost + ":" + String(served.port)
        if served.listensOnLoopback {
            return PublicURL(parsing: served.requestHost.map { scheme + $0 } ?? listened)
        }
        guard served.listensOnEveryAddress else { return PublicURL(parsing: listened) }
        if let host = served.requestHost, !isLoopback(host: host) {
            return PublicURL(parsing: scheme + host)
        }
        guard let address = machineAddresses().first else {
            return PublicURL(parsing: served.requestHost.map { scheme + $0 } ?? listened)
        }
        let named = address.isIPv4 ? address.description : "[\(address.description)]"
        return PublicURL(parsing: scheme + named + ":" + String(served.port))
    }

    /// `localhost`, `127.x.y.z` or `[::1]`, with or without a port.
    static func isLoopback(host: String) -> Bool {
        var name = host.lowercased()
        if name.hasPrefix("[") {
            name = String(name.dropFirst().prefix { $0 != "]" })
        } else if let colon = name.lastIndex(of: ":") {
            name = String(name[..<colon])
        }
        if name == "localhost" { return true }
        guard let address = IPAddress(name) else { return false }
        return address == IPAddress("::1") || address.isIPv4 && address.description.hasPrefix("127.")
    }
}
