import PlatformFoundation

/// The content lines of an iCalendar file, unfolded (RFC 5545, section 3.1): a line starting with
/// a space or a tab continues the one before. Lines may end in CRLF or LF alone; blank lines are
/// skipped. Each keeps the number of the line it starts on. The first must be `BEGIN:VCALENDAR`.
struct UnfoldedLine {
    let number: Int
    /// The property's name, in capitals.
    let name: String
    /// Each parameter's value by its name in capitals, quotes removed.
    let parameters: [String: String]
    let value: String

    static func all(in bytes: Data) throws(HolidayCalendarError) -> [UnfoldedLine] {
        var joined: [(number: Int, bytes: [UInt8])] = []
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        for (index, physical) in body.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let line = physical.last == 0x0D ? physical.dropLast() : physical
            if let first = line.first, first == 0x20 || first == 0x09, !joined.isEmpty {
                joined[joined.count - 1].bytes += line.dropFirst()
            } else if !line.isEmpty {
                joined.append((index + 1, Array(line)))
            }
        }
        guard let first = joined.first,
            String(decoding: first.bytes, as: UTF8.self).uppercased() == "BEGIN:VCALENDAR"
        else { throw .notICalendar(line: joined.first?.number ?? 1) }
        var lines: [UnfoldedLine] = []
        for (number, bytes) in joined {
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.utf8.elementsEqual(bytes) else {
                throw .malformed(line: number, problem: "not UTF-8 text")
            }
            lines.append(try UnfoldedLine(number: number, text: text))
        }
        return lines
    }

    /// `NAME;PARAM=VALUE;PARAM="QUOTED":VALUE`: the value starts at the first colon outside quotes.
    private init(number: Int, text: String) throws(HolidayCalendarError) {
        var quoted = false
        guard
            let colon = text.firstIndex(where: { character in
                if character == "\"" { quoted.toggle() }
                return character == ":" && !quoted
            })
        else { throw .malformed(line: number, problem: "expected NAME:VALUE") }
        var pieces = Self.splitOutsideQuotes(text[..<colon])
        let name = String(pieces.removeFirst()).uppercased()
        guard !name.isEmpty else {
            throw .malformed(line: number, problem: "a line without a name before its colon")
        }
        var parameters: [String: String] = [:]
        for piece in pieces {
            let parts = piece.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            parameters[parts[0].uppercased()] = parts[1].filter { $0 != "\"" }
        }
        self.number = number
        self.name = name
        self.parameters = parameters
        value = String(text[text.index(after: colon)...])
    }

    private static func splitOutsideQuotes(_ text: Substring) -> [Substring] {
        var quoted = false
        return text.split(omittingEmptySubsequences: false) { character in
            if character == "\"" { quoted.toggle() }
            return character == ";" && !quoted
        }
    }
}
