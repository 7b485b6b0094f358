import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Slow clients cannot lock others out: each request has a total deadline however it trickles,
/// one address holds a limited number of connections, and another address is answered at once
/// while one floods. Loopback addresses 127.0.0.2, 127.0.0.3... stand in for separate clients.
@Suite(.serialized) struct WebSlowClientTests {
    @Test func aRequestTricklingInIsCutAtItsDeadline() throws {
        let server = try WebServerProcess([
            "--store", "memory:", "--request-timeout", "2", "--idle-timeout", "60",
        ])
        let socket = try RawHTTPClient.connect(port: server.port, from: "127.0.0.2")
        defer { close(socket) }
        let opened = Date()
        let header =
            Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".utf8) + Array(repeating: 0x61, count: 4000)
        var sent = 0
        // A byte every quarter second, far inside the idle timeout: only the total deadline ends
        // it. A server without one would take 1,000 s over this header: the test gives up at 10.
        while sent < header.count, Date().timeIntervalSince(opened) < 10,
            !RawHTTPClient.waitForClose(socket, within: 0.25)
        {
            try? RawHTTPClient.write(socket, Data([header[sent]]))
            sent += 1
        }
        let lasted = Date().timeIntervalSince(opened)
        #expect(sent < header.count)
        // The server's clock starts when it accepts, just after the client's connect returned.
        #expect(lasted > 1.5)
        #expect(lasted < 5, "cut after \(lasted) s")
    }

    @Test func aWholeRequestIsNotCutWhileItIsAnsweredOrBetweenRequests() throws {
        let server = try WebServerProcess(["--store", "memory:", "--request-timeout", "2"])
        // Requests one after another on fresh connections, past several deadlines in all.
        let started = Date()
        while Date().timeIntervalSince(started) < 3 {
            #expect(try server.client.get("/api/places").status == 200)
        }
    }

    @Test func oneAddressCannotTakeTheServerAndAnotherIsAnsweredAtOnce() throws {
        let server = try WebServerProcess([
            "--store", "memory:", "--max-connections-per-client", "8", "--request-timeout", "60",
            "--idle-timeout", "60",
        ])
        let flood = try (0..<200).map { _ in try RawHTTPClient.connect(port: server.port, from: "127.0.0.2") }
        defer { for socket in flood { close(socket) } }
        for socket in flood { try? RawHTTPClient.write(socket, Data("G".utf8)) }
        // The server keeps 8 of them and closes the others as it accepts them.
        #expect(Self.waitUntilClosed(flood, count: 192, within: 30) == 192)
        #expect(Self.closedNow(flood) == 192)
        var other = server.client
        other.source = "127.0.0.3"
        let asked = Date()
        #expect(try other.get("/").status == 200)
        #expect(Date().timeIntervalSince(asked) < 2)
        // The flooding address gets no ninth connection.
        var flooder = server.client
        flooder.source = "127.0.0.2"
        #expect(throws: RawHTTPClient.Failure.self) { try flooder.get("/") }
    }

    /// How many of `sockets` the server has closed, waiting until `count` are or `seconds` pass.
    static func waitUntilClosed(_ sockets: [Int32], count: Int, within seconds: Double) -> Int {
        let end = Date().addingTimeInterval(seconds)
        var closed = Set<Int32>()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while closed.count < count {
            var entries = sockets.filter { !closed.contains($0) }.map {
                pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
            }
            let left = Int32(max(0, end.timeIntervalSinceNow * 1000))
            guard poll(&entries, nfds_t(entries.count), left) > 0 else { break }
            for entry in entries where entry.revents != 0 {
                if recv(entry.fd, &buffer, buffer.count, Int32(MSG_DONTWAIT)) <= 0 { closed.insert(entry.fd) }
            }
        }
        return closed.count
    }

    /// How many of `sockets` are closed by the server at this moment, without waiting.
    static func closedNow(_ sockets: [Int32]) -> Int {
        var entries = sockets.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        _ = poll(&entries, nfds_t(entries.count), 0)
        var peek: UInt8 = 0
        return entries.filter {
            $0.revents != 0 && recv($0.fd, &peek, 1, Int32(MSG_DONTWAIT) | Int32(MSG_PEEK)) <= 0
        }.count
    }
}
