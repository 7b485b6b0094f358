import PlatformFoundation

/// The scalar elements of an XML plist, from their text: `<string>`, `<integer>` (decimal, or
/// hexadecimal after `0x`, as CoreFoundation and plistlib read it), `<real>`, `<date>` (ISO 8601
/// in UTC, the one form plist writers use) and `<data>` (base64, white space allowed).
enum XMLPlistScalar {
    struct Malformed: Error {}

    static func value(_ element: String, _ text: String) throws -> PlistValue {
        switch element {
        case "string": return .string(text)
        case "integer": return try integer(trimmed(text))
        case "real":
            guard let number = Double(trimmed(text)) else { throw Malformed() }
            return .real(number)
        case "date": return .date(try date(trimmed(text)))
        case "data":
            let base64 = String(String.UnicodeScalarView(text.unicodeScalars.filter { !isSpace($0) }))
            guard let bytes = Data(base64Encoded: base64) else { throw Malformed() }
            return .data(bytes)
        default: throw Malformed()
        }
    }

    /// Any integer from `Int.min` to `UInt64.max`; anything wider is refused, not rounded.
    private static func integer(_ text: Substring) throws -> PlistValue {
        let negative = text.hasPrefix("-")
        var digits = negative || text.hasPrefix("+") ? text.dropFirst() : text
        var radix = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            digits = digits.dropFirst(2)
            radix = 16
        }
        // UInt64's parser would take a second sign: the text must be digits only from here.
        guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit), let magnitude = UInt64(digits, radix: radix)
        else { throw Malformed() }
        if !negative {
            return magnitude <= UInt64(Int.max) ? .integer(Int(magnitude)) : .unsignedInteger(magnitude)
        }
        guard magnitude <= UInt64(Int.max) + 1 else { throw Malformed() }
        return .integer(magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude))
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, every field checked, as seconds from Foundation's reference date.
    private static func date(_ text: Substring) throws -> Date {
        let bytes = Array(text.utf8)
        let layout = Array("0000-00-00T00:00:00Z".utf8)
        guard bytes.count == layout.count else { throw Malformed() }
        for (byte, expected) in zip(bytes, layout) {
            let fits =
                expected == UInt8(ascii: "0")
                ? (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) : byte == expected
            guard fits else { throw Malformed() }
        }
        func field(_ start: Int, _ count: Int) -> Int {
            bytes[start..<(start + count)].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        let (year, month, day) = (field(0, 4), field(5, 2), field(8, 2))
        let (hour, minute, second) = (field(11, 2), field(14, 2), field(17, 2))
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { throw Malformed() }
        let days = daysSince1970(year: year, month: month, day: day)
        let seconds = ((days * 24 + hour) * 60 + minute) * 60 + second
        // 978,307,200 s: from 1970-01-01 to 2001-01-01, the reference date binary plists count from.
        return Date(timeIntervalSinceReferenceDate: Double(seconds - 978_307_200))
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (years counted from
    /// March, so the leap day ends a year; a 400-year era has 146,097 days).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400  // rounded down
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func trimmed(_ text: String) -> Substring {
        let scalars = text.unicodeScalars
        let start = scalars.firstIndex { !isSpace($0) } ?? scalars.endIndex
        let end = scalars.lastIndex { !isSpace($0) }.map(scalars.index(after:)) ?? start
        return text[start..<max(start, end)]
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && XMLPlistReader.isSpace(UInt8(scalar.value))
    }
}
