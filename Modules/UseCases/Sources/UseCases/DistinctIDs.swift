/// How many distinct ids were seen, for an import's summary. Flickr's ids are decimal numbers, so
/// those are kept as 8-byte integers rather than 16-byte strings: a file of millions of small
/// entries then costs half the memory. Exact: a plain decimal (no sign, no leading zero, at most
/// 18 digits) names exactly one integer, and every other id is kept as its text.
struct DistinctIDs {
    private var numbers: Set<Int64> = []
    private var texts: Set<String> = []

    var count: Int { numbers.count + texts.count }

    mutating func insert(_ id: String) {
        if let number = Self.plainDecimal(id) {
            numbers.insert(number)
        } else {
            texts.insert(id)
        }
    }

    private static func plainDecimal(_ id: String) -> Int64? {
        let utf8 = id.utf8
        guard (1...18).contains(utf8.count), utf8.first != UInt8(ascii: "0") || utf8.count == 1 else {
            return nil
        }
        var value: Int64 = 0
        for byte in utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
