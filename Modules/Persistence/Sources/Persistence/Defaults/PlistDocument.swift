import Domain
import PlatformFoundation
import UseCases

/// The whole property list of a suite, decoded with every type checked (`StoredSuite`). Keys
/// Outings does not use are kept as they were, so a suite shared with another program loses
/// nothing of that program's.
struct PlistDocument: Sendable {
    var attractions = AttractionList([])
    var places: [Place] = []
    var photos: [Photo] = []
    var recents: [Photo] = []
    /// Broken invariants found when decoding (positions 1...n, unique ids, at most 20 recents).
    private(set) var problems: [String] = []
    private var otherKeys: [String: PlistValue] = [:]

    init() {}

    /// Decodes a plist for use: anything that is not a property list of the expected shape, or that
    /// breaks an invariant, is corrupt, so it is never coerced and written back.
    static func open(_ data: Data, path: String) throws -> PlistDocument {
        let document = try PlistDocument(data: data, path: path)
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
        let suite = try PlistCoding.decode(data)
        otherKeys = suite.otherKeys
        let attractions = suite.attractions.map(\.attraction)
        places = suite.places.map(\.place)
        photos = suite.photos.map(\.photo)
        recents = suite.recents.map(\.photo)
        problems =
            GuideInvariants.problems(attractions: attractions, recents: recents)
            + Self.duplicateIDs(places.map(\.id), "place") + Self.duplicateIDs(photos.map(\.id), "photo")
        self.attractions = AttractionList(
            attractions.sorted { $0.position < $1.position },
            removedVersions: suite.removedAttractions.mapValues(\.value))
    }

    func data() throws -> Data {
        var suite = StoredSuite()
        suite.otherKeys = otherKeys
        suite.attractions = attractions.items.map(StoredAttraction.init)
        suite.removedAttractions = attractions.removedVersions.mapValues(StoredInteger.init)
        suite.places = places.map(StoredPlace.init)
        suite.photos = photos.map(StoredPhoto.init)
        suite.recents = recents.map(StoredPhoto.init)
        return try PlistCoding.encode(suite)
    }

    /// Makes this document what decoding `data()` gives back, for a store that keeps what it
    /// wrote instead of decoding it again. In place: the photos are not copied.
    mutating func settleAsStored() {
        for index in photos.indices { StoredPhoto.settleAsStored(&photos[index]) }
        for index in recents.indices { StoredPhoto.settleAsStored(&recents[index]) }
    }

    private static func duplicateIDs(_ ids: [String], _ kind: String) -> [String] {
        var seen = Set<String>()
        return ids.filter { !seen.insert($0).inserted }.map { "\(kind) id \($0) is stored more than once" }
    }
}
