import UseCases

/// A store that keeps the whole guide as one value (`GuideDocument`), nowhere but in memory
/// (`InMemoryStore`) or in the property list an older Outings app kept (`PropertyListStore`).
/// Every port is written once here, over the keeper's two verbs: read the document, change it.
///
/// `Sendable`: the keeper serializes changes, so concurrent tasks may share the store and each call
/// is one atomic step, as on the SQL stores.
public final class DocumentStore<Keeper: DocumentKeeper>: Sendable {
    let keeper: Keeper

    init(keeper: Keeper) {
        self.keeper = keeper
    }

    /// The document as kept now; inside a change open on this thread (`inOneTransaction`), that
    /// change's document.
    func read() throws -> GuideDocument {
        if let open = openChange { return open.document }
        return try keeper.read()
    }

    /// Changes the document in one step; inside a change open on this thread, changes that one's
    /// document, written when it ends.
    func change<T>(_ change: (inout GuideDocument) throws -> T) throws -> T {
        guard let open = openChange else { return try keeper.change(change) }
        var document = open.document
        let result = try change(&document)
        open.document = document
        return result
    }

    /// The change open on this thread for this store, if any.
    var openChange: OpenDocumentChange? {
        OpenDocumentChange.current.last { $0.store == ObjectIdentifier(self) }
    }
}

/// A document being changed by `inOneTransaction`: only the thread that opened it sees it (a task
/// local), and it holds the keeper's lock meanwhile.
final class OpenDocumentChange: @unchecked Sendable {
    let store: ObjectIdentifier
    var document: GuideDocument

    init(store: ObjectIdentifier, document: GuideDocument) {
        self.store = store
        self.document = document
    }

    /// The changes open on this thread, innermost last (one per store the thread is changing).
    @TaskLocal static var current: [OpenDocumentChange] = []
}
