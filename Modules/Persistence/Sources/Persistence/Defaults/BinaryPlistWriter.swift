import PlatformFoundation

/// Writes a `PlistValue` as a binary plist (`bplist00`): the header, every object, a table of
/// the objects' offsets, and a 32-byte trailer saying where that table is and how wide its
/// numbers are. Foundation's writer is not used: it drags all of Foundation into the binary, and
/// in a `--static-swift-stdlib` build it refuses every value ("Not A Type").
///
/// Scalars are written once and referred to wherever they recur (as CoreFoundation and plistlib
/// do): a suite repeats the same keys in every attraction and photo, and a smaller file is a
/// faster parse. Strings are shared only when their UTF-8 bytes are equal, not merely
/// canonically equivalent, so every text is written back exactly as it was.
struct BinaryPlistWriter {
    /// One object of the file: a scalar, or a container of references to other objects.
    private enum Object {
        case scalar(PlistValue)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    /// What makes two scalars one object.
    private enum ScalarKey: Hashable {
        case text(ExactText)
        case integer(Int)
        case unsignedInteger(UInt64)
        case real(UInt64)
        case boolean(Bool)
        case date(UInt64)
        case data(Data)
    }

    private var objects: [Object] = []
    private var shared: [ScalarKey: Int] = [:]

    static func data(_ root: PlistValue) -> Data {
        var writer = BinaryPlistWriter()
        let top = writer.add(root)
        return writer.encoded(top: top)
    }

    /// Numbers `value` and everything in it; a container gets its number before its contents.
    private mutating func add(_ value: PlistValue) -> Int {
        switch value {
        case .array(let elements):
            let index = reserve()
            objects[index] = .array(elements.map { add($0) })
            return index
        case .dictionary(let entries):
            let index = reserve()
            // Sorted keys: the same document always gives the same bytes.
            let sorted = entries.entries.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            let keys = sorted.map { add(.string($0.key)) }
            objects[index] = .dictionary(keys: keys, values: sorted.map { add($0.value) })
            return index
        default:
            let key = Self.scalarKey(value)
            if let index = shared[key] { return index }
            objects.append(.scalar(value))
            shared[key] = objects.count - 1
            return objects.count - 1
        }
    }

    private mutating func reserve() -> Int {
        objects.append(.array([]))
        return objects.count - 1
    }

    private static func scalarKey(_ value: PlistValue) -> ScalarKey {
        switch value {
        case .string(let text): return .text(ExactText(text))
        case .integer(let number): return .integer(number)
        case .unsignedInteger(let number): return .unsignedInteger(number)
        case .real(let number): return .real(number.bitPattern)
        case .boolean(let flag): return .boolean(flag)
        case .date(let date): return .date(date.timeIntervalSinceReferenceDate.bitPattern)
        case .data(let bytes): return .data(bytes)
        case .array, .dictionary: preconditionFailure("containers are never shared")
        }
    }

    private func encoded(top: Int) -> Data {
        let referenceSize = Self.byteCount(UInt64(objects.count - 1))
        var output = Array("bplist00".utf8)
        var offsets: [Int] = []
        offsets.reserveCapacity(objects.count)
        for object in objects {
            offsets.append(output.count)
            Self.append(object, referenceSize: referenceSize, to: &output)
        }
        let tableOffset = output.count
        let offsetSize = Self.byteCount(UInt64(tableOffset))
        for offset in offsets {
            Self.appendBigEndian(UInt64(offset), size: offsetSize, to: &output)
        }
        // Trailer: 5 unused bytes, the sort version, both widths, then three 64-bit numbers.
        output += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        for number in [objects.count, top, tableOffset] {
            Self.appendBigEndian(UInt64(number), size: 8, to: &output)
        }
        return Data(output)
    }

    private static func append(_ object: Object, referenceSize: Int, to output: inout [UInt8]) {
        switch object {
        case .array(let references):
            appendMarker(0xA, count: references.count, to: &output)
            for reference in references {
                appendBigEndian(UInt64(reference), size: referenceSize, to: &output)
            }
        case .dictionary(let keys, let values):
            appendMarker(0xD, count: keys.count, to: &output)
            for reference in keys + values {
                appendBigEndian(UInt64(reference), size: referenceSize, to: &output)
            }
        case .scalar(let value):
            appendScalar(value, to: &output)
        }
    }

    private static func appendScalar(_ value: PlistValue, to output: inout [UInt8]) {
        switch value {
        case .boolean(let flag): output.append(flag ? 0x09 : 0x08)
        case .integer(let number): appendInteger(number, to: &output)
        case .unsignedInteger(let number):
            // Above Int64.max: a 128-bit integer whose high half is zero.
            output.append(0x14)
            appendBigEndian(0, size: 8, to: &output)
            appendBigEndian(number, size: 8, to: &output)
        case .real(let number):
            output.append(0x23)
            appendBigEndian(number.bitPattern, size: 8, to: &output)
        case .date(let date):
            output.append(0x33)
            appendBigEndian(date.timeIntervalSinceReferenceDate.bitPattern, size: 8, to: &output)
        case .data(let bytes):
            appendMarker(0x4, count: bytes.count, to: &output)
            output += bytes
        case .string(let text):
            appendString(text, to: &output)
        case .array, .dictionary: preconditionFailure("containers are objects of their own")
        }
    }

    /// ASCII text as its bytes; any other text as big-endian UTF-16, counted in code units.
    private static func appendString(_ text: String, to output: inout [UInt8]) {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            appendMarker(0x5, count: text.utf8.count, to: &output)
            output += text.utf8
        } else {
            appendMarker(0x6, count: text.utf16.count, to: &output)
            for unit in text.utf16 { output += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        }
    }

    /// Non-negative integers in the fewest of 1, 2, 4 or 8 bytes (read as unsigned); negative
    /// ones always in 8 (the only signed width).
    private static func appendInteger(_ number: Int, to output: inout [UInt8]) {
        let size = number < 0 ? 8 : byteCount(UInt64(number))
        output.append(0x10 | UInt8(size.trailingZeroBitCount))
        appendBigEndian(UInt64(bitPattern: Int64(number)), size: size, to: &output)
    }

    /// The type's nibble and the count; a count of 15 or more follows as an integer object.
    private static func appendMarker(_ kind: UInt8, count: Int, to output: inout [UInt8]) {
        if count < 15 {
            output.append(kind << 4 | UInt8(count))
        } else {
            output.append(kind << 4 | 0xF)
            appendInteger(count, to: &output)
        }
    }

    /// The width, 1, 2, 4 or 8 bytes, that holds `number`.
    private static func byteCount(_ number: UInt64) -> Int {
        switch number {
        case 0...0xFF: return 1
        case 0...0xFFFF: return 2
        case 0...0xFFFF_FFFF: return 4
        default: return 8
        }
    }

    private static func appendBigEndian(_ number: UInt64, size: Int, to output: inout [UInt8]) {
        for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
            output.append(UInt8(truncatingIfNeeded: number >> UInt64(shift)))
        }
    }
}
