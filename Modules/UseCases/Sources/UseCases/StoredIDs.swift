import Domain

/// The rule every store keeps for attraction ids: an id is stored at most once. Ids are the same
/// when their bytes are (as in the SQL stores' UNIQUE key), so two spellings of "é" are two ids.
public enum StoredIDs {
    /// An add of an id the store already holds: nothing is written.
    public static func taken(_ id: String) -> StoreError {
        .conflict(kind: "attraction", id: id)
    }

    /// A whole list given with one id twice (a damaged backup or source): nothing is written.
    public static func repeated(_ id: String) -> StoreError {
        .corrupt("two attractions have the id \(id)")
    }

    /// Throws `repeated` for the first id `attractions` holds twice.
    public static func requireDistinct(_ attractions: [Attraction]) throws {
        var seen = Set<[UInt8]>()
        for attraction in attractions where !seen.insert(Array(attraction.id.utf8)).inserted {
            throw repeated(attraction.id)
        }
    }

    /// Whether two ids are one, byte for byte.
    public static func same(_ first: String, _ second: String) -> Bool {
        first.utf8.elementsEqual(second.utf8)
    }
}
