import Domain
import PlatformFoundation
import UseCases

/// The whole property list of a suite, decoded with every type checked. Keys Outings does not use
/// are kept as they were, so a suite shared with another program loses nothing of that program's.
extension GuideDocument {
    enum Key {
        static let format = "outingsFormat"
        static let attractions = "attractions"
        static let removedAttractions = "removedAttractions"
        static let places = "places"
        static let photos = "photos"
        static let recents = "recents"
        static let licenses = "licenses"
        static let members = "members"
        static let memberRecents = "memberRecents"
        static let credentials = "credentials"
        static let signInFailures = "signInFailures"
        static let attractionEdits = "attractionEdits"
        static let visits = "visits"
        static let household = "household"
        static let plans = "plans"
        static let all: Set<String> = [
            format, attractions, removedAttractions, places, photos, recents, licenses, members,
            memberRecents, credentials, signInFailures, attractionEdits, visits, household, plans,
        ]
    }

    /// Raised when the layout changes; a plist with a larger number came from a newer Outings.
    static let currentFormat = 1

    /// Decodes a plist for use: anything that is not a property list of the expected shape, or that
    /// breaks an invariant, is corrupt, so it is never coerced and written back.
    static func open(_ data: Data, path: String) throws -> GuideDocument {
        let document = try GuideDocument(data: data, path: path)
        if let first = document.problems.first {
            let more = document.problems.count - 1
            throw StoreError.corrupt(more == 0 ? first : "\(first) (and \(more) more)")
        }
        return document
    }

    /// Decodes a plist, throwing on the first value of a wrong type and collecting broken
    /// invariants in `problems`. `path` is where it came from, for `PlistParseCount`.
    init(data: Data, path: String) throws {
        PlistParseCount.record(path)
        var entries = try PlistDecoding.rootDictionary(data)
        // Keys of another program sharing the suite: kept, typed as read, and written back.
        otherKeys = entries.filter { entry in !Key.all.contains { ExactText.same($0, entry.key) } }
        if let format = entries.removeValue(forKey: Key.format) {
            guard let number = PlistFields.integer(format) else {
                throw PlistFields.wrongType(Key.format, "an integer")
            }
            guard number <= Self.currentFormat else {
                throw StoreError.newerVersion("property list format \(number)")
            }
        }
        let attractions = try Self.list(entries.removeValue(forKey: Key.attractions), Key.attractions) {
            try FlickrPropertyList.attraction($0)
        }
        let removed = try Self.removedVersions(entries.removeValue(forKey: Key.removedAttractions))
        places = try Self.list(entries.removeValue(forKey: Key.places), Key.places) {
            try FlickrPropertyList.place($0)
        }
        photos = try Self.list(entries.removeValue(forKey: Key.photos), Key.photos) {
            try FlickrPropertyList.photo($0)
        }
        recents = try Self.list(entries.removeValue(forKey: Key.recents), Key.recents) {
            try FlickrPropertyList.photo($0)
        }
        licences = try Self.list(entries.removeValue(forKey: Key.licenses), Key.licenses) {
            try FlickrPropertyList.licence($0)
        }
        members = try Self.list(entries.removeValue(forKey: Key.members), Key.members) {
            try AccessPropertyList.member($0)
        }
        memberRecents = try AccessPropertyList.keyedLists(
            entries.removeValue(forKey: Key.memberRecents), Key.memberRecents
        ) { value, place in try FlickrPropertyList.photo(PlistFields(value, at: place)) }
        credentials = try Self.list(entries.removeValue(forKey: Key.credentials), Key.credentials) {
            try AccessPropertyList.credential($0)
        }
        signInFailures = try AccessPropertyList.keyedLists(
            entries.removeValue(forKey: Key.signInFailures), Key.signInFailures,
            AccessPropertyList.failureTime)
        attractionEdits = try AccessPropertyList.edits(entries.removeValue(forKey: Key.attractionEdits))
        visits = try AccessPropertyList.visits(entries.removeValue(forKey: Key.visits))
        household = try HouseholdPropertyList.household(entries.removeValue(forKey: Key.household))
        plans = try PlanPropertyList.plans(entries.removeValue(forKey: Key.plans))
        problems =
            GuideInvariants.layoutProblems(attractions: attractions, recents: recents)
            + GuideInvariants.problems(removedVersions: removed)
            + Self.duplicateIDs(places.map(\.id), "place") + Self.duplicateIDs(photos.map(\.id), "photo")
        self.attractions = AttractionList(
            attractions.sorted { $0.position < $1.position }, removedVersions: removed)
    }

