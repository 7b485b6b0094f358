/// Attraction ids kept in the order seen, for a transfer that must visit every copied id after
/// the copy (the edit stamps follow them). An id in the form Outings makes (an upper-case UUID,
/// 36 characters) is kept as its 16 bytes, any other as its text: a million ids held as strings
/// took about 100 MB with the set made of them, over the 64 MB a transfer may use
/// (docs/performance.md); as bytes they take 16 MB.
struct CompactIDs: Sequence {
    private var uuids: [UUIDBytes] = []
    private var others: [String] = []

    struct UUIDBytes: Hashable {
        let high: UInt64
        let low: UInt64
    }

    var count: Int { uuids.count + others.count }

    mutating func append(_ id: String) {
        if let bytes = Self.bytes(of: id) { uuids.append(bytes) } else { others.append(id) }
    }

    /// Whether `id` is one of these (a set of them is made once, for many questions).
    func contains(_ id: String, in set: Set<UUIDBytes>, others otherSet: Set<String>) -> Bool {
        if let bytes = Self.bytes(of: id) { return set.contains(bytes) }
        return otherSet.contains(id)
    }

    /// The sets `contains` asks.
    func sets() -> (Set<UUIDBytes>, Set<String>) { (Set(uuids), Set(others)) }

    func makeIterator() -> AnyIterator<String> {
        var uuidIterator = uuids.makeIterator()
        var otherIterator = others.makeIterator()
        return AnyIterator { uuidIterator.next().map(Self.text) ?? otherIterator.next() }
    }

    private static let digits = Array("0123456789ABCDEF".utf8)

    /// The 16 bytes of an upper-case UUID, or nil for any other text (kept as it is).
    static func bytes(of id: String) -> UUIDBytes? {
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
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            if nibbles < 16 { high = high << 4 | UInt64(value) } else { low = low << 4 | UInt64(value) }
            nibbles += 1
        }
        guard utf8.next() == nil else { return nil }
        return UUIDBytes(high: high, low: low)
    }

    /// The id `bytes(of:)` read, character for character.
    static func text(_ bytes: UUIDBytes) -> String {
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
