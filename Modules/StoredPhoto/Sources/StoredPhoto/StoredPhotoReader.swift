import Domain

/// Reads a photo's `data` text straight into a `Photo`: the JSON object SQLite's `SQLitePhotoJSON`
/// and PostgreSQL's `JSONEncoder` write, with the keys both stores have always used.
///
/// `JSONDecoder` spent more instructions on one ~300-byte row (runtime metadata, Codable
/// machinery) than the rest of `outings photos show` (issue 13). This reader takes the plain JSON
/// that Outings writes and anything a hand-edited row may add (other key orders, whitespace,
/// escapes, nulls, unknown keys) and returns nil for whatever else it meets: a duplicate key, a
/// fraction or exponent in an integer, a lone surrogate, a malformed text. The caller then asks
/// `JSONDecoder`, so which rows are accepted, and as what, stays exactly `JSONDecoder`'s.
public struct StoredPhotoReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The photo `text` holds, or nil when this reader leaves the text to `JSONDecoder`.
    public static func photo(from text: String) -> Photo? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = StoredPhotoReader(bytes)
            return reader.photo()
        }
    }

    /// The keys of the stored photo, in the order `SQLitePhotoJSON` writes them.
    private enum Field: Int, CaseIterable {
        case id, title, description, ownerName, owner, placeID, farm, server, secret, originalSecret
        case originalFormat, latitude, longitude, dateUpload, tags

        var key: StaticString {
            switch self {
            case .id: "id"
            case .title: "title"
            case .description: "description"
            case .ownerName: "ownerName"
            case .owner: "owner"
            case .placeID: "placeID"
            case .farm: "farm"
            case .server: "server"
            case .secret: "secret"
            case .originalSecret: "originalSecret"
            case .originalFormat: "originalFormat"
            case .latitude: "latitude"
            case .longitude: "longitude"
            case .dateUpload: "dateUpload"
            case .tags: "tags"
            }
        }
    }

    /// The fields met so far; a field given `null` stays nil, as `decodeIfPresent` reads it.
    private struct Values {
        // Stored fields, not an array: one allocation less per row.
        var id, title, description, ownerName, owner, placeID: String?
        var server, secret, originalSecret, originalFormat: String?
        var farm: Int?
        var latitude: Double?
        var longitude: Double?
        var dateUpload: Int?
        var tags: [String]?
        /// One bit per field, to leave a row with a repeated key to JSONDecoder.
        var seen: UInt16 = 0

        mutating func markSeen(_ field: Field) -> Bool {
            let bit: UInt16 = 1 << field.rawValue
            defer { seen |= bit }
            return seen & bit == 0
        }

        /// The string fields by key; the other fields read as nil and ignore a write.
        subscript(_ field: Field) -> String? {
            get {
                switch field {
                case .id: id
                case .title: title
                case .description: description
                case .ownerName: ownerName
                case .owner: owner
                case .placeID: placeID
                case .server: server
                case .secret: secret
                case .originalSecret: originalSecret
                case .originalFormat: originalFormat
                case .farm, .latitude, .longitude, .dateUpload, .tags: nil
                }
            }
            set {
                switch field {
                case .id: id = newValue
                case .title: title = newValue
                case .description: description = newValue
                case .ownerName: ownerName = newValue
                case .owner: owner = newValue
                case .placeID: placeID = newValue
                case .server: server = newValue
                case .secret: secret = newValue
                case .originalSecret: originalSecret = newValue
                case .originalFormat: originalFormat = newValue
                case .farm, .latitude, .longitude, .dateUpload, .tags: break
                }
            }
        }
    }

    private mutating func photo() -> Photo? {
        var values = Values()
        skipWhitespace()
        guard take("{") else { return nil }
        skipWhitespace()
        if !take("}") {
            var expected = Field.id
            repeat {
                skipWhitespace()
                guard let key = plainString() else { return nil }
                skipWhitespace()
                guard take(":") else { return nil }
                skipWhitespace()
                if let field = field(named: key, expected: expected) {
                    // Which of two values JSONDecoder keeps is its business.
                    guard values.markSeen(field), read(field, into: &values) else { return nil }
                    expected = Field(rawValue: field.rawValue + 1) ?? .id
                } else {
                    guard skipValue(depth: 0) else { return nil }
                }
                skipWhitespace()
            } while take(",")
            guard take("}") else { return nil }
        }
        skipWhitespace()
        guard index == bytes.count else { return nil }
        guard let id = values[.id], let title = values[.title], let description = values[.description],
            let ownerName = values[.ownerName], let placeID = values[.placeID], let tags = values.tags
        else { return nil }
        return Photo(
            id: id, title: title, description: description, ownerName: ownerName, owner: values[.owner] ?? "",
            placeID: placeID, farm: values.farm, server: values[.server], secret: values[.secret],
            originalSecret: values[.originalSecret], originalFormat: values[.originalFormat],
            latitude: values.latitude, longitude: values.longitude, dateUpload: values.dateUpload, tags: tags)
    }

    /// The field a key names; the one after the last is tried first, as rows keep the writer's order.
    private func field(named key: Range<Int>, expected: Field) -> Field? {
        if matches(key, expected.key) { return expected }
        return Field.allCases.first { matches(key, $0.key) }
    }

    @inline(__always)
    private func matches(_ key: Range<Int>, _ name: StaticString) -> Bool {
        guard key.count == name.utf8CodeUnitCount else { return false }
        return name.withUTF8Buffer { name in
            name.indices.allSatisfy { name[$0] == bytes[key.lowerBound + $0] }
        }
    }

    /// Reads one member's value; false leaves the row to `JSONDecoder`.
    private mutating func read(_ field: Field, into values: inout Values) -> Bool {
        let isNull = take("null")
        switch field {
        case .id, .title, .description, .ownerName, .placeID, .tags:
            // Required: JSONDecoder refuses null.
            if isNull { return false }
        default:
            if isNull { return true }
        }
        switch field {
        case .farm:
            values.farm = integer()
            return values.farm != nil
        case .dateUpload:
            values.dateUpload = integer()
            return values.dateUpload != nil
        case .latitude:
            values.latitude = double()
            return values.latitude != nil
        case .longitude:
            values.longitude = double()
            return values.longitude != nil
        case .tags:
            values.tags = stringArray()
            return values.tags != nil
        default:
            values[field] = string()
            return values[field] != nil
        }
    }

    private mutating func stringArray() -> [String]? {
        guard take("[") else { return nil }
        var strings: [String] = []
        skipWhitespace()
        if take("]") { return strings }
        repeat {
            skipWhitespace()
            guard let string = string() else { return nil }
            strings.append(string)
            skipWhitespace()
        } while take(",")
        return take("]") ? strings : nil
    }

    // MARK: Bytes

    private var next: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Consumes `text` when the bytes at the cursor spell it.
    @inline(__always)  // Folds the literal: most calls test one byte.
    private mutating func take(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        let equal = text.withUTF8Buffer { text in text.indices.allSatisfy { text[$0] == bytes[index + $0] } }
        if equal { index += count }
        return equal
    }

    /// JSON's whitespace: space, tab, line feed, carriage return; nothing else.
    private mutating func skipWhitespace() {
        while let byte = next, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }
}

