import Foundation

/// What a handler answers: a status, headers in order, and the whole body.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: Data
    /// A file to send instead of `body`, read as the client takes it, so a client that reads
    /// slowly or never holds no copy of it in memory. Opened without following a symbolic link
    /// when the answer is queued; when it is then no regular file, `body` is sent.
    public var bodyFile: String?

    public init(status: Int, headers: [(name: String, value: String)] = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public init(status: Int, contentType: String, text: String) {
        self.init(status: status, headers: [("Content-Type", contentType)], body: Data(text.utf8))
    }

    public mutating func setHeader(_ name: String, _ value: String) {
        headers.removeAll { $0.name.lowercased() == name.lowercased() }
        headers.append((name, value))
    }
}
