import PlatformFoundation
import UseCases

#if canImport(Glibc)
    import Glibc
#endif

/// A JSON reader that keeps only what Flickr's decoder uses, so memory is bounded by what is kept,
/// not by the shape of the input. `JSONSerialization` turned 63 MB of `[{"id":1},...]` into
/// millions of objects (11.9 GB) and rounded large numbers through Double.
///
/// It produces a typed tree (`JSONValue`) whose numbers are `JSONNumber`s holding their exact text.
/// Members whose key is not in `keys` are checked for syntax and dropped without being built;
/// a new field must be added to `keys` to be read. Nesting deeper than `maxDepth`, more than
/// `maxValues` kept values and more than `maxTextBytes` of kept text are refused, as are invalid UTF-8, raw control characters in strings,
/// lone surrogates and anything after the document.
struct JSONReader {
    static let maxDepth = 64

    private let bytes: UnsafeBufferPointer<UInt8>
    private let keys: Set<String>
    /// `keys` by their length in bytes, up to `maxKeyBytes`: a key is compared only with those
    /// of its own length, by its `head` first.
    private let keyTable: [[(head: UInt64, bytes: [UInt8], name: String)]]
    /// Longer keys are never built: no key Outings reads is that long.
    private static let maxKeyBytes = 64
    private var maxValues: Int
    private var maxTextBytes: Int
    private var index = 0
    private var kept = 0
    private var keptTextBytes = 0
    /// When set, the entries array (a root array, or `photos.photo` / `places.place`) is not built:
    /// each entry is handed here with its path as soon as it is read, under `entryLimits`, so
    /// memory holds one entry, not the file's tree.
    private var onEntry: ((_ entry: JSONValue, _ path: JSONPath) throws -> Void)?
    private var entryLimits = (values: 0, textBytes: 0)

    /// Where a value sits, for streaming: only the entries array streams.
    private enum Spot {
        case plain, root
        /// `photos` or `places` of the root object.
        case container(String)
        /// The array of entries, named by its path for error messages.
        case entries(path: String)
    }

    enum Failure: Error {
        case malformed
        case tooDeep
        case tooManyValues
        case tooMuchText
    }

    static func read(_ data: Data, keys: Set<String>, maxValues: Int, maxTextBytes: Int)
        throws(FlickrJSONError)
        -> JSONValue
    {
        let outcome: Result<JSONValue, Failure> = data.withUnsafeBytes { raw in
            var reader = JSONReader(
                bytes: raw.bindMemory(to: UInt8.self), keys: keys, maxValues: maxValues,
                maxTextBytes: maxTextBytes)
            do {
                return .success(try reader.document())
            } catch let failure as Failure {
                return .failure(failure)
            } catch {
                return .failure(.malformed)
            }
        }
        switch outcome {
        case .success(let value): return value
        case .failure(let failure):
            throw error(failure, data: data, maxValues: maxValues, maxTextBytes: maxTextBytes)
        }
    }

    /// Reads the document like `read`, but hands each entry of its entries array to `onEntry`
    /// instead of keeping it; the tree returned holds that array empty. Each entry is held to
    /// `entryMaxValues` and `entryMaxTextBytes`, the rest of the document to `maxValues` and
    /// `maxTextBytes`. Errors that `onEntry` throws pass through unchanged.
    static func stream(
        _ data: Data, keys: Set<String>, maxValues: Int, maxTextBytes: Int,
        entryMaxValues: Int, entryMaxTextBytes: Int,
        onEntry: (_ entry: JSONValue, _ path: JSONPath) throws -> Void
    ) throws -> JSONValue {
        try withoutActuallyEscaping(onEntry) { onEntry in
            try data.withUnsafeBytes { raw in
                var reader = JSONReader(
                    bytes: raw.bindMemory(to: UInt8.self), keys: keys, maxValues: maxValues,
                    maxTextBytes: maxTextBytes)
                reader.onEntry = onEntry
                reader.entryLimits = (entryMaxValues, entryMaxTextBytes)
                do {
                    return try reader.document()
                } catch let failure as Failure {
                    let limits =
                        reader.inEntry ? (entryMaxValues, entryMaxTextBytes) : (maxValues, maxTextBytes)
                    throw error(failure, data: data, maxValues: limits.0, maxTextBytes: limits.1)
                }
            }
        }
    }

