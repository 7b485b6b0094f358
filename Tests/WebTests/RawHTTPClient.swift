import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A minimal HTTP/1.1 client over a socket, so a test controls every byte: any Host, Origin or
/// Content-Type, bodies of any size, and connections held open on purpose.
struct RawHTTPClient {
    struct Response {
        let status: Int
        /// Lower-cased names.
        let headers: [String: String]
        let body: Data
        var text: String { String(decoding: body, as: UTF8.self) }

        func json() throws -> Any {
            try JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let port: UInt16
    /// The loopback address the client connects from (127.0.0.2, 127.0.0.3...): each stands in
    /// for another client machine.
    var source = "127.0.0.1"

    func send(
        _ method: String, _ path: String, headers: [String: String] = [:], body: Data = Data(),
        host: String? = nil
    ) throws -> Response {
        var head = "\(method) \(path) HTTP/1.1\r\n"
        var all = headers
        if all["Host"] == nil { all["Host"] = host ?? "127.0.0.1:\(port)" }
        all["Connection"] = "close"
        if !body.isEmpty || ["POST", "PUT"].contains(method) { all["Content-Length"] = String(body.count) }
        for (name, value) in all.sorted(by: { $0.key < $1.key }) where !value.isEmpty {
            head += "\(name): \(value)\r\n"
        }
        head += "\r\n"
        let socket = try Self.connect(port: port, from: source)
        defer { close(socket) }
        do {
            try Self.write(socket, Data(head.utf8) + body)
        } catch {
            // A server may answer and close before a large body is all sent (413 for a body over
            // its limit, decided from Content-Length): its answer is what the test checks, so
            // read it. A server that answered nothing still fails the request.
            guard let answer = try? Self.readAll(socket), !answer.isEmpty else { throw error }
            return try Self.parse(answer)
        }
        return try Self.parse(Self.readAll(socket))
    }

    func get(_ path: String, headers: [String: String] = [:]) throws -> Response {
        try send("GET", path, headers: headers)
    }

    func json(_ method: String, _ path: String, _ object: Any, headers: [String: String] = [:]) throws
        -> Response
    {
        var all = ["Content-Type": "application/json"]
        all.merge(headers) { $1 }
        return try send(method, path, headers: all, body: try JSONSerialization.data(withJSONObject: object))
    }

    /// A form post as a browser sends it.
    func form(_ path: String, _ fields: [(String, String)], headers: [String: String] = [:]) throws
        -> Response
    {
        var all = ["Content-Type": "application/x-www-form-urlencoded", "Origin": "http://127.0.0.1:\(port)"]
        all.merge(headers) { $1 }
        return try send("POST", path, headers: all, body: Data(Self.formBody(fields).utf8))
    }

    /// Fields as `application/x-www-form-urlencoded`, as a browser encodes them.
    static func formBody(_ fields: [(String, String)]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return fields.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")" }
            .joined(separator: "&")
    }

    static func connect(port: UInt16, from source: String = "127.0.0.1") throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket failed") }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        local.sin_addr.s_addr = inet_addr(source)
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            close(fd)
            throw Failure(description: "cannot bind to \(source)")
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard status == 0 else {
            close(fd)
            throw Failure(description: "cannot connect to 127.0.0.1:\(port)")
        }
        return fd
    }

    static func write(_ fd: Int32, _ data: Data) throws {
        try data.withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                let count = Glibc.send(fd, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                guard count > 0 else { throw Failure(description: "send failed") }
                sent += count
            }
        }
    }

    static func readAll(_ fd: Int32) throws -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count == 0 { return data }
            guard count > 0 else {
                if !data.isEmpty { return data }
                throw Failure(description: "recv failed or timed out")
            }
            data.append(buffer, count: count)
        }
    }

    /// Reads one response head, up to and including its blank line, and nothing after it (an
    /// interim `100 Continue` before the real response).
    static func readHead(_ fd: Int32) throws -> String {
        var data = Data()
        var byte: UInt8 = 0
        while !data.suffix(4).elementsEqual("\r\n\r\n".utf8) {
            guard recv(fd, &byte, 1, 0) == 1 else { throw Failure(description: "recv failed or timed out") }
            data.append(byte)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Waits until the server closes the connection (end of file), reading and dropping anything
    /// it sends first; false if it is still open after `seconds`.
    static func waitForClose(_ fd: Int32, within seconds: Double) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let left = Int32(max(0, end.timeIntervalSinceNow * 1000))
            var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, left) > 0 else { return false }
            if recv(fd, &buffer, buffer.count, 0) <= 0 { return true }
        }
    }

    static func parse(_ data: Data) throws -> Response {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else {
            throw Failure(description: "no complete response: \(String(decoding: data, as: UTF8.self))")
        }
        let head = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw Failure(description: "bad status line \(head[0])")
        }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: Data(data[end.upperBound...]))
    }
}
