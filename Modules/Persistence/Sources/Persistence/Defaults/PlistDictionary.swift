/// The entries of a plist dictionary, keys unique, kept in an array rather than a Swift
/// `Dictionary`: Outings' dictionaries hold at most 15 keys, and comparing a few short keys
/// costs less than hashing every key twice (to build, then to look up), which was a seventh of
/// an `attractions show` at 1k attractions (`perf`, static build). Large dictionaries
/// (`removedAttractions`, another program's) are only iterated, never searched key by key.
///
/// Keys are told apart by their bytes, as plistlib and CoreFoundation do, not by `String`'s
/// canonical equivalence: "é" as one scalar and as "e" plus an accent are two keys, both kept.
struct PlistDictionary: Sendable, ExpressibleByDictionaryLiteral {
    struct Entry: Sendable {
        let key: String
        var value: PlistValue
        /// The key's `ExactText.fingerprint`: comparing keys is then mostly comparing integers.
        fileprivate let fingerprint: UInt64

        init(key: String, value: PlistValue) {
            self.key = key
            self.value = value
            fingerprint = ExactText.fingerprint(key)
        }

        fileprivate func has(_ key: String, _ fingerprint: UInt64) -> Bool {
            self.fingerprint == fingerprint && ExactText.same(self.key, key)
        }
    }

    private(set) var entries: [Entry]

    init() {
        entries = []
    }

    /// The keys are the literal's, so unique.
    init(dictionaryLiteral elements: (String, PlistValue)...) {
        entries = elements.map { Entry(key: $0.0, value: $0.1) }
    }

    /// A Swift dictionary's entries (unique keys already), in no particular order.
    init(_ dictionary: [String: PlistValue]) {
        entries = dictionary.map { Entry(key: $0.key, value: $0.value) }
    }

    /// The entries, or nil when a key is given twice.
    init?(uniqueKeys entries: [Entry]) {
        if entries.count <= 16 {
            for index in entries.indices.dropFirst()
            where entries[..<index].contains(where: { $0.has(entries[index].key, entries[index].fingerprint) }
            ) {
                return nil
            }
        } else {
            var seen = Set<ExactText>(minimumCapacity: entries.count)
            guard entries.allSatisfy({ seen.insert(ExactText($0.key)).inserted }) else { return nil }
        }
        self.entries = entries
    }

    var isEmpty: Bool { entries.isEmpty }

    func filter(_ isIncluded: (Entry) -> Bool) -> PlistDictionary {
        var subset = self
        subset.entries.removeAll { !isIncluded($0) }
        return subset
    }

    /// A key's value; setting nil removes the key, setting a new key appends it.
    subscript(key: String) -> PlistValue? {
        get {
            let fingerprint = ExactText.fingerprint(key)
            return entries.first { $0.has(key, fingerprint) }?.value
        }
        set {
            let fingerprint = ExactText.fingerprint(key)
            let index = entries.firstIndex { $0.has(key, fingerprint) }
            switch (index, newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append(Entry(key: key, value: value))
            case (nil, nil): break
            }
        }
    }

    mutating func removeValue(forKey key: String) -> PlistValue? {
        defer { self[key] = nil }
        return self[key]
    }
}
