import Domain
import UseCases

extension UserDefaultsStore {
    /// A property list is parsed whole, so this walks the one document read (one consistent
    /// version of the file); it saves only the second copy a `[Attraction]` result would make.
    public func forEachAttraction(_ body: (Attraction) throws -> Void) throws {
        try read().attractions.items.forEach(body)
    }
}
