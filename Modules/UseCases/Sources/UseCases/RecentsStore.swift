import Domain

/// The recently viewed photos, most recent first, each kept whole.
/// `Sendable`: an adapter serializes its own access, so one instance may be shared by any number
/// of threads or tasks and each method is one atomic step (the
/// concurrency contract in docs/architecture.md).
public protocol RecentsStore: Sendable {
    func recents() throws -> [Photo]
    /// Reads, changes and writes the list as one atomic step, so concurrent writers lose nothing.
    /// When `change` throws, the stored list is left as it was. `change` runs while the store is
    /// held, so it must be quick and must not use another store.
    @discardableResult func updateRecents(_ change: ([Photo]) throws -> [Photo]) throws -> [Photo]
}

extension RecentsStore {
    public func clearRecents() throws {
        try updateRecents { _ in [] }
    }
}
