import Domain

/// The recently viewed photos, most recent first, each kept whole. `Sendable`: an adapter
/// serializes its own access, so one instance may be shared by any number of threads or tasks and
/// each method is one atomic step (the concurrency contract in docs/architecture.md). The rules
/// below are what the store contract (the `StoreContract` package) checks of every backend.
public protocol RecentsStore: Sendable {
    /// The list in the order it was written; empty in a new store. Each photo is kept whole as it
    /// was written (every field, any control character but NUL), whatever the catalog holds for
    /// its id since.
    func recents() throws -> [Photo]
    /// Reads, changes and writes the list as one atomic step, so concurrent writers lose nothing;
    /// returns the list written, in the order `change` gave. When `change` throws, the stored list
    /// is left as it was and the error is rethrown. `change` runs while the store is held, so it
    /// must be quick and must not use another store.
    @discardableResult func updateRecents(_ change: ([Photo]) throws -> [Photo]) throws -> [Photo]
}

extension RecentsStore {
    /// Empties the list, as one atomic step.
    public func clearRecents() throws {
        try updateRecents { _ in [] }
    }
}
