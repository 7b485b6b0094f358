import PlatformFoundation

/// Reads an XML plist (what plistlib, `plutil` and hand edits produce) into a `PlistValue`.
/// Written here rather than taken from FoundationEssentials' `PropertyListDecoder`: that decoder
/// answers a request for an integer with a `<real>1.0</real>`, so a suite's other keys would come
/// back with other types, and a `position` stored as a real would pass as an integer.
///
/// Only UTF-8 is read (the encoding every plist writer uses); comments, processing instructions,
/// a DOCTYPE, CDATA sections and the XML entities are understood. Anything else (an unknown
/// element, a key given twice, nesting deeper than `BinaryPlistReader.maxDepth`, text that is not
/// UTF-8, a malformed number, date or base64) gives nil; no input can trap or recurse unbounded.
struct XMLPlistReader {
    private let bytes: [UInt8]
    private var index = 0

    private struct Unreadable: Error {}

    /// The root value, or nil when `data` is not an XML plist this reader can read whole.
    static func read(_ data: Data) -> PlistValue? {
        var reader = XMLPlistReader(bytes: Array(data))
        return try? reader.document()
    }

    /// Whether `data` starts as XML does (after an optional byte order mark and white space).
    static func looksLikeXML(_ data: Data) -> Bool {
        let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        return bytes.first { !isSpace($0) } == UInt8(ascii: "<")
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    private mutating func document() throws -> PlistValue {
        let root: PlistValue
        let start = try nextTag()
        if start.name == "plist" {
            guard !start.isEmpty else { throw Unreadable() }
            root = try value(try nextTag(), depth: 0)
            try expectEnd("plist")
        } else {
            root = try value(start, depth: 0)
        }
        try skipMisc()
        guard index == bytes.count else { throw Unreadable() }
        return root
    }

    // MARK: Values

    private mutating func value(_ tag: Tag, depth: Int) throws -> PlistValue {
        guard depth <= BinaryPlistReader.maxDepth, !tag.isEnd else { throw Unreadable() }
        switch tag.name {
        case "dict": return .dictionary(try dictionary(tag, depth: depth))
        case "array": return .array(try array(tag, depth: depth))
        case "true", "false":
            if !tag.isEmpty { try expectEnd(tag.name) }
            return .boolean(tag.name == "true")
        default:
            let text = tag.isEmpty ? "" : try self.text(until: tag.name)
            return try XMLPlistScalar.value(tag.name, text)
        }
    }

    private mutating func dictionary(_ tag: Tag, depth: Int) throws -> PlistDictionary {
        var entries: [PlistDictionary.Entry] = []
        while !tag.isEmpty {
            let next = try nextTag()
            if next.isEnd, next.name == "dict" { break }
            guard next.name == "key", !next.isEnd else { throw Unreadable() }
            let key = next.isEmpty ? "" : try text(until: "key")
            entries.append(PlistDictionary.Entry(key: key, value: try value(try nextTag(), depth: depth + 1)))
        }
        guard let dictionary = PlistDictionary(uniqueKeys: entries) else { throw Unreadable() }
        return dictionary
    }

    private mutating func array(_ tag: Tag, depth: Int) throws -> [PlistValue] {
        var elements: [PlistValue] = []
        guard !tag.isEmpty else { return elements }
        while true {
            let next = try nextTag()
            if next.isEnd, next.name == "array" { return elements }
            elements.append(try value(next, depth: depth + 1))
        }
    }

    // MARK: Markup

    private struct Tag {
        var name: String
        /// `</name>`
        var isEnd: Bool
        /// `<name/>`
        var isEmpty: Bool
    }

    /// The next element tag, past white space, comments, processing instructions and a DOCTYPE.
    private mutating func nextTag() throws -> Tag {
        try skipMisc()
        guard consume("<") else { throw Unreadable() }
        let isEnd = consume("/")
        let start = index
        while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"),
            bytes[index] != UInt8(ascii: "/")
        {
            index += 1
        }
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        // Attributes (`version="1.0"`) are skipped, quotes and all.
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                let isEmpty = index > start && bytes[index - 1] == UInt8(ascii: "/")
                index += 1
                guard !name.isEmpty, !(isEnd && isEmpty) else { throw Unreadable() }
                return Tag(name: name, isEnd: isEnd, isEmpty: isEmpty)
            }
            index += 1
        }
        throw Unreadable()
    }

    private mutating func expectEnd(_ name: String) throws {
        let tag = try nextTag()
        guard tag.isEnd, tag.name == name else { throw Unreadable() }
    }

    private mutating func skipMisc() throws {
        while true {
            while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
            if consume("<?") {
                let start = index
                try skip(past: "?>")
                try checkEncoding(bytes[start..<index])
            } else if consume("<!--") {
                try skip(past: "-->")
            } else if consume("<!DOCTYPE") {
                try skipDoctype()
            } else {
                return
            }
        }
    }

    /// A declaration naming an encoding other than UTF-8 (or its subset ASCII) is refused.
    private func checkEncoding(_ declaration: ArraySlice<UInt8>) throws {
        let text = String(decoding: declaration, as: UTF8.self).lowercased()
        guard let range = text.firstRange(of: "encoding") else { return }
        let rest = text[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
        guard rest.hasPrefix("utf-8") || rest.hasPrefix("us-ascii") else { throw Unreadable() }
    }

    private mutating func skipDoctype() throws {
        // An internal subset (`[ ... ]`) may hold `>`; plists never have one, but skip it whole.
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            if bytes[index] == UInt8(ascii: "[") { try skip(past: "]") } else { index += 1 }
        }
        guard consume(">") else { throw Unreadable() }
    }

    /// The text of an element up to `</name>`, with entities and CDATA sections resolved.
    private mutating func text(until name: String) throws -> String {
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") {
                index += 1
                text += try entity()
            } else if consume("<![CDATA[") {
                let start = index
                try skip(past: "]]>")
                text += bytes[start..<(index - 3)]
            } else if consume("<!--") {
                try skip(past: "-->")
            } else if byte == UInt8(ascii: "<") {
                try expectEnd(name)
                guard let string = String(validating: text, as: UTF8.self) else { throw Unreadable() }
                return string
            } else {
                text.append(byte)
                index += 1
            }
        }
        throw Unreadable()
    }

    /// The UTF-8 bytes of the entity after `&`, up to and including its `;`.
    private mutating func entity() throws -> [UInt8] {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: ";"), index - start < 12 { index += 1 }
        guard consume(";") else { throw Unreadable() }
        let name = String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
        let named = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
        if let character = named[name] { return Array(character.utf8) }
        let number: UInt32?
        if name.hasPrefix("#x") {
            number = UInt32(name.dropFirst(2), radix: 16)
        } else if name.hasPrefix("#") {
            number = UInt32(name.dropFirst(), radix: 10)
        } else {
            number = nil
        }
        guard let scalar = number.flatMap(Unicode.Scalar.init) else { throw Unreadable() }
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func skip(past terminator: String) throws {
        let pattern = Array(terminator.utf8)
        while index < bytes.count {
            if bytes[index...].starts(with: pattern) {
                index += pattern.count
                return
            }
            index += 1
        }
        throw Unreadable()
    }

    private mutating func consume(_ literal: String) -> Bool {
        guard bytes[index...].starts(with: literal.utf8) else { return false }
        index += literal.utf8.count
        return true
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
