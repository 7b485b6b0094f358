import Foundation

/// The first key an object of a JSON document holds twice, at any depth, compared as
/// `JSONDecoder` compares them (escapes decoded, Swift string equality). The decoder keeps one of
/// the two without a word, so a request that names a field twice would be read by a rule its
/// client cannot see; the API refuses it instead. Run on a document the decoder has already
/// read, so only strings and brackets need telling apart here.
enum DuplicateJSONKey {
    static func first(in data: Data) -> String? {
        let bytes = [UInt8](data)
        // The keys of each object open at the cursor, innermost last; `inObject` tells, for each
        // open bracket, whether it is an object (whose keys are in `keys`) or an array.
        var keys: [Set<String>] = []
        var inObject: [Bool] = []
        var expectingKey = false
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"):
                inObject.append(true)
                keys.append([])
                expectingKey = true
            case UInt8(ascii: "["):
                inObject.append(false)
                expectingKey = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if inObject.popLast() == true { keys.removeLast() }
                expectingKey = false
            case UInt8(ascii: ","):
                expectingKey = inObject.last == true
            case UInt8(ascii: "\""):
                let start = index
                index += 1
                var escaped = false
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") {
                        escaped = true
                        index += 1
                    }
                    index += 1
                }
                guard expectingKey, !keys.isEmpty, index < bytes.count else { break }
                expectingKey = false
                let key = text(bytes[start...index], escaped: escaped)
                if !keys[keys.count - 1].insert(key).inserted { return key }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// A quoted JSON string's text; one with escapes is decoded by `JSONDecoder`.
    private static func text(_ quoted: ArraySlice<UInt8>, escaped: Bool) -> String {
        guard escaped else { return String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self) }
        return (try? JSONDecoder().decode(String.self, from: Data(quoted))) ?? ""
    }
}