    /// Binary, as Foundation's own preferences can be: it holds any text exactly (XML 1.0 cannot
    /// hold ESC or other control characters, so an XML plist with them is unreadable to others).
    func data() -> Data {
        var root = otherKeys
        root[Key.format] = .integer(Self.currentFormat)
        root[Key.attractions] = .array(attractions.items.map(FlickrPropertyList.dictionary))
        root[Key.removedAttractions] = .dictionary(
            PlistDictionary(attractions.removedVersions.mapValues(PlistValue.integer)))
        root[Key.places] = .array(places.map(FlickrPropertyList.dictionary))
        root[Key.photos] = .array(photos.map(FlickrPropertyList.dictionary))
        root[Key.recents] = .array(recents.map(FlickrPropertyList.dictionary))
        // Written only once there is a list, so a store without one stays as it was.
        if !licences.isEmpty { root[Key.licenses] = .array(licences.map(FlickrPropertyList.dictionary)) }
        // Written only once there is something, so a guide without members keeps today's shape.
        root[Key.members] = members.isEmpty ? nil : .array(members.map(AccessPropertyList.dictionary))
        root[Key.memberRecents] =
            memberRecents.isEmpty
            ? nil
            : .dictionary(
                PlistDictionary(memberRecents.mapValues { .array($0.map(FlickrPropertyList.dictionary)) }))
        root[Key.attractionEdits] =
            attractionEdits.isEmpty
            ? nil : .dictionary(PlistDictionary(attractionEdits.mapValues(AccessPropertyList.dictionary)))
        root[Key.visits] = visits.isEmpty ? nil : AccessPropertyList.dictionary(visits)
        root[Key.household] = household.isEmpty ? nil : HouseholdPropertyList.dictionary(household)
        root[Key.plans] = plans.isEmpty ? nil : PlanPropertyList.array(plans)
        root[Key.credentials] =
            credentials.isEmpty ? nil : .array(credentials.map(AccessPropertyList.dictionary))
        root[Key.signInFailures] =
            signInFailures.isEmpty
            ? nil
            : .dictionary(PlistDictionary(signInFailures.mapValues { .array($0.map { .integer(Int($0)) }) }))
        return BinaryPlistWriter.data(.dictionary(root))
    }

    /// Makes this document what decoding `data()` gives back, for a store that keeps what it
    /// wrote instead of decoding it again. In place: the photos are not copied.
    mutating func settleAsStored() {
        for index in photos.indices { FlickrPropertyList.settleAsStored(&photos[index]) }
        for index in recents.indices { FlickrPropertyList.settleAsStored(&recents[index]) }
        for id in memberRecents.keys {
            for index in memberRecents[id]!.indices {
                FlickrPropertyList.settleAsStored(&memberRecents[id]![index])
            }
        }
    }

    private static func list<T>(_ value: PlistValue?, _ key: String, _ decode: (PlistFields) throws -> T)
        throws -> [T]
    {
        guard let value else { return [] }
        guard case .array(let array) = value else { throw PlistFields.wrongType(key, "an array") }
        return try array.enumerated().map { index, entry in
            try decode(PlistFields(entry, at: "\(key)[\(index)]"))
        }
    }

    private static func removedVersions(_ value: PlistValue?) throws -> [String: Int] {
        guard let value else { return [:] }
        let fields = try PlistFields(value, at: Key.removedAttractions)
        var versions: [String: Int] = [:]
        for entry in fields.entry.entries {
            guard let version = PlistFields.integer(entry.value) else {
                throw PlistFields.wrongType("\(Key.removedAttractions).\(entry.key)", "an integer")
            }
            versions[entry.key] = version
        }
        return versions
    }

    private static func duplicateIDs(_ ids: [String], _ kind: String) -> [String] {
        var seen = Set<String>()
        return ids.filter { !seen.insert($0).inserted }.map { "\(kind) id \($0) is stored more than once" }
    }
}
