import Domain

/// The invariants every backend promises about what it holds, checked the same way everywhere by
/// `outings check`. Each problem is one line naming what is wrong.
public enum GuideInvariants {
    public static func problems(attractions: [Attraction], recents: [Photo]) -> [String] {
        var problems: [String] = []
        let positions = attractions.map(\.position).sorted()
        if positions != (0..<attractions.count).map({ $0 + 1 }) {
            problems.append("attraction positions are not 1...\(attractions.count) without gaps")
        }
        problems += duplicates(attractions.map(\.id)).map { "attraction id \($0) is stored more than once" }
        for attraction in attractions where !AttractionVersion.range.contains(attraction.version) {
            problems.append(StoredNumbers.badVersion(attraction.version, of: attraction.id))
        }
        if recents.count > RecentsPolicy.defaultLimit {
            problems.append(
                "\(recents.count) recents are stored; at most \(RecentsPolicy.defaultLimit) are kept")
        }
        problems += duplicates(recents.map(\.id)).map { "photo \($0) is in the recents more than once" }
        return problems
    }

    /// The last versions of removed attractions (an id added again continues past its own), each
    /// in the range Outings writes.
    public static func problems(removedVersions: [String: Int]) -> [String] {
        removedVersions.filter { !AttractionVersion.range.contains($0.value) }.sorted { $0.key < $1.key }
            .map { StoredNumbers.badVersion($0.value, of: $0.key, removed: true) }
    }

    private static func duplicates(_ ids: [String]) -> [String] {
        var seen = Set<String>()
        var repeated: [String] = []
        for id in ids where !seen.insert(id).inserted && !repeated.contains(id) { repeated.append(id) }
        return repeated
    }
}
