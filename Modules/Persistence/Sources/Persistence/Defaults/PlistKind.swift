import PlatformFoundation

/// The type a property-list value has in the file. `PropertyListDecoder` converts between numbers
/// when asked (an `Int` from `<real>1.0</real>`, a `Double` from `<integer>1</integer>`), so asking
/// for a type cannot tell an integer from a real; its type-mismatch error names what the file
/// holds, so asking for a `Bool` (the one request it never converts for) answers both: the
/// boolean itself, or the error that names the type.
enum PlistKind: Equatable {
    case boolean(Bool)
    case integer, real, string, date, data, array, dictionary
    /// A type the message does not name as above: what an OpenStep plist holds (its decoder names
    /// strings and data alike), or any value under a Foundation that words its messages otherwise.
    case unnamed
    /// The string `nullMarker`, which the decoder reads as a null.
    case null

    static let nullMarker = "$null"

    /// The decoder's message when asked for a `Bool`, for each type the file may hold instead:
    /// looked up whole, as this runs for every integer read.
    private static let kinds: [String: PlistKind] = [
        "an integer": .integer, "a real number": .real, "a string": .string, "a date": .date,
        "a data value": .data, "an array": .array, "a dictionary": .dictionary,
    ].reduce(into: [:]) { $0["Expected to decode Bool but found \($1.key) instead."] = $1.value }

    static func of(_ container: any SingleValueDecodingContainer) throws -> PlistKind {
        if container.decodeNil() { return .null }
        do {
            return .boolean(try container.decode(Bool.self))
        } catch DecodingError.typeMismatch(_, let context) {
            return kinds[context.debugDescription] ?? .unnamed
        }
    }
}