extension StoredPhotoReader {
    // MARK: Strings

    /// A string without escapes, as the range of its bytes (keys are compared, never decoded).
    private mutating func plainString() -> Range<Int>? {
        guard take("\"") else { return nil }
        let start = index
        while let byte = next {
            if byte == UInt8(ascii: "\"") {
                index += 1
                return start..<(index - 1)
            }
            // An escaped or control byte in a key: JSONDecoder's to judge.
            guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { return nil }
            index += 1
        }
        return nil
    }

    /// A JSON string's value; nil for a control byte, a bad escape, a lone surrogate, no end.
    private mutating func string() -> String? {
        guard take("\"") else { return nil }
        let start = index
        while let byte = next, byte != UInt8(ascii: "\"") {
            if byte == UInt8(ascii: "\\") { return escapedString(from: start) }
            guard byte >= 0x20 else { return nil }
            index += 1
        }
        guard next != nil else { return nil }
        index += 1
        // The text is valid UTF-8 and a quote never splits a character, so nothing is replaced.
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)]), as: UTF8.self)
    }

    /// The rest of a string that has an escape at the cursor; `start` is its first byte.
    private mutating func escapedString(from start: Int) -> String? {
        var decoded = Array(bytes[start..<index])
        while let byte = next {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escaped = next else { return nil }
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escaped)
                case UInt8(ascii: "b"): decoded.append(0x08)
                case UInt8(ascii: "f"): decoded.append(0x0C)
                case UInt8(ascii: "n"): decoded.append(0x0A)
                case UInt8(ascii: "r"): decoded.append(0x0D)
                case UInt8(ascii: "t"): decoded.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = escapedScalar() else { return nil }
                    UTF8.encode(scalar) { decoded.append($0) }
                default: return nil
                }
            case 0x00..<0x20: return nil
            default: decoded.append(byte)
            }
        }
        return nil
    }

    /// The scalar of a `\u` escape whose four digits are at the cursor, joining a surrogate pair.
    private mutating func escapedScalar() -> Unicode.Scalar? {
        guard let unit = hexUnit() else { return nil }
        switch unit {
        case 0xD800..<0xDC00:
            guard take("\\u"), let low = hexUnit(), (0xDC00..<0xE000).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        default:
            // nil for a lone low surrogate.
            return Unicode.Scalar(unit)
        }
    }

    private mutating func hexUnit() -> UInt32? {
        guard bytes.count - index >= 4 else { return nil }
        var unit: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            unit = unit << 4 | UInt32(digit)
            index += 1
        }
        return unit
    }

    // MARK: Numbers

    /// The bytes of a number in JSON's grammar: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    private mutating func numberText() -> Range<Int>? {
        let start = index
        _ = take("-")
        guard let first = next, isDigit(first) else { return nil }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if take(".") {
            guard skipDigits() else { return nil }
        }
        if take("e") || take("E") {
            if !take("+") { _ = take("-") }
            guard skipDigits() else { return nil }
        }
        return start..<index
    }

    /// Skips digits; false when there was none.
    @discardableResult
    private mutating func skipDigits() -> Bool {
        let start = index
        while let byte = next, isDigit(byte) { index += 1 }
        return index > start
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// An integer written as one: nil for a fraction or an exponent (JSONDecoder's to judge) and
    /// for a value outside `Int`.
    private mutating func integer() -> Int? {
        guard let text = numberText() else { return nil }
        let negative = bytes[text.lowerBound] == UInt8(ascii: "-")
        var value = 0
        for offset in text.dropFirst(negative ? 1 : 0) {
            guard isDigit(bytes[offset]) else { return nil }
            // Accumulated with the sign, so Int.min reads too.
            let digit = Int(bytes[offset] - UInt8(ascii: "0"))
            let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowedAgain) =
                negative
                ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowed, !overflowedAgain else { return nil }
            value = sum
        }
        return value
    }

    /// A finite Double, correctly rounded by the standard library's parser; nil when it overflows
    /// or a nonzero number underflows to zero (JSONDecoder refuses both, so it judges them).
    private mutating func double() -> Double? {
        guard let text = numberText() else { return nil }
        guard let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[text]), as: UTF8.self)),
            value.isFinite
        else { return nil }
        if value == 0 {
            let significand = text.prefix { bytes[$0] != UInt8(ascii: "e") && bytes[$0] != UInt8(ascii: "E") }
            guard significand.allSatisfy({ bytes[$0] < UInt8(ascii: "1") || bytes[$0] > UInt8(ascii: "9") })
            else { return nil }
        }
        return value
    }

    // MARK: Unknown members

    /// Skips a whole value of an unknown key, checking it as JSON; false when it is not JSON or is
    /// nested deeper than any row needs (JSONDecoder then judges it).
    private mutating func skipValue(depth: Int) -> Bool {
        guard depth < 16, let byte = next else { return false }
        switch byte {
        case UInt8(ascii: "\""): return string() != nil
        case UInt8(ascii: "t"): return take("true")
        case UInt8(ascii: "f"): return take("false")
        case UInt8(ascii: "n"): return take("null")
        case UInt8(ascii: "["): return skipContainer(depth: depth, closing: "]", hasKeys: false)
        case UInt8(ascii: "{"): return skipContainer(depth: depth, closing: "}", hasKeys: true)
        default: return numberText() != nil
        }
    }

    private mutating func skipContainer(depth: Int, closing: StaticString, hasKeys: Bool) -> Bool {
        index += 1
        skipWhitespace()
        if take(closing) { return true }
        repeat {
            skipWhitespace()
            if hasKeys {
                guard string() != nil else { return false }
                skipWhitespace()
                guard take(":") else { return false }
                skipWhitespace()
            }
            guard skipValue(depth: depth + 1) else { return false }
            skipWhitespace()
        } while take(",")
        return take(closing)
    }
}
