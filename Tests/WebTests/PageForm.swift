import Foundation

/// The fields a browser would post from a page's form, read from its HTML: hidden and text
/// inputs, the checked radios and checkboxes, and textareas, with entities decoded. So a test can submit a page
/// as it was served (its version, its kept values) and change only what a person would.
struct PageForm {
    private(set) var fields: [(String, String)] = []

    init(_ page: String) throws {
        let tag = try NSRegularExpression(pattern: #"<input\b([^>]*)>|<textarea\b([^>]*)>([^<]*)</textarea>"#)
        let whole = NSRange(page.startIndex..., in: page)
        for match in tag.matches(in: page, range: whole) {
            if let range = Range(match.range(at: 1), in: page) {
                let attributes = Self.attributes(String(page[range]))
                guard let name = attributes["name"] else { continue }
                if ["radio", "checkbox"].contains(attributes["type"]) && attributes["checked"] == nil {
                    continue
                }
                fields.append((name, attributes["value"] ?? ""))
            } else if let range = Range(match.range(at: 2), in: page),
                let content = Range(match.range(at: 3), in: page),
                let name = Self.attributes(String(page[range]))["name"]
            {
                fields.append((name, Self.decoded(String(page[content]))))
            }
        }
    }

    subscript(name: String) -> String? {
        get { fields.first { $0.0 == name }?.1 }
        set {
            fields.removeAll { $0.0 == name }
            if let newValue { fields.append((name, newValue)) }
        }
    }

    /// The fields plus the button pressed.
    func submitting(_ action: String) -> [(String, String)] { fields + [("action", action)] }

    private static func attributes(_ text: String) -> [String: String] {
        var found: [String: String] = [:]
        let pattern = try? NSRegularExpression(pattern: #"([a-z-]+)(?:="([^"]*)")?"#)
        for match in pattern?.matches(in: text, range: NSRange(text.startIndex..., in: text)) ?? [] {
            guard let name = Range(match.range(at: 1), in: text) else { continue }
            let value = Range(match.range(at: 2), in: text).map { decoded(String(text[$0])) } ?? ""
            found[String(text[name])] = value
        }
        return found
    }

    private static func decoded(_ text: String) -> String {
        [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")].reduce(text) {
            $0.replacingOccurrences(of: $1.0, with: $1.1)
        }
    }
}
