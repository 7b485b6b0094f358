import PlatformFoundation
import UseCases

/// Any value of a property list, typed as the file stores it: the keys of another program sharing
/// the suite are decoded into it and encoded back with the types they were read with.
enum PlistValue: Codable, Sendable, Equatable {
    case string(String)
    case integer(Int)
    /// An integer above `Int.max` (plistlib and CoreFoundation write a `UInt64` that way).
    case unsignedInteger(UInt64)
    case real(Double)
    case boolean(Bool)
    case date(Date)
    case data(Data)
    case array([PlistValue])
    case dictionary([String: PlistValue])

    /// Deeper nesting is refused, so a hostile file cannot make decoding recurse unbounded.
    static let maxDepth = 32

    init(from decoder: any Decoder) throws {
        guard decoder.codingPath.count <= Self.maxDepth else {
            throw StoreError.corrupt(
                "\(PlistCoding.place(decoder.codingPath)) nests deeper than \(Self.maxDepth)")
        }
        try PlistValueBudget.spend(decoder)
        let container = try decoder.singleValueContainer()
        switch try PlistKind.of(container) {
        case .boolean(let flag): self = .boolean(flag)
        case .null: self = .string(PlistKind.nullMarker)
        case .integer:
            if let number = try? container.decode(Int.self) {
                self = .integer(number)
            } else {
                self = .unsignedInteger(try container.decode(UInt64.self))
            }
        case .real: self = .real(try container.decode(Double.self))
        case .string: self = .string(try container.decode(String.self))
        case .date: self = .date(try container.decode(Date.self))
        case .data: self = .data(try container.decode(Data.self))
        case .array: self = .array(try container.decode([PlistValue].self))
        case .dictionary: self = .dictionary(try container.decode([String: PlistValue].self))
        case .unnamed: self = try Self.guessed(container)
        }
    }

    /// The first type the value decodes as. A string first keeps OpenStep's "12" a string; an
    /// integer before a real is the best guess when the type cannot be told.
    private static func guessed(_ container: any SingleValueDecodingContainer) throws -> PlistValue {
        if let text = try? container.decode(String.self) { return .string(text) }
        if let bytes = try? container.decode(Data.self) { return .data(bytes) }
        if let number = try? container.decode(Int.self) { return .integer(number) }
        if let number = try? container.decode(Double.self) { return .real(number) }
        if let date = try? container.decode(Date.self) { return .date(date) }
        if let values = try? container.decode([PlistValue].self) { return .array(values) }
        return .dictionary(try container.decode([String: PlistValue].self))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .integer(let number): try container.encode(number)
        case .unsignedInteger(let number): try container.encode(number)
        case .real(let number): try container.encode(number)
        case .boolean(let flag): try container.encode(flag)
        case .date(let date): try container.encode(date)
        case .data(let bytes): try container.encode(bytes)
        case .array(let values): try container.encode(values)
        case .dictionary(let entries): try container.encode(entries)
        }
    }
}

/// How many values of other programs' keys one decoding may still build: at most one per byte of
/// the file, so a binary plist whose objects refer many times to one another cannot make it build
/// exponentially many. Handed to the decoder in its `userInfo`.
final class PlistValueBudget: @unchecked Sendable {
    static let key = CodingUserInfoKey(rawValue: "outings.plistValueBudget")!
    // Decoding runs on one thread at a time: the count needs no lock.
    private var remaining: Int

    init(_ remaining: Int) {
        self.remaining = remaining
    }

    static func spend(_ decoder: any Decoder) throws {
        guard let budget = decoder.userInfo[key] as? PlistValueBudget else { return }
        budget.remaining -= 1
        guard budget.remaining >= 0 else {
            throw StoreError.corrupt(
                "\(PlistCoding.place(decoder.codingPath)): more values than the file has bytes")
        }
    }
}
