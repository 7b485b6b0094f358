import Foundation

/// One request as the handler sees it: everything copied out of libmicrohttpd, so the value
/// outlives the C callback and can be handed anywhere.
public struct HTTPRequest: Sendable {
    public let method: String
    /// The path, percent-decoded by libmicrohttpd, without the query.
    public let path: String
    public let version: String
    /// Header names in lower case; a repeated header keeps its first value.
    public let headers: [String: String]
    /// Every header line, names in lower case, in the order sent: a repeated header (two
    /// `X-Forwarded-For` lines, one from the client and one from a proxy) keeps each value.
    public let headerFields: [(name: String, value: String)]
    /// Query arguments, percent-decoded; a repeated name keeps its first value.
    public let query: [String: String]
    /// Every query argument, percent-decoded, in the order sent: repeated names (`tag=a&tag=b`)
    /// keep each value.
    public let queryItems: [(name: String, value: String)]
    public let body: Data
    /// Whether it arrived over TLS (the server serves HTTPS), so answers may mark cookies
    /// `Secure` and name the `https` origin.
    public let isSecure: Bool
    /// The address the connection came from (IPv4 or IPv6 text; "" when unknown), so a server
    /// can count what one client does.
    public let clientAddress: String

    public init(
        method: String, path: String, version: String = "HTTP/1.1", headers: [String: String] = [:],
        headerFields: [(name: String, value: String)]? = nil,
        query: [String: String] = [:], queryItems: [(name: String, value: String)]? = nil,
        body: Data = Data(),
        isSecure: Bool = false, clientAddress: String = ""
    ) {
        self.method = method
        self.path = path
        self.version = version
        self.headers = headers
        // Without the ordered list (a request built by hand), the dictionary's pairs by name.
        self.headerFields = (headerFields ?? headers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
            .map { ($0.name.lowercased(), $0.value) }
        self.query = query
        // Without the ordered list (a request built by hand), the dictionary's pairs by name.
        self.queryItems = queryItems ?? query.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        self.body = body
        self.isSecure = isSecure
        self.clientAddress = clientAddress
    }

    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// Every value of a header, in the order its lines were sent; empty when it was not.
    public func headerValues(_ name: String) -> [String] {
        let name = name.lowercased()
        return headerFields.filter { $0.name == name }.map(\.value)
    }
}
