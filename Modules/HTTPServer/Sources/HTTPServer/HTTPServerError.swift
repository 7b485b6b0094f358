/// Why the server could not start.
public enum HTTPServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The host is neither a numeric address nor a name that resolves.
    case badAddress(String)
    /// socket, bind or listen failed (the port is taken, the address is not local, ...).
    case cannotListen(String)
    /// libmicrohttpd refused to start.
    case cannotStart
    /// TLS was asked for but this libmicrohttpd was built without it.
    case tlsUnsupported
    /// GnuTLS refused the certificate or the key: not PEM, or a key that does not match.
    case unusableTLSCredentials

    public var description: String {
        switch self {
        case .badAddress(let host): "cannot resolve listen address \(host)"
        case .cannotListen(let detail): "cannot listen: \(detail)"
        case .cannotStart: "cannot start the HTTP server (libmicrohttpd)"
        case .tlsUnsupported: "this libmicrohttpd was built without TLS"
        case .unusableTLSCredentials:
            "the TLS certificate or key cannot be used: each must be PEM, and the key must be the certificate's"
        }
    }
}
