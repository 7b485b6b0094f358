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

    /// Stored positions outside the ranges `GeoPoint` allows (Flickr's are always inside; a
    /// hand-edited or damaged store may not be). Reported, never fatal: the rest still reads.
    /// A photo both in the catalog and the recents is named once.
    public static func problems(photos: [Photo], places: [Place]) -> [String] {
        var seen = Set<String>()
        let placeLines = places.compactMap { place in place.geoProblem.map { "place \(place.id) \($0)" } }
        let photoLines = photos.compactMap { photo in photo.geoProblem.map { "photo \(photo.id) \($0)" } }
        return (placeLines + photoLines).filter { seen.insert($0).inserted }
    }

    /// The stored licence list as a refresh writes it: each id once, each with a name, and a URL
    /// only to the web (`PhotoLicence.webAddress`).
    public static func problems(licences: [PhotoLicence]) -> [String] {
        var problems = duplicates(licences.map(\.id)).map { "licence id \($0) is stored more than once" }
        for licence in licences {
            if licence.name.trimmingWhitespace.isEmpty {
                problems.append("licence \(licence.id) has no name")
            }
            if let url = licence.url, PhotoLicence.webAddress(url) == nil {
                problems.append("licence \(licence.id) has a URL that is not http or https")
            }
        }
        return problems
    }

    private static func duplicates(_ ids: [String]) -> [String] {
        var seen = Set<String>()
        var repeated: [String] = []
        for id in ids where !seen.insert(id).inserted && !repeated.contains(id) { repeated.append(id) }
        return repeated
    }
}
