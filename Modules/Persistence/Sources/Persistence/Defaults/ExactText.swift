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
        left.utf8.count == right.utf8.count && left.utf8.elementsEqual(right.utf8)
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
