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
        members.append((key, value))
    }

    /// The value of `key`; when a key is given twice the later one counts, as in a dictionary.
    subscript(key: String) -> JSONValue? {
        members.last { $0.key == key }?.value
    }

    func has(_ key: String) -> Bool {
        members.contains { $0.key == key }
    }
}
