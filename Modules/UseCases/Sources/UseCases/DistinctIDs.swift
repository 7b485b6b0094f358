/// How many distinct ids an import handed over, for its summary, in memory that stays a small
/// multiple of the file however its ids look: an id of up to 7 bytes is kept as one 8-byte integer
/// (its bytes and length), a decimal id of up to 18 digits as its value, and any other id as a
/// 128-bit fingerprint (two SipHash values of its bytes), never as a String, whose storage a file
/// of millions of long ids would multiply. Ids are the same when their bytes are, as in the SQL
/// stores. The fingerprint makes two different long ids count as one with a chance of about
/// n^2 / 2^129 (below 10^-24 for the largest file an import takes).
///
/// Each kind is split over 64 sets by hash, so a set that grows copies one sixty-fourth of the ids,
/// not all of them at once.
struct DistinctIDs {
    private struct Fingerprint: Hashable {
        let first: UInt64
        let second: UInt64
    }

    private static let shardCount = 64
    private var short = [Set<UInt64>](repeating: [], count: shardCount)
    private var decimal = [Set<UInt64>](repeating: [], count: shardCount)
    private var long = [Set<Fingerprint>](repeating: [], count: shardCount)

    private(set) var count = 0

    mutating func insert(_ id: String) {
        var id = id
        let inserted = id.withUTF8 { bytes in
            if bytes.count <= 7 {
                let packed = Self.packed(bytes)
                return short[Self.shard(packed)].insert(packed).inserted
            }
            if let value = Self.plainDecimal(bytes) {
                return decimal[Self.shard(value)].insert(value).inserted
            }
            let fingerprint = Self.fingerprint(bytes)
            return long[Self.shard(fingerprint.first)].insert(fingerprint).inserted
        }
        if inserted { count += 1 }
    }

    /// Up to 7 bytes and their count in the top byte: different ids give different integers.
    private static func packed(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value = UInt64(bytes.count) << 56
        for (index, byte) in bytes.enumerated() { value |= UInt64(byte) << (8 * index) }
        return value
    }

    /// A plain decimal (no sign, no leading zero) of 8 to 18 digits; shorter ids are `packed`.
    private static func plainDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard bytes.count <= 18, bytes.first != UInt8(ascii: "0") else { return nil }
        var value: UInt64 = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + UInt64(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private static func fingerprint(_ bytes: UnsafeBufferPointer<UInt8>) -> Fingerprint {
        var first = Hasher()
        first.combine(0 as UInt8)
        first.combine(bytes: UnsafeRawBufferPointer(bytes))
        var second = Hasher()
        second.combine(1 as UInt8)
        second.combine(bytes: UnsafeRawBufferPointer(bytes))
        return Fingerprint(
            first: UInt64(truncatingIfNeeded: first.finalize()),
            second: UInt64(truncatingIfNeeded: second.finalize()))
    }

    /// One of the 64 sets, from the high bits of a multiplicative hash.
    private static func shard(_ value: UInt64) -> Int {
        Int(truncatingIfNeeded: (value &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }
}
