/// Attraction ids, for a transfer that must visit every copied id after the copy (the edit stamps
/// follow them). An id in the form Outings makes (a UUID, 36 characters, lower-case as
/// `EditAttractions` makes them, or upper-case as earlier versions and other apps did) is kept as
/// its 16 bytes, any other as its text: a million ids held as strings took about 100 MB with the
/// set made of them, over the 64 MB a transfer may use (docs/performance.md); as bytes they take
/// 16 MB. Ids are the same when their bytes are, so the two cases are kept apart.
struct CompactIDs: Sequence {
    private var uuids: [UUIDBytes] = []
    private var lowercaseUUIDs: [UUIDBytes] = []
    private var others: [String] = []

    struct UUIDBytes: Hashable {
        let high: UInt64
        let low: UInt64
    }

    var count: Int { uuids.count + lowercaseUUIDs.count + others.count }

    mutating func append(_ id: String) {
        if let bytes = Self.bytes(of: id) {
            uuids.append(bytes)
        } else if let bytes = Self.bytes(of: id, lowercase: true) {
            lowercaseUUIDs.append(bytes)
        } else {
            others.append(id)
        }
    }

    /// The ids as sets, made once for many questions.
    struct Lookup {
        fileprivate let uuids: Set<UUIDBytes>
        fileprivate let lowercaseUUIDs: Set<UUIDBytes>
        fileprivate let others: Set<String>

        func contains(_ id: String) -> Bool {
            if let bytes = CompactIDs.bytes(of: id) { return uuids.contains(bytes) }
            if let bytes = CompactIDs.bytes(of: id, lowercase: true) { return lowercaseUUIDs.contains(bytes) }
            return others.contains(id)
        }
    }

    func lookup() -> Lookup {
        Lookup(uuids: Set(uuids), lowercaseUUIDs: Set(lowercaseUUIDs), others: Set(others))
    }

    /// Upper-case UUIDs, then lower-case ones, then the other ids, each in the order seen.
    func makeIterator() -> AnyIterator<String> {
        var uuidIterator = uuids.makeIterator()
        var lowercaseIterator = lowercaseUUIDs.makeIterator()
        var otherIterator = others.makeIterator()
        return AnyIterator {
            uuidIterator.next().map { Self.text($0) } ?? lowercaseIterator.next().map {
                Self.text($0, lowercase: true)
            }
                ?? otherIterator.next()
        }
    }

    private static let digits = Array("0123456789ABCDEF".utf8)
    private static let lowercaseDigits = Array("0123456789abcdef".utf8)

    /// The 16 bytes of a UUID whose letters are all of one case (upper unless `lowercase`), or nil
    /// for any other text (kept as it is). A UUID of digits only reads as upper-case.
    static func bytes(of id: String, lowercase: Bool = false) -> UUIDBytes? {
        let letters =
            lowercase ? UInt8(ascii: "a")...UInt8(ascii: "f") : UInt8(ascii: "A")...UInt8(ascii: "F")
        var utf8 = id.utf8.makeIterator()
        var high: UInt64 = 0
        var low: UInt64 = 0
        var nibbles = 0
        for index in 0..<36 {
            guard let byte = utf8.next() else { return nil }
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            let value: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0")
            case letters: value = byte - letters.lowerBound + 10
            default: return nil
            }
            if nibbles < 16 { high = high << 4 | UInt64(value) } else { low = low << 4 | UInt64(value) }
            nibbles += 1
        }
        guard utf8.next() == nil else { return nil }
        return UUIDBytes(high: high, low: low)
    }

    /// The id `bytes(of:lowercase:)` read, character for character.
    static func text(_ bytes: UUIDBytes, lowercase: Bool = false) -> String {
        let digits = lowercase ? Self.lowercaseDigits : Self.digits
        var out: [UInt8] = []
        out.reserveCapacity(36)
        for nibble in 0..<32 {
            if nibble == 8 || nibble == 12 || nibble == 16 || nibble == 20 { out.append(UInt8(ascii: "-")) }
            let word = nibble < 16 ? bytes.high : bytes.low
            let shift = UInt64(60 - 4 * (nibble % 16))
            out.append(digits[Int((word >> shift) & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
