import Domain
import Platform
import PlatformFoundation
import UseCases

/// A store that lives only as long as the process: for tests and `--store memory:`.
///
/// `Sendable`: every method runs under one lock, so concurrent tasks may share the store and each
/// call is one atomic step, as on the other backends. The lock is recursive because whole-store
/// operations reuse the single-area ones and `updateRecents` may be handed a closure that reads
/// the store. `@unchecked` because the compiler cannot see that the lock guards the properties.
public final class InMemoryStore: @unchecked Sendable {
    private let lock = RecursiveLock()
    var attractionList = AttractionList([])
    var placesByID: [String: Place] = [:]
    var photosByID: [String: Photo] = [:]
    var recentList: [Photo] = []
    var licenceList: [PhotoLicence] = []
    var memberList: [Member] = []
    var recentsByMember: [String: [Photo]] = [:]
    var credentialList: [Credential] = []
    var failureTimes: [String: [Int64]] = [:]
    var editsByAttraction: [String: AttractionEdit] = [:]
    var visitBook = VisitBook()

    public init() {}

    /// Runs `body` holding the store's lock; every method that touches a property goes through it.
    func locked<T>(_ body: () throws -> T) rethrows -> T {
        try lock.withLock(body)
    }
}
