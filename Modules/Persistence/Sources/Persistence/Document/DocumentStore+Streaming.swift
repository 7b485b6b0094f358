import Domain
import UseCases

extension DocumentStore {
    /// Walks the one document read (one consistent version, a copy-on-write copy), so `body`
    /// never runs while others wait on the store.
    public func forEachAttraction(_ body: (Attraction) throws -> Void) throws {
        try read().attractions.items.forEach(body)
    }
}
