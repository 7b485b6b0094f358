import PlatformFoundation

/// Reads binary plists (`bplist00`) straight into `PlistValue`s: strings, integers (up to 128
/// bits, as far as a `UInt64` holds them), reals, booleans, dates, data, arrays and dictionaries.
/// Why not FoundationEssentials' `PropertyListDecoder` (tried, measured, and kept out): it merges
/// another program's keys that are canonically equivalent Unicode, refuses a file holding a
/// `$null` key, and made `attractions show` at 1k about 13x the SQLite store's time (the bar is
/// 4x; docs/performance.md); this reader keeps every key as plistlib does. What this reader refuses (another
/// bplist version, a set, a UID, an integer beyond 64 bits, an "ASCII" string with bytes over 127,
/// a lone UTF-16 surrogate, a dictionary key that is not a string or is given twice, an offset
/// out of bounds, nesting deeper than `maxDepth`) gives nil: no program writes those into a
/// preferences file, and the store reports such a file as corrupt rather than guess.
///
/// Every offset and length is checked against the file before it is used, nesting is bounded, and
/// so is the number of values built (a file whose objects refer many times to one another cannot
/// make it build more values than the file has bytes).
struct BinaryPlistReader {
    static let maxDepth = 32

    private let bytes: UnsafeRawBufferPointer
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let offsetTable: Int
    private var budget: Int

    private struct Unsupported: Error {}

    /// The root value, or nil when the file is not a binary plist this reader can read whole.
    static func read(_ data: Data) -> PlistValue? {
        data.withUnsafeBytes { raw -> PlistValue? in
            guard var reader = BinaryPlistReader(raw) else { return nil }
            return try? reader.root()
        }
    }

    private init?(_ bytes: UnsafeRawBufferPointer) {
        let trailerSize = 32
        guard bytes.count >= 8 + trailerSize, bytes.starts(with: Array("bplist00".utf8)) else { return nil }
        self.bytes = bytes
        let trailer = bytes.count - trailerSize
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        let objects = Self.bigEndian(bytes, at: trailer + 8, size: 8)
        let table = Self.bigEndian(bytes, at: trailer + 24, size: 8)
        // Every count and offset comes from the file: each is checked before any is multiplied.
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
            objects > 0, objects <= UInt64(bytes.count), table >= 8, table < UInt64(trailer),
            UInt64(trailer) - table >= objects * UInt64(offsetSize)
        else { return nil }
        objectCount = Int(objects)
        offsetTable = Int(table)
        budget = bytes.count
    }

    private mutating func root() throws -> PlistValue {
        let top = Self.bigEndian(bytes, at: bytes.count - 16, size: 8)
        guard top < UInt64(objectCount) else { throw Unsupported() }
        return try value(Int(top), depth: 0)
    }

    private static func bigEndian(_ bytes: UnsafeRawBufferPointer, at offset: Int, size: Int) -> UInt64 {
        var result: UInt64 = 0
        for index in offset..<(offset + size) {
            result = result << 8 | UInt64(bytes[index])
        }
        return result
    }

    /// `size` bytes at `offset`, checked to lie before the offset table.
    private func number(at offset: Int, size: Int) throws -> UInt64 {
        guard offset >= 8, size <= 8, offset <= offsetTable - size else { throw Unsupported() }
        return Self.bigEndian(bytes, at: offset, size: size)
    }

    private mutating func value(_ object: Int, depth: Int) throws -> PlistValue {
        budget -= 1
        guard depth <= Self.maxDepth, budget >= 0, object < objectCount else { throw Unsupported() }
        // The table's bounds were checked when the trailer was read.
        let entry = Self.bigEndian(bytes, at: offsetTable + object * offsetSize, size: offsetSize)
        guard entry < UInt64(offsetTable) else { throw Unsupported() }
        let offset = Int(entry)
        let marker = try number(at: offset, size: 1)
        let kind = marker >> 4
        let info = Int(marker & 0xF)
        switch kind {
        case 0x0 where info == 0x8: return .boolean(false)
        case 0x0 where info == 0x9: return .boolean(true)
        case 0x1 where info <= 3:
            let raw = try number(at: offset + 1, size: 1 << info)
            // 1, 2 and 4 bytes are unsigned; 8 bytes are a signed 64-bit integer.
            return .integer(info == 3 ? Int(Int64(bitPattern: raw)) : Int(raw))
        case 0x1 where info == 4: return try integer128(at: offset + 1)
        case 0x2 where info == 2:
            return .real(Double(Float(bitPattern: UInt32(try number(at: offset + 1, size: 4)))))
        case 0x2 where info == 3: return .real(Double(bitPattern: try number(at: offset + 1, size: 8)))
        case 0x3 where info == 3:
            // Seconds since 2001-01-01 00:00 UTC, Foundation's reference date.
            let seconds = Double(bitPattern: try number(at: offset + 1, size: 8))
            return .date(Date(timeIntervalSinceReferenceDate: seconds))
        case 0x4:
            let (count, start) = try count(info, at: offset)
            guard start <= offsetTable - count else { throw Unsupported() }
            return .data(Data(bytes[start..<(start + count)]))
        case 0x5: return .string(try ascii(info, at: offset))
        case 0x6: return .string(try utf16(info, at: offset))
        case 0xA: return .array(try array(info, at: offset, depth: depth))
        case 0xD: return .dictionary(try dictionary(info, at: offset, depth: depth))
        default: throw Unsupported()
        }
    }

