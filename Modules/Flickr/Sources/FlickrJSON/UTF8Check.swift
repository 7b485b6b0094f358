/// Checks UTF-8 without building a String (a skipped 60 MB value must not cost 60 MB).
enum UTF8Check {
    /// True for well-formed UTF-8: no overlong forms, surrogates, or scalars above U+10FFFF.
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, low) = (3, 0xA0)
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: (length, high) = (3, 0x9F)
            case 0xF0: (length, low) = (4, 0x90)
            case 0xF1...0xF3: length = 4
            case 0xF4: (length, high) = (4, 0x8F)
            default: return false
            }
            guard index + length <= bytes.count else { return false }
            // Only the first continuation byte has a narrowed range.
            guard (low...high).contains(bytes[index + 1]) else { return false }
            for offset in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[index + offset]) {
                return false
            }
            index += length
        }
        return true
    }
}
