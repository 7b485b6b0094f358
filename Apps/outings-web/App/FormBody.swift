import Foundation

/// An `application/x-www-form-urlencoded` body. Browsers send line breaks as CRLF; they become LF
/// here, the line break attractions store.
struct FormBody {
    private var fields: [String: String] = [:]

    init(_ body: Data) {
        let text = String(decoding: body, as: UTF8.self)
        for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decode(parts[0]) else { continue }
            let value = parts.count > 1 ? Self.decode(parts[1]) ?? "" : ""
            if fields[name] == nil { fields[name] = value.replacingOccurrences(of: "\r\n", with: "\n") }
        }
    }

    subscript(name: String) -> String? { fields[name] }

    private static func decode(_ part: Substring) -> String? {
        part.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
