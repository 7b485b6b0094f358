/// Why the server could not start.
public enum HTTPServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The host is neither a numeric address nor a name that resolves.
    case badAddress(String)
    /// socket, bind or listen failed (the port is taken, the address is not local, ...).
    case cannotListen(String)
    /// libmicrohttpd refused to start.
    case cannotStart

    public var description: String {
        switch self {
        case .badAddress(let host): "cannot resolve listen address \(host)"
        case .cannotListen(let detail): "cannot listen: \(detail)"
        case .cannotStart: "cannot start the HTTP server (libmicrohttpd)"
        }
    }
}
