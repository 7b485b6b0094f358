import Domain

/// The recently viewed photos, most recent first, each kept whole.
public protocol RecentsStore: Sendable {
    func recents() throws -> [Photo]
    /// Reads, changes and writes the list as one atomic step, so concurrent writers lose nothing.
    /// When `change` throws, the stored list is left as it was.
    @discardableResult func updateRecents(_ change: ([Photo]) throws -> [Photo]) throws -> [Photo]
}

extension RecentsStore {
    public func clearRecents() throws {
        try updateRecents { _ in [] }
    }
}