    /// A 128-bit two's complement integer: read when a 64-bit integer, signed or not, holds it.
    private func integer128(at offset: Int) throws -> PlistValue {
        let high = try number(at: offset, size: 8)
        let low = try number(at: offset + 8, size: 8)
        switch high {
        case 0 where low <= UInt64(Int.max): return .integer(Int(low))
        case 0: return .unsignedInteger(low)
        case .max where low > UInt64(Int.max): return .integer(Int(Int64(bitPattern: low)))
        default: throw Unsupported()
        }
    }

    /// An object's count (in its marker, or in an integer after it when 15) and where its
    /// contents start.
    private func count(_ info: Int, at offset: Int) throws -> (count: Int, start: Int) {
        guard info == 0xF else { return (info, offset + 1) }
        let marker = try number(at: offset + 1, size: 1)
        guard marker >> 4 == 0x1, marker & 0xF <= 3 else { throw Unsupported() }
        let size = 1 << Int(marker & 0xF)
        let count = try number(at: offset + 2, size: size)
        guard count <= UInt64(bytes.count) else { throw Unsupported() }
        return (Int(count), offset + 2 + size)
    }

    private func ascii(_ info: Int, at offset: Int) throws -> String {
        let (count, start) = try count(info, at: offset)
        guard start <= offsetTable - count else { throw Unsupported() }
        let text = UnsafeRawBufferPointer(rebasing: bytes[start..<(start + count)])
        // Bytes over 127 in an "ASCII" string have no encoding the file names: refused.
        guard Self.isASCII(text) else { throw Unsupported() }
        return String(decoding: text, as: UTF8.self)
    }

    /// Eight bytes at a time: this check ran over every byte of text in the file one by one.
    private static func isASCII(_ text: UnsafeRawBufferPointer) -> Bool {
        var highBits: UInt64 = 0
        var index = 0
        while index + 8 <= text.count {
            highBits |= text.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < text.count {
            highBits |= UInt64(text[index])
            index += 1
        }
        return highBits & 0x8080_8080_8080_8080 == 0
    }

    private func utf16(_ info: Int, at offset: Int) throws -> String {
        let (count, start) = try count(info, at: offset)
        guard count <= (offsetTable - start) / 2 else { throw Unsupported() }
        let units = (0..<count).lazy.map { index in
            UInt16(self.bytes[start + 2 * index]) << 8 | UInt16(self.bytes[start + 2 * index + 1])
        }
        // A lone surrogate is not text a Swift String can hold as it is: refused.
        guard let text = String(validating: units, as: UTF16.self) else { throw Unsupported() }
        return text
    }

    /// The object numbers an array or dictionary refers to, `count` of them from `start`.
    private func references(_ count: Int, from start: Int) throws -> [Int] {
        guard count <= (offsetTable - start) / referenceSize else { throw Unsupported() }
        return try (0..<count).map { index in
            let reference = try number(at: start + index * referenceSize, size: referenceSize)
            guard reference < UInt64(objectCount) else { throw Unsupported() }
            return Int(reference)
        }
    }

    private mutating func array(_ info: Int, at offset: Int, depth: Int) throws -> [PlistValue] {
        let (count, start) = try count(info, at: offset)
        return try references(count, from: start).map { try value($0, depth: depth + 1) }
    }

    private mutating func dictionary(_ info: Int, at offset: Int, depth: Int) throws -> PlistDictionary {
        let (count, start) = try count(info, at: offset)
        let keys = try references(count, from: start)
        let values = try references(count, from: start + count * referenceSize)
        var entries: [PlistDictionary.Entry] = []
        entries.reserveCapacity(count)
        for (key, value) in zip(keys, values) {
            guard case .string(let name) = try self.value(key, depth: depth + 1) else { throw Unsupported() }
            entries.append(PlistDictionary.Entry(key: name, value: try self.value(value, depth: depth + 1)))
        }
        guard let dictionary = PlistDictionary(uniqueKeys: entries) else { throw Unsupported() }
        return dictionary
    }
}
