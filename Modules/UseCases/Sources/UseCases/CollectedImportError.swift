/// An import into a store held in memory (memory, defaults) with more places and photos than such
/// a store takes at once; nothing was stored.
public struct CollectedImportError: Error, Equatable, Sendable, CustomStringConvertible {
    public let limit: Int

    public init(limit: Int) {
        self.limit = limit
    }

    public var description: String {
        "too large to import: it has more than the \(limit) entries Outings imports at once into a store "
            + "held in memory (memory: or defaults:); import it into SQLite or PostgreSQL"
    }
}
