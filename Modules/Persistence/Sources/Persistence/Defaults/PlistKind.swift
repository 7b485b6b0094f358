#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The type a property-list value has in the file. `PropertyListDecoder` converts between numbers
/// when asked (an `Int` from `<real>1.0</real>`, a `Double` from `<integer>1</integer>`), so asking
/// for a type cannot tell an integer from a real; its type-mismatch error names what the file
/// holds, so asking for a `Bool` (the one request it never converts for) answers both: the
/// boolean itself, or the error that names the type.
enum PlistKind: Equatable {
    case boolean(Bool)
    case integer, real, string, date, data, array, dictionary
    /// What an OpenStep plist holds: its decoder names strings and data alike.
    case stringOrData
    /// The string `nullMarker`, which the decoder reads as a null.
    case null

    static let nullMarker = "$null"

    private static let kinds: [(found: String, kind: PlistKind)] = [
        ("found an integer", .integer), ("found a real number", .real), ("found a string instead", .string),
        ("found a date", .date), ("found a data value", .data), ("found an array", .array),
        ("found a dictionary", .dictionary),
    ]

    static func of(_ container: any SingleValueDecodingContainer) throws -> PlistKind {
        if container.decodeNil() { return .null }
        do {
            return .boolean(try container.decode(Bool.self))
        } catch DecodingError.typeMismatch(_, let context) {
            let found = context.debugDescription
            return kinds.first { found.contains($0.found) }?.kind ?? .stringOrData
        }
    }
}
