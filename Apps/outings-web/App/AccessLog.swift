import Foundation
import HTTPServer

/// One line per request on standard error: method, path, status, body bytes, milliseconds.
/// The path is the client's text, so control characters are replaced before it reaches a terminal.
enum AccessLog {
    static func write(_ request: HTTPRequest, _ response: HTTPResponse, started: DispatchTime) {
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1_000_000
        let path = String(
            String.UnicodeScalarView(
                request.path.unicodeScalars.prefix(300).map {
                    $0.value < 0x20 || $0.value == 0x7F || $0 == "\"" ? "?" : $0
                }))
        let line =
            "\"\(request.method) \(path) \(request.version)\" \(response.status) \(response.body.count) "
            + String(format: "%.1fms", elapsed) + "\n"
        // One write(2) per line, so lines from worker threads never interleave.
        _ = line.withCString { Foundation.write(2, $0, strlen($0)) }
    }
}
