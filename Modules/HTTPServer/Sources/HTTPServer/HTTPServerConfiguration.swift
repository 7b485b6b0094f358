/// How the server listens and how much any one client may take from it.
public struct HTTPServerConfiguration: Sendable {
    /// A numeric address or a host name resolved once at start ("127.0.0.1", "::1", "localhost").
    public var host: String
    /// 0 picks a free port; `HTTPServer.port` then tells which.
    public var port: UInt16
    /// Worker threads, each polling its share of the connections. A slow client holds a
    /// connection, never a thread, so a few threads serve many clients.
    public var threads: Int
    /// Seconds a connection may stay silent before it is closed.
    public var connectionTimeout: Int
    /// Seconds from a connection's opening (or its previous answer) to the last byte of the
    /// request's headers and body, however the bytes trickle; a later request is cut.
    public var requestTimeout: Int
    /// Larger request bodies are answered 413 without being read further.
    public var bodyLimit: Int
    /// Connections open at once; more are refused at accept.
    public var connectionLimit: Int
    /// Connections open at once from one client address, so one address cannot take them all.
    public var connectionsPerClient: Int
    /// Serve HTTPS with these, or plain HTTP when nil.
    public var tls: TLSCredentials?

    public init(
        host: String = "127.0.0.1", port: UInt16 = 8080, threads: Int = 8, connectionTimeout: Int = 10,
        requestTimeout: Int = 10, bodyLimit: Int = 1 << 20, connectionLimit: Int = 1000,
        connectionsPerClient: Int = 128, tls: TLSCredentials? = nil
    ) {
        self.host = host
        self.port = port
        self.threads = threads
        self.connectionTimeout = connectionTimeout
        self.bodyLimit = bodyLimit
        self.connectionLimit = connectionLimit
        self.connectionsPerClient = connectionsPerClient
        self.requestTimeout = requestTimeout
        self.tls = tls
    }
}