    private static func error(_ failure: Failure, data: Data, maxValues: Int, maxTextBytes: Int)
        -> FlickrJSONError
    {
        switch failure {
        case .malformed:
            return .malformed(data.isEmpty ? "the input is empty" : "it cannot be parsed")
        case .tooDeep: return .malformed("it is nested more than \(maxDepth) levels deep")
        case .tooManyValues:
            return .tooLarge("it holds more than \(maxValues) values that Outings reads")
        case .tooMuchText:
            return .tooLarge("it holds more than \(ByteCount.text(maxTextBytes)) of text that Outings reads")
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, keys: Set<String>, maxValues: Int, maxTextBytes: Int) {
        self.bytes = bytes
        self.keys = keys
        var table = [[(head: UInt64, bytes: [UInt8], name: String)]](
            repeating: [], count: Self.maxKeyBytes + 1)
        for key in keys where key.utf8.count <= Self.maxKeyBytes {
            let bytes = Array(key.utf8)
            table[bytes.count].append((bytes.withUnsafeBufferPointer(Self.head), bytes, key))
        }
        keyTable = table
        self.maxValues = maxValues
        self.maxTextBytes = maxTextBytes
    }

    private mutating func document() throws -> JSONValue {
        // A UTF-8 byte order mark is allowed before the document.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        let value = try self.value(depth: 0, keep: true, spot: onEntry == nil ? .plain : .root)
        skipWhitespace()
        guard index == bytes.count, let value else { throw Failure.malformed }
        return value
    }

    /// The value at the cursor, or nil when `keep` is false (it is still checked).
    private mutating func value(depth: Int, keep: Bool, spot: Spot = .plain) throws -> JSONValue? {
        guard depth <= Self.maxDepth else { throw Failure.tooDeep }
        skipWhitespace()
        guard index < bytes.count else { throw Failure.malformed }
        if keep {
            kept += 1
            guard kept <= maxValues else { throw Failure.tooManyValues }
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth, keep: keep, spot: spot)
        case UInt8(ascii: "["):
            if keep, let onEntry {
                if case .root = spot { return try entries(depth: depth, path: "$", onEntry) }
                if case .entries(let path) = spot { return try entries(depth: depth, path: path, onEntry) }
            }
            return try array(depth: depth, keep: keep)
        case UInt8(ascii: "\""): return try string(keep: keep).map(JSONValue.string)
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number(keep: keep)
        }
    }

