import Domain
import UseCases

extension InMemoryStore {
    /// The list is already in memory: walk a copy (copy-on-write, so nothing is duplicated) outside
    /// the lock, so `body` never runs while other threads wait on the store.
    public func forEachAttraction(_ body: (Attraction) throws -> Void) throws {
        let snapshot = locked { attractionList.items }
        try snapshot.forEach(body)
    }
}
