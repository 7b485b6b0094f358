import Foundation
import Testing

/// Start-up, options, exit codes and stopping.
struct WebStartupTests {
    @Test func printsTheServingLineFirstAndStopsWithZeroOnSIGTERMAndSIGINT() throws {
        for signal in [SIGTERM, SIGINT] {
            let server = try WebServerProcess(["--store", "memory:"])
            #expect(server.firstLine == "Serving Outings at http://127.0.0.1:\(server.port)/")
            #expect(try server.client.get("/").status == 200)
            #expect(server.stop(signal) == 0)
            #expect(server.stderr.contains("\"GET / HTTP/1.1\" 200 "))
        }
    }

    @Test func finishesARequestInFlightWhenStopped() throws {
        let server = try WebServerProcess(["--store", "memory:"])
        let body = Data(#"{"name":"Slow but saved"}"#.utf8)
        let socket = try RawHTTPClient.connect(port: server.port)
        defer { close(socket) }
        let head =
            "POST /api/attractions HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n"
            + "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
        try RawHTTPClient.write(socket, Data(head.utf8) + body.prefix(5))
        Thread.sleep(forTimeInterval: 0.3)
        kill(server.process.processIdentifier, SIGTERM)
        Thread.sleep(forTimeInterval: 0.5)
        try RawHTTPClient.write(socket, body.dropFirst(5))
        let response = try RawHTTPClient.parse(RawHTTPClient.readAll(socket))
        #expect(response.status == 201)
        server.process.waitUntilExit()
        #expect(server.process.terminationStatus == 0)
    }

    @Test func helpAndVersionExitZero() throws {
        let help = try WebServerProcess.runToExit(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("Usage: outings-web [--store STORE] [--listen HOST:PORT]"))
        let version = try WebServerProcess.runToExit(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("outings-web "))
    }

    static let startUpErrors: [([String], Int32)] = [
        (["--bogus"], 64), (["--listen", "nowhere"], 64), (["--listen", "127.0.0.1:99999"], 64),
        (["--store", "ftp://x"], 64), (["--store", "sqlite:file:x"], 64), (["--store"], 64),
        (["--store", "postgres://nobody@127.0.0.1:1/none?connect_timeout=2"], 69),
    ]

    @Test(arguments: startUpErrors)
    func startUpErrorsUseTheCLIExitCodes(arguments: [String], status: Int32) throws {
        let result = try WebServerProcess.runToExit(arguments)
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("outings-web: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func aStoreThatCannotBeOpenedIsExit74() throws {
        let home = try WebServerProcess.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        // A folder where the SQLite file should be.
        let result = try WebServerProcess.runToExit(["--store", "sqlite:\(home.path)"])
        #expect(result.status == 74, "\(result.stderr)")
    }

    @Test func anAddressInUseIsRefused() throws {
        let first = try WebServerProcess(["--store", "memory:"])
        let second = try WebServerProcess.runToExit([
            "--store", "memory:", "--listen", "127.0.0.1:\(first.port)",
        ])
        #expect(second.status == 69)
        #expect(second.stderr.contains("cannot listen"))
    }

    @Test func warnsWhenListeningBeyondLoopback() throws {
        let server = try WebServerProcess(["--store", "memory:", "--listen", "0.0.0.0:0"])
        #expect(server.firstLine == "Serving Outings at http://0.0.0.0:\(server.port)/")
        Thread.sleep(forTimeInterval: 0.2)
        #expect(server.stderr.contains("warning: listening on 0.0.0.0"))
    }
}
