import PlatformFoundation
import UseCases

/// A suite's plist to and from `StoredSuite`: read in any of the three plist formats (binary,
/// XML, old-style OpenStep text), written binary, as Foundation's own preferences can be (binary
/// holds any text exactly; XML 1.0 cannot hold ESC or other control characters). Every decoding
/// failure becomes a `StoreError.corrupt` naming where the file is wrong.
enum PlistCoding {
    static func decode(_ data: Data) throws -> StoredSuite {
        guard !XMLNesting.isDeeper(than: PlistValue.maxDepth, data) else {
            throw StoreError.corrupt(
                "nested deeper than \(PlistValue.maxDepth) levels: not a readable property list")
        }
        let decoder = PropertyListDecoder()
        decoder.userInfo[PlistValueBudget.key] = PlistValueBudget(data.count)
        do {
            return try decoder.decode(StoredSuite.self, from: data)
        } catch let error as StoreError {
            throw error
        } catch let error as DecodingError {
            throw corrupt(error)
        } catch {
            // A binary plist's objects are read as they are decoded: a bad one fails then.
            throw StoreError.corrupt("not a readable property list")
        }
    }

    static func encode(_ suite: StoredSuite) throws -> Data {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        return try encoder.encode(suite)
    }

    /// Where a value is, for messages: `photos[3].dateupload`.
    static func place(_ path: [any CodingKey]) -> String {
        path.reduce(into: "") { text, key in
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
    }

    private static func corrupt(_ error: DecodingError) -> StoreError {
        switch error {
        case .typeMismatch(let type, let context) where context.codingPath.isEmpty:
            return StoreError.corrupt("the property list is not \(name(of: type))")
        case .typeMismatch(let type, let context):
            return StoreError.corrupt("\(place(context.codingPath)) is not \(name(of: type))")
        case .keyNotFound(let key, let context):
            return StoreError.corrupt("\(place(context.codingPath + [key])) is missing")
        case .valueNotFound(_, let context):
            return StoreError.corrupt("\(place(context.codingPath)) is missing")
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return StoreError.corrupt("not a readable property list")
        case .dataCorrupted(let context):
            return StoreError.corrupt("\(place(context.codingPath)): not a readable property list")
        @unknown default:
            return StoreError.corrupt("not a readable property list")
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self): "a string"
        case ObjectIdentifier(Bool.self): "a boolean"
        case ObjectIdentifier(Int.self): "an integer"
        case ObjectIdentifier(Double.self): "a number"
        case ObjectIdentifier([Any].self): "an array"
        case ObjectIdentifier([String: Any].self): "a dictionary"
        default: "a \(type)"
        }
    }
}

/// FoundationEssentials' XML plist scanner recurses once per nested `<array>` or `<dict>`
/// without a limit, so a hostile file of nested arrays would overflow the stack: an XML plist
/// nesting deeper than Outings reads is refused before it is scanned. Counted over the raw text
/// (an element name inside a comment counts too), which can only overcount.
enum XMLNesting {
    static func isDeeper(than limit: Int, _ data: Data) -> Bool {
        guard data.first(where: { !" \t\r\n".utf8.contains($0) }) == UInt8(ascii: "<") else { return false }
        return data.withUnsafeBytes { bytes in
            var depth = 0
            var index = 0
            while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
                index = open + 1
                let closing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
                let name = closing ? index + 1 : index
                guard opensContainer(bytes, at: name) else { continue }
                if closing {
                    depth -= 1
                } else if !isEmptyElement(bytes, from: name) {
                    depth += 1
                    if depth > limit { return true }
                }
            }
            return false
        }
    }

    private static func opensContainer(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Bool {
        ["array", "dict"].contains { name in bytes[index...].starts(with: name.utf8) }
    }

    /// `<array/>`: the element ends where it starts.
    private static func isEmptyElement(_ bytes: UnsafeRawBufferPointer, from index: Int) -> Bool {
        guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { return false }
        return end > index && bytes[end - 1] == UInt8(ascii: "/")
    }
}
