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
        // "Expect: 100-continue": the server's "100 Continue" says it has the headers and the
        // request is in flight, waiting for its body.
        let head =
            "POST /api/attractions HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n"
            + "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n"
            + "Expect: 100-continue\r\n\r\n"
        try RawHTTPClient.write(socket, Data(head.utf8))
        #expect(try RawHTTPClient.readHead(socket).hasPrefix("HTTP/1.1 100 "))
        kill(server.process.processIdentifier, SIGTERM)
        #expect(server.waitForStderr("stopping (signal \(SIGTERM))"))
        try RawHTTPClient.write(socket, body)
        let response = try RawHTTPClient.parse(RawHTTPClient.readAll(socket))
        #expect(response.status == 201)
        #expect(server.waitForExit() == 0)
    }

    @Test func helpAndVersionExitZero() throws {
        let help = try WebServerProcess.runToExit(["--help"])
        #expect(help.status == 0)
        #expect(
            help.stdout.contains(
                "Usage: outings-web [--store STORE] [--listen HOST:PORT] [--idle-timeout SECONDS]"))
        let version = try WebServerProcess.runToExit(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("outings-web "))
    }

    static let startUpErrors: [([String], Int32)] = [
        (["--bogus"], 64), (["--listen", "nowhere"], 64), (["--listen", "127.0.0.1:99999"], 64),
        (["--store", "ftp://x"], 64), (["--store", "sqlite:file:x"], 64), (["--store"], 64),
        (["--store", "postgres://nobody@127.0.0.1:1/none?connect_timeout=2"], 69),
        (["--idle-timeout", "0"], 64), (["--idle-timeout", "3601"], 64), (["--idle-timeout", "1.5"], 64),
        (["--idle-timeout=ten"], 64), (["--idle-timeout"], 64), (["--request-timeout", "0"], 64),
        (["--max-connections-per-client", "0"], 64),
        (["--trusted-proxy", "proxy.home"], 64), (["--trusted-proxy", "127.0.0.1:80"], 64),
        (["--trusted-proxy", "10.0.0.1,10.0.0.2"], 64), (["--trusted-proxy", "10.0.0.0/8"], 64),
        (["--trusted-proxy"], 64), (["--trusted-proxy", "::1", "--trusted-proxy", "[::1]"], 64),
    ]

    @Test(arguments: startUpErrors)
    func startUpErrorsUseTheCLIExitCodes(arguments: [String], status: Int32) throws {
        let result = try WebServerProcess.runToExit(arguments)
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("outings-web: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// A start-up error quotes what was typed or set; escapes and bidi controls in it reach the
    /// terminal as U+FFFD, as the CLI's errors do.
    @Test(arguments: [
        (["--listen", "\u{1B}]0;title\u{07}:1"], [String: String]()),
        (["--bogus\u{1B}[2J"], [:]),
        (["--request-timeout", "\u{202E}5\u{9B}"], [:]),
        (["--store", "memory:"], ["OUTINGS_CACHE_LIMIT": "5\u{1B}]52;c;eA==\u{07}"]),
    ])
    func startUpErrorsShowWhatWasTypedNeutralised(arguments: [String], environment: [String: String]) throws {
        let result = try WebServerProcess.runToExit(arguments, environment: environment)
        #expect(result.status == 64, "\(result.stderr)")
        let scalars = result.stderr.unicodeScalars.map(\.value)
        #expect(!scalars.contains { $0 == 0x1B || $0 == 0x07 || $0 == 0x9B || $0 == 0x202E }, "\(scalars)")
        #expect(result.stderr.contains("\u{FFFD}"))
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

    @Test func refusesToListenBeyondLoopbackWithoutTLSWhileTheGuideHasNoMembers() throws {
        let run = try WebServerProcess.runToExit(["--store", "memory:", "--listen", "0.0.0.0:0"])
        #expect(run.status == 64)
        #expect(
            run.stderr.contains("refusing to listen on 0.0.0.0 without TLS while the guide has no members"))
    }

    @Test func warnsWhenListeningBeyondLoopbackWithMembers() throws {
        let home = try WebServerProcess.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = "sqlite:" + home.appendingPathComponent("guide.sqlite").path
        try WebServerProcess.cliOutput(
            ["--store", store, "members", "add", "ada", "--password-stdin"], home: home,
            stdin: "correct horse\n")
        let server = try WebServerProcess(["--store", store, "--listen", "0.0.0.0:0"], home: home)
        #expect(server.firstLine == "Serving Outings at http://0.0.0.0:\(server.port)/")
        // Written before the first line, so it is there once that line is.
        #expect(server.stderr.contains("warning: listening on 0.0.0.0"))
        #expect(server.stderr.contains("passwords and sign-in data would cross the network in clear"))
    }
}
