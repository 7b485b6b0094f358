import PlatformFoundation

#if canImport(Glibc)
    import Glibc
#endif

/// A string compared and hashed by its UTF-8 bytes, not by canonical equivalence as `String` is
/// ("é" written as one scalar and as "e" plus an accent are equal Strings, but different text).
struct ExactText: Hashable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    static func == (left: ExactText, right: ExactText) -> Bool {
        same(left.text, right.text)
    }

    /// Whether two texts have the same bytes. Far cheaper than `==` on two short Strings that
    /// differ, which takes the comparison's slow path (a seventh of `attractions show`'s
    /// instructions went to `_stringCompareWithSmolCheck` when keys were compared with `==`).
    static func same(_ left: String, _ right: String) -> Bool {
        guard left.utf8.count == right.utf8.count else { return false }
        // Native strings (all those read from a file) lend their bytes; comparing those is a
        // `memcmp`, where `elementsEqual` steps through both element by element.
        let compared = left.utf8.withContiguousStorageIfAvailable { leftBytes in
            right.utf8.withContiguousStorageIfAvailable { rightBytes in
                leftBytes.isEmpty
                    || memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, leftBytes.count) == 0
            }
        }
        return (compared ?? nil) ?? left.utf8.elementsEqual(right.utf8)
    }

    /// FNV-1a of the UTF-8 bytes: equal texts, equal fingerprints. Cheap for short keys, and
    /// unlike `Hasher` it needs no seeding and finishing per value.
    static func fingerprint(_ text: String) -> UInt64 {
        func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
            bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        }
        return text.utf8.withContiguousStorageIfAvailable(hash) ?? hash(text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
