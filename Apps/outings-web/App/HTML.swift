import AppSupport
import Foundation

/// Escaping for the two contexts pages put text in: element content and quoted attribute values.
/// Every string that did not come from this app's own code goes through one of these.
enum HTML {
    /// Text between tags: `<`, `>` and `&` cannot start markup or an entity, and text from Flickr
    /// or users is neutralised by the CLI's rule (TextSanitizer: C0 and C1 controls, DEL and the
    /// bidi controls become U+FFFD); line breaks and tabs, only white space on a page, are kept.
    static func text(_ value: String) -> String {
        let safe = TextSanitizer.terminalSafe(value, keeping: .lineBreaksAndTabs)
        var out = ""
        out.reserveCapacity(safe.utf8.count)
        for character in safe.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// A value inside double quotes: the same set, so a quote cannot end the attribute.
    static func attribute(_ value: String) -> String { text(value) }

    /// What a form control holds (a field's value, a textarea's text), escaped as `text` but
    /// keeping the bidi isolates (U+2066-U+2069): Domain stores them, and a form showing them as
    /// U+FFFD would save U+FFFD back over them when the user only changed another field. Inside a
    /// control an isolate can reorder only that control's own text.
    static func formValue(_ value: String) -> String {
        var out = ""
        var run = ""
        for scalar in value.unicodeScalars {
            if (0x2066...0x2069).contains(scalar.value) {
                out += text(run)
                out.unicodeScalars.append(scalar)
                run = ""
            } else {
                run.unicodeScalars.append(scalar)
            }
        }
        return out + text(run)
    }

    /// One path segment of a URL this app serves (an id), percent-encoded so it can neither add
    /// a segment nor a query, nor leave the path.
    static func pathSegment(_ value: String) -> String {
        let encoded = queryValue(value)
        // "." and ".." are segments a browser resolves; encode their dots.
        return encoded == "." || encoded == ".."
            ? encoded.replacingOccurrences(of: ".", with: "%2E") : encoded
    }

    /// A value in a query (`mailto:?body=`): everything but ASCII letters, digits and `-_.~`
    /// percent-encoded (a space as %20, as mail and messages apps read it).
    static func queryValue(_ value: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(
            CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(0x80)))
        allowed.insert(charactersIn: "-_.~")
        return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    /// A link target from outside data (an attraction's web address, a Flickr page): only http(s),
    /// else nil, so `javascript:` and `data:` never become links.
    static func externalURL(_ value: String?) -> String? {
        guard let value else { return nil }
        let lowered = value.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") else { return nil }
        guard value.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F }) else { return nil }
        return value
    }
}
