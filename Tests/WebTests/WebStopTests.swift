import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Stopping takes the documented 10 s at most whatever is in flight, and a second signal ends
/// the process at once.
@Suite(.serialized) struct WebStopTests {
    /// A POST whose body never comes: in flight from the server's "100 Continue" on.
    static func stuckRequest(_ server: WebServerProcess) throws -> Int32 {
        let socket = try RawHTTPClient.connect(port: server.port)
        let head =
            "POST /api/attractions HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n"
            + "Content-Type: application/json\r\nContent-Length: 100\r\nExpect: 100-continue\r\n\r\n"
        try RawHTTPClient.write(socket, Data(head.utf8))
        #expect(try RawHTTPClient.readHead(socket).hasPrefix("HTTP/1.1 100 "))
        return socket
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aRequestThatNeverEndsDoesNotHoldUpTheStop(signal: Int32) throws {
        let server = try WebServerProcess(["--store", "memory:", "--request-timeout", "60"])
        let socket = try Self.stuckRequest(server)
        defer { close(socket) }
        let stopping = Date()
        #expect(server.stop(signal) == 0)
        let stopped = Date().timeIntervalSince(stopping)
        #expect(stopped <= 10, "stopped after \(stopped) s")
    }

    /// An image download in flight at SIGTERM finishes: the fake Flickr holds the image until the
    /// server is stopping, then sends it, and the client gets the whole image, not the
    /// placeholder; the server then exits 0 within the documented 10 s.
    @Test func anImageDownloadInFlightAtSIGTERMIsFinished() throws {
        let flickr = try FakeFlickrServer()
        let guide = try WebGuide(imagesFrom: flickr, photo: "heldback", secret: "held")
        let image = "heldback_held_b.jpg"
        let control = RawHTTPClient(port: flickr.port)
        let answers = Answers()
        let client = guide.client
        Thread { answers.add(try? client.get("/images/heldback/large")) }.start()

        // The download has reached the image host, which holds it.
        #expect(try control.get("/control/arrived/\(image)").status == 200)
        let stopping = Date()
        kill(guide.server.process.processIdentifier, SIGTERM)
        #expect(guide.server.waitForStderr("stopping (signal \(SIGTERM))"))
        #expect(try control.get("/control/release/\(image)").status == 200)

        #expect(answers.wait(for: 1, within: 30))
        let answer = try #require(answers.all.first ?? nil)
        #expect(answer.status == 200, "\(answer.text)")
        #expect(answer.headers["x-outings-placeholder"] == nil)
        #expect(answer.headers["content-type"] == "image/jpeg")
        // The image the host sends for that name (no longer held), byte for byte.
        let sent = try control.get("/static/1/\(image)")
        #expect(sent.status == 200)
        #expect(answer.body == sent.body)
        #expect(guide.server.waitForExit() == 0)
        let stopped = Date().timeIntervalSince(stopping)
        #expect(stopped <= 10, "stopped after \(stopped) s")
    }

    static let secondSignals: [(Int32, Int32, Int32)] = [
        (SIGTERM, SIGINT, 130), (SIGINT, SIGTERM, 143), (SIGTERM, SIGTERM, 143),
    ]

    @Test(arguments: secondSignals)
    func aSecondSignalExitsAtOnce(first: Int32, second: Int32, status: Int32) throws {
        let server = try WebServerProcess(["--store", "memory:", "--request-timeout", "60"])
        let socket = try Self.stuckRequest(server)
        defer { close(socket) }
        kill(server.process.processIdentifier, first)
        #expect(server.waitForStderr("stopping (signal \(first))"))
        let again = Date()
        #expect(server.stop(second) == status)
        let exited = Date().timeIntervalSince(again)
        // Far less than the stop's own wait for the request in flight (8 s).
        #expect(exited < 3, "exited after \(exited) s")
    }

    /// Before serving begins nothing has been served and nothing waits to finish: a signal while
    /// the store opens (here a PostgreSQL server that accepts and never speaks) exits at once,
    /// with the status a second signal gives.
    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func aSignalWhileTheStoreOpensExitsAtOnce(signal: Int32, status: Int32) throws {
        let postgres = try SilentHost(accepting: true)
        let home = try WebServerProcess.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let process = Process()
        process.executableURL = WebServerProcess.executable("outings-web")
        process.arguments = [
            "--listen", "127.0.0.1:0", "--store",
            "postgres://nobody@127.0.0.1:\(postgres.port)/db?connect_timeout=30",
        ]
        process.environment = ChildEnvironment.make(home: home)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = ProcessDeadline(process)
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            deadline.cancel()
        }
        // The store is opening once its server has the connection.
        #expect(postgres.waitForConnections(1, within: 60))
        let signalled = Date()
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        let exited = Date().timeIntervalSince(signalled)
        try deadline.end()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == status)
        #expect(exited < 2, "exited after \(exited) s")
    }
}
