import Foundation
import Testing

/// An endless chunked body is not read forever.
struct WebEndlessBodyTests {
    @Test func anEndlessChunkedBodyGetsTheConnectionClosed() throws {
        let server = try WebServerProcess(["--store", "memory:"])
        let socket = try RawHTTPClient.connect(port: server.port)
        defer { close(socket) }
        let head =
            "POST /api/attractions HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n"
            + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
        try RawHTTPClient.write(socket, Data(head.utf8))
        let chunk = Data("10000\r\n".utf8) + Data(repeating: 0x20, count: 0x10000) + Data("\r\n".utf8)
        var sent = 0
        while sent < 1024, (try? RawHTTPClient.write(socket, chunk)) != nil { sent += 1 }
        #expect(sent < 1024)  // 64 MB offered; refused long before
        #expect(try server.client.get("/api/attractions").status == 200)
    }
}
