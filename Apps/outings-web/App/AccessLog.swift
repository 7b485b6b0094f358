import AppSupport
import Foundation
import HTTPServer
import Platform

/// One line per request on standard error: method, path, version, status, body bytes,
/// milliseconds. Method, path and version are the client's bytes, so each is neutralised as the
/// CLI neutralises text before it reaches a terminal (C0 and C1 controls, DEL and the bidi
/// controls become U+FFFD; bytes that are not UTF-8 already arrive as U+FFFD), cut to a bounded
/// length, and a `"` becomes `?` so no field can end the quoted part early. An invitation's token
/// is a secret in the path (`/join/TOKEN`): it is written as `/join/(token)`.
enum AccessLog {
    /// The most scalars of one field that are written.
    static let fieldLimit = 300

    static func write(_ request: HTTPRequest, _ response: HTTPResponse, started: DispatchTime) {
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1_000_000
        // Nothing to do when standard error is gone: the answer still goes out.
        _ = Descriptor.writeAll(
            line(request, response, milliseconds: elapsed).utf8, to: Descriptor.standardError)
    }

    /// The line as written, ending in a newline; one write(2) per line, so lines from worker
    /// threads never interleave.
    static func line(_ request: HTTPRequest, _ response: HTTPResponse, milliseconds: Double) -> String {
        "\"\(field(request.method)) \(field(redacted(request.path))) \(field(request.version))\" \(response.status) "
            + "\(response.body.count) " + String(format: "%.1fms", milliseconds) + "\n"
    }

    static func redacted(_ path: String) -> String {
        path.hasPrefix("/join/") ? "/join/(token)" : path
    }

    /// A client's text as one safe field of the line.
    static func field(_ text: String) -> String {
        let cut = String(String.UnicodeScalarView(text.unicodeScalars.prefix(fieldLimit)))
        return TextSanitizer.terminalSafe(cut).replacingOccurrences(of: "\"", with: "?")
    }
}
