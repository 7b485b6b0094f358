import Domain
import UseCases

/// A store that lives only as long as the process: for tests and `--store memory:`.
public final class InMemoryStore {
    var attractionList = AttractionList([])
    var placesByID: [String: Place] = [:]
    var photosByID: [String: Photo] = [:]
    var recentList: [Photo] = []

    public init() {}
}
