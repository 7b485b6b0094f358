import UseCases

extension UserDefaultsStore: StoreTransactions {
    /// One `change` of the document: every write `change` makes through the ports is applied to
    /// the document in memory, which is written once (journal, then rename) when it ends, or not
    /// at all when it throws.
    public func inOneTransaction<T>(_ change: (Stores) throws -> T) throws -> T {
        if let open = openChange {
            // Part of a larger change: a failure undoes only what this part wrote.
            let before = open.document
            do {
                return try change(Stores(self))
            } catch {
                open.document = before
                throw error
            }
        }
        return try self.change { document in
            let open = OpenPlistChange(document: document, path: plistPath)
            let result = try Self.$openChanges.withValue(Self.openChanges + [open]) {
                try change(Stores(self))
            }
            document = open.document
            return result
        }
    }

    /// The change open on this thread for this store, if any.
    var openChange: OpenPlistChange? {
        Self.openChanges.last { $0.path == plistPath }
    }

    /// The changes open on this thread, innermost last (one per store the thread is changing).
    @TaskLocal static var openChanges: [OpenPlistChange] = []
}

/// A document being changed by `inOneTransaction`: only the thread that opened it sees it (a task
/// local), and it holds the store's locks meanwhile.
final class OpenPlistChange: @unchecked Sendable {
    let path: String
    var document: PlistDocument

    init(document: PlistDocument, path: String) {
        self.document = document
        self.path = path
    }
}
