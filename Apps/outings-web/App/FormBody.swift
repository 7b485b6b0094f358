import Foundation

/// An `application/x-www-form-urlencoded` body. Browsers send line breaks as CRLF; they become LF
/// here, the line break attractions store.
struct FormBody {
    /// The first value of each name, as a form with one field of each name sends it.
    private(set) var fields: [String: String] = [:]
    /// Every value of each name, in order (check boxes of one name).
    private var lists: [String: [String]] = [:]

    init(_ body: Data) {
        let text = String(decoding: body, as: UTF8.self)
        for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decode(parts[0]) else { continue }
            let value = parts.count > 1 ? Self.decode(parts[1]) ?? "" : ""
            let kept = value.replacingOccurrences(of: "\r\n", with: "\n")
            if fields[name] == nil { fields[name] = kept }
            lists[name, default: []].append(kept)
        }
    }

    subscript(name: String) -> String? { fields[name] }

    /// Every value sent under `name`, in order; empty when none.
    func all(_ name: String) -> [String] { lists[name] ?? [] }

    private static func decode(_ part: Substring) -> String? {
        part.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
