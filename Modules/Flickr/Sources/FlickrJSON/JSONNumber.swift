/// A JSON number exactly as written. Flickr ids and error codes are taken digit for digit: through a
/// Double, 9007199254740993 would become ...992 and an id of 20 digits could not be held at all.
public struct JSONNumber: Equatable, Hashable, Sendable {
    public let text: String

    public init(text: String) {
        self.text = text
    }

    /// The text, when it is a whole number written without fraction or exponent.
    public var integerText: String? {
        let digits = text.hasPrefix("-") ? text.dropFirst() : text[...]
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return text
    }

    /// The value as a Double (rounded, as any JSON reader would), when finite.
    public var double: Double? {
        Double(text).flatMap { $0.isFinite ? $0 : nil }
    }

    /// The value as an Int, when it is whole and in range; exact for integer text.
    public var integer: Int? {
        if let integerText { return Int(integerText) }
        return double.flatMap { Int(exactly: $0) }
    }
}
