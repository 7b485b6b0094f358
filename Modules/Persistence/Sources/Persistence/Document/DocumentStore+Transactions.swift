import UseCases

extension DocumentStore: StoreTransactions {
    /// One change of the document: every write `change` makes through the ports is applied to the
    /// document in memory, which the keeper keeps once when it ends, or not at all when it throws.
    /// Nested in another change, a failure undoes only what the nested one wrote.
    public func inOneTransaction<T>(_ change: (Stores) throws -> T) throws -> T {
        if let open = openChange {
            let before = open.document
            do {
                return try change(Stores(self))
            } catch {
                open.document = before
                throw error
            }
        }
        return try keeper.change { document in
            let open = OpenDocumentChange(store: ObjectIdentifier(self), document: document)
            let result = try OpenDocumentChange.$current.withValue(OpenDocumentChange.current + [open]) {
                try change(Stores(self))
            }
            document = open.document
            return result
        }
    }
}
