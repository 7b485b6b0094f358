import Foundation
import Testing

/// The access log is text: whatever bytes a client sends as method, path or version, the line on
/// standard error carries no control character, no bidi control and no invalid UTF-8.
@Suite(.serialized) struct WebAccessLogTests {
    /// A request line as raw bytes, and the start of the log line it must give (written out by
    /// hand: U+FFFD where a control, a bidi control or a byte that is not UTF-8 was).
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let requestLine: [UInt8]
        let logged: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "ESC and BEL in the method", requestLine: Array("GE\u{1B}T\u{07} /x HTTP/1.1".utf8),
            logged: "\"GE\u{FFFD}T\u{FFFD} /x HTTP/1.1\" 404 "),
        Case(
            name: "an OSC 52 clipboard write in the method",
            requestLine: Array("G\u{1B}]52;c;SGVsbG8=\u{07}ET /x HTTP/1.1".utf8),
            logged: "\"G\u{FFFD}]52;c;SGVsbG8=\u{FFFD}ET /x HTTP/1.1\" 404 "),
        Case(
            name: "C1, a bidi override, invalid UTF-8 in the method",
            requestLine: [0xC2, 0x9B, 0xE2, 0x80, 0xAE, 0xFF] + Array(" /x HTTP/1.1".utf8),
            logged: "\"\u{FFFD}\u{FFFD}\u{FFFD} /x HTTP/1.1\" 404 "),
        Case(
            name: "percent-encoded controls, C1, bidi, DEL, invalid UTF-8 and a quote in the path",
            requestLine: Array("GET /a%1B]0;title%07/%C2%9B%E2%80%AE%E2%81%A6%7F%FF\"q HTTP/1.1".utf8),
            logged:
                "\"GET /a\u{FFFD}]0;title\u{FFFD}/\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}?q HTTP/1.1\" 404 "),
        Case(
            name: "raw ESC, C1 and an invalid byte in the path",
            requestLine: Array("GET /a\u{1B}[2J".utf8) + [0xC2, 0x9B, 0xFF] + Array(" HTTP/1.1".utf8),
            logged: "\"GET /a\u{FFFD}[2J\u{FFFD}\u{FFFD} HTTP/1.1\" 404 "),
    ]

    @Test func everyFieldFromTheClientIsNeutralised() throws {
        let server = try WebServerProcess(["--store", "memory:"])
        for testCase in Self.cases {
            let host = Array("\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n".utf8)
            let socket = try RawHTTPClient.connect(port: server.port)
            defer { close(socket) }
            try RawHTTPClient.write(socket, Data(testCase.requestLine + host))
            // The line is written before the answer is sent.
            _ = try RawHTTPClient.parse(RawHTTPClient.readAll(socket))
            let lines = String(decoding: server.stderrBytes, as: UTF8.self).split(separator: "\n")
            #expect(lines.last?.hasPrefix(testCase.logged) == true, "\(testCase.name): \(lines.last ?? "")")
        }
        let log = server.stderrBytes
        #expect(Self.unsafeText(in: log).isEmpty, "\(Self.unsafeText(in: log))")
    }

    /// What a terminal could act on, as scalar values: controls other than the line feeds that end
    /// lines, DEL, C1, and the bidi embeddings, overrides and isolates; a log that is not valid
    /// UTF-8 is one 0xFFFFFFFF.
    static func unsafeText(in bytes: [UInt8]) -> [UInt32] {
        guard let text = String(validating: bytes, as: UTF8.self) else { return [0xFFFF_FFFF] }
        return text.unicodeScalars.map(\.value).filter { value in
            (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }
    }
}
