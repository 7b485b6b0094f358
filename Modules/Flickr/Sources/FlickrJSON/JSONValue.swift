/// One value the reader kept, typed: an enum costs no box and no cast, where `Any` trees
/// (`[String: Any]`, boxed strings) make an import spend most of its work boxing, hashing and
/// casting back.
enum JSONValue {
    case string(String)
    case number(JSONNumber)
    case bool(Bool)
    case null
    case object(JSONObject)
    case array([JSONValue])
}

/// The kept members of one JSON object, in document order. Flickr entries have about 20 members
/// of which the reader keeps only the keys the decoder reads, so a short scan is cheaper than
/// hashing each key into a dictionary.
struct JSONObject {
    private(set) var members: [(key: String, value: JSONValue)] = []

    mutating func append(_ key: String, _ value: JSONValue) {
        // Room for a photo's kept members at once, instead of growing through 1, 2, 4 and 8.
        if members.isEmpty { members.reserveCapacity(16) }
        members.append((key, value))
    }

    /// The value of `key`; when a key is given twice the later one counts, as in a dictionary.
    subscript(key: String) -> JSONValue? {
        lastIndex(of: key).map { members[$0].value }
    }

    /// Scans from the first member: keys a response leads with (a photo's "id") are found at once.
    func has(_ key: String) -> Bool {
        let length = key.utf8.count
        return members.indices.contains { Self.same(members[$0].key, key, length: length) }
    }

    /// An index loop reads only each member's key, where `last(where:)` copies whole members.
    private func lastIndex(of key: String) -> Int? {
        let length = key.utf8.count
        var index = members.endIndex
        while index > members.startIndex {
            index -= 1
            if Self.same(members[index].key, key, length: length) { return index }
        }
        return nil
    }

    /// Keys are short, so their byte counts are read without a call and rule out most members
    /// before the full comparison (a call into the standard library for every unequal pair).
    private static func same(_ member: String, _ key: String, length: Int) -> Bool {
        member.utf8.count == length && member == key
    }
}