    private mutating func object(depth: Int, keep: Bool, spot: Spot = .plain) throws -> JSONValue? {
        index += 1
        var members = JSONObject()
        skipWhitespace()
        if try consume(UInt8(ascii: "}")) { return keep ? .object(members) : nil }
        repeat {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Failure.malformed }
            // A key is built only when it is one Outings reads (compared as bytes first).
            let key = try key(keep: keep)
            skipWhitespace()
            guard try consume(UInt8(ascii: ":")) else { throw Failure.malformed }
            let keepMember = keep && key != nil
            let member = try value(depth: depth + 1, keep: keepMember, spot: Self.spot(of: key, in: spot))
            if keepMember, let key, let member { members.append(key, member) }
            skipWhitespace()
        } while try consume(UInt8(ascii: ","))
        guard try consume(UInt8(ascii: "}")) else { throw Failure.malformed }
        return keep ? .object(members) : nil
    }

    /// The spot of member `key` of an object at `parent`: `photos` and `places` of the root are
    /// containers, and their `photo` and `place` arrays hold the entries.
    private static func spot(of key: String?, in parent: Spot) -> Spot {
        switch (parent, key) {
        case (.root, "photos"?), (.root, "places"?): .container(key ?? "")
        case (.container(let container), "photo"?), (.container(let container), "place"?):
            .entries(path: "\(container).\(key ?? "")")
        default: .plain
        }
    }

    /// True while an entry is being read, so a limit it breaks is reported with its own figures.
    private(set) var inEntry = false

    /// The entries array, handing each entry over as soon as it is read. Each entry gets its own
    /// value and text budget; the document's budget is restored after it.
    private mutating func entries(
        depth: Int, path: String, _ onEntry: (_ entry: JSONValue, _ path: JSONPath) throws -> Void
    ) throws -> JSONValue {
        index += 1
        skipWhitespace()
        if try consume(UInt8(ascii: "]")) { return .array([]) }
        let outside = (kept, keptTextBytes, maxValues, maxTextBytes)
        var count = 0
        repeat {
            (kept, keptTextBytes, inEntry) = (0, 0, true)
            (maxValues, maxTextBytes) = entryLimits
            guard let entry = try value(depth: depth + 1, keep: true) else { throw Failure.malformed }
            (kept, keptTextBytes, maxValues, maxTextBytes) = outside
            inEntry = false
            try onEntry(entry, JSONPath(array: path, index: count))
            count += 1
            skipWhitespace()
        } while try consume(UInt8(ascii: ","))
        guard try consume(UInt8(ascii: "]")) else { throw Failure.malformed }
        return .array([])
    }

    private mutating func array(depth: Int, keep: Bool) throws -> JSONValue? {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if try consume(UInt8(ascii: "]")) { return keep ? .array(elements) : nil }
        repeat {
            let element = try value(depth: depth + 1, keep: keep)
            if keep, let element { elements.append(element) }
            skipWhitespace()
        } while try consume(UInt8(ascii: ","))
        guard try consume(UInt8(ascii: "]")) else { throw Failure.malformed }
        return keep ? .array(elements) : nil
    }

    /// A member's key, built only when `keep` and it is one of `keys`. Escaped keys are decoded
    /// first (`"\u0069d"` is "id"); plain ones are matched as bytes, so the thousands of keys of a
    /// response are neither built nor hashed.
    private mutating func key(keep: Bool) throws -> String? {
        let start = index + 1
        var end = start
        // Every byte ORed together: below 0x80 means ASCII, which needs no UTF-8 check.
        var allBits: UInt8 = 0
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
            bytes[end] >= 0x20
        {
            allBits |= bytes[end]
            end += 1
        }
        guard keep, end < bytes.count, bytes[end] == UInt8(ascii: "\"") else {
            // Escapes, control characters or the end of input: the general path decides.
            return try string(keep: keep, limit: Self.maxKeyBytes).flatMap { keys.contains($0) ? $0 : nil }
        }
        index = end + 1
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard allBits < 0x80 || UTF8Check.isValid(raw) else { throw Failure.malformed }
        guard raw.count <= Self.maxKeyBytes else { return nil }
        // Counted as text as when every key was built, so the limits mean what they meant.
        try countKeptText(raw.count)
        let head = Self.head(raw)
        return keyTable[raw.count].first { candidate in
            candidate.head == head
                && (raw.count <= 8 || candidate.bytes.withUnsafeBufferPointer { Self.sameBytes($0, raw) })
        }?.name
    }

    /// The first 8 bytes (all of a shorter key) as one integer: keys of one length with unequal
    /// heads differ, and keys of up to 8 bytes with equal heads are equal, without a `memcmp`.
    private static func head(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        bytes.prefix(8).reduce(0) { $0 << 8 | UInt64($1) }
    }

    private static func sameBytes(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        guard one.count == other.count else { return false }
        guard let left = one.baseAddress, let right = other.baseAddress else { return one.count == 0 }
        return memcmp(left, right, one.count) == 0
    }

    /// A string; built only when `keep` and its raw length is at most `limit` bytes.
    private mutating func string(keep: Bool, limit: Int = .max) throws -> String? {
        index += 1
        let start = index
        var hasEscapes = false
        // Every byte but those after a backslash ORed together: below 0x80 without escapes means
        // ASCII, which needs no UTF-8 check (most of Flickr's text is).
        var allBits: UInt8 = 0
        while true {
            guard index < bytes.count else { throw Failure.malformed }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            guard byte >= 0x20 else { throw Failure.malformed }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                index += 2
            } else {
                allBits |= byte
                index += 1
            }
        }
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
        index += 1
        let build = keep && raw.count <= limit
        guard (allBits < 0x80 && !hasEscapes) || UTF8Check.isValid(raw) else { throw Failure.malformed }
        if build { try countKeptText(raw.count) }
        guard hasEscapes else {
            // Checked above, so decoding repairs nothing. (`String(validating:as:)` is generic and
            // unspecialized: its metadata lookups cost a twelfth of a large import.)
            return build ? String(decoding: raw, as: UTF8.self) : nil
        }
        let decoded = try JSONEscapes.decode(raw)
        return build ? decoded : nil
    }

    /// Every store copies text a few times while saving: the text kept bounds that.
    private mutating func countKeptText(_ count: Int) throws {
        keptTextBytes += count
        guard keptTextBytes <= maxTextBytes else { throw Failure.tooMuchText }
    }

    private mutating func number(keep: Bool) throws -> JSONValue? {
        let start = index
        _ = try consume(UInt8(ascii: "-"))
        guard try consume(UInt8(ascii: "0")) || digits() > 0 else { throw Failure.malformed }
        if try consume(UInt8(ascii: ".")) { guard digits() > 0 else { throw Failure.malformed } }
        if try consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            _ = try consume(UInt8(ascii: "+")) || consume(UInt8(ascii: "-"))
            guard digits() > 0 else { throw Failure.malformed }
        }
        guard keep else { return nil }
        // A number is kept as its text, so it counts as text.
        keptTextBytes += index - start
        guard keptTextBytes <= maxTextBytes else { throw Failure.tooMuchText }
        return .number(
            JSONNumber(
                text: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)))
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws -> JSONValue {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count,
            bytes[index..<(index + expected.count)].elementsEqual(expected)
        else { throw Failure.malformed }
        index += expected.count
        return value
    }

    private mutating func consume(_ byte: UInt8) throws -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }
}
