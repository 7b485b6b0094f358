import Domain
import UseCases

/// The whole guide as one value: what the document stores keep (in memory, or in a property
/// list), each change made to a copy and kept whole or not at all. Opaque outside this module.
public struct GuideDocument: Sendable {
    var attractions = AttractionList([])
    var places: [Place] = []
    var photos: [Photo] = []
    var recents: [Photo] = []
    /// The licence list a refresh fetched, in Flickr's getInfo shape; absent before one was.
    var licences: [PhotoLicence] = []
    var members: [Member] = []
    var memberRecents: [String: [Photo]] = [:]
    var credentials: [Credential] = []
    var signInFailures: [String: [Int64]] = [:]
    var attractionEdits: [String: AttractionEdit] = [:]
    var visits = VisitBook()
    var household = Household()
    var plans: [Plan] = []
    /// Broken invariants found when a property list was decoded (positions 1...n, unique ids, at
    /// most 20 recents), for which it is refused.
    var problems: [String] = []
    /// Keys of another program sharing a property list's suite: kept as they were read.
    var otherKeys = PlistDictionary()

    init() {}
}
