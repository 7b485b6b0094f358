import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// An image is sent from its cache file as the client takes it: clients that ask for a large
/// image and then never read hold no copy of it in outings-web's memory.
@Suite struct WebImageMemoryTests {
    static let clients = 40
    static let imageBytes = 10 << 20

    @Test func clientsThatNeverReadALargeImageHoldNoCopyOfIt() throws {
        let guide = try WebGuide()
        let folder = guide.home.appendingPathComponent(".cache/outings/photos")
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        // A JPEG's signature and 10 MB: the cache serves what it holds, as it stored it.
        var image = Data([0xFF, 0xD8, 0xFF, 0xE0])
        image.append(Data(repeating: 0x5A, count: Self.imageBytes))
        try image.write(to: folder.appendingPathComponent("xss1_abc_b.jpg"))
        let whole = try guide.client.get("/images/xss1/large")
        #expect(whole.status == 200)
        #expect(whole.body == image)
        #expect(whole.headers["content-type"] == "image/jpeg")

        let pid = guide.server.process.processIdentifier
        let before = try Self.residentKilobytes(of: pid)
        var sockets: [Int32] = []
        defer { for socket in sockets { close(socket) } }
        for index in 0..<Self.clients {
            let socket = try RawHTTPClient.connect(port: guide.client.port, from: "127.0.0.\(2 + index % 4)")
            sockets.append(socket)
            let request = "GET /images/xss1/large HTTP/1.1\r\nHost: 127.0.0.1:\(guide.client.port)\r\n\r\n"
            try RawHTTPClient.write(socket, Data(request.utf8))
        }
        // Each answer has begun once its first bytes arrive; none is read further.
        for socket in sockets {
            var first = [UInt8](repeating: 0, count: 12)
            #expect(recv(socket, &first, first.count, 0) == first.count)
            #expect(String(decoding: first, as: UTF8.self) == "HTTP/1.1 200")
        }
        let after = try Self.residentKilobytes(of: pid)
        // A copy per client would be 400 MB; the file is read as each client takes it. The margin
        // is for what a loaded machine's threads and allocator add while the suite runs.
        #expect(after - before < 200 * 1024, "outings-web grew from \(before) kB to \(after) kB")
    }

    static func residentKilobytes(of pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        return line.flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true)[1]) } ?? 0
    }
}
