import Platform
import UseCases

/// A store that lives only as long as the process: for tests and `--store memory:`. The same
/// document store as the property list's, kept nowhere, so it follows every rule as that one does.
public typealias InMemoryStore = DocumentStore<MemoryDocument>

extension DocumentStore where Keeper == MemoryDocument {
    public convenience init() {
        self.init(keeper: MemoryDocument())
    }
}

/// The guide kept in memory only. Changes run under one lock, recursive so a change whose closure
/// reads the store (`updateRecents`) cannot hang; a read copies the value (copy-on-write).
/// `@unchecked` because the compiler cannot see that the lock guards the document.
public final class MemoryDocument: DocumentKeeper, @unchecked Sendable {
    private let lock = RecursiveLock()
    private var document = GuideDocument()

    init() {}

    public func read() throws -> GuideDocument {
        lock.withLock { document }
    }

    public func change<T>(_ body: (inout GuideDocument) throws -> T) throws -> T {
        try lock.withLock {
            // Changed on a copy, so a change that throws leaves nothing of itself.
            var changed = document
            let result = try body(&changed)
            document = changed
            return result
        }
    }

    /// A document kept in memory is never read from anywhere: only the layout rules can break.
    public func keepingProblems() throws -> (document: GuideDocument, problems: [String]) {
        let document = try read()
        return (
            document,
            GuideInvariants.layoutProblems(attractions: document.attractions.items, recents: document.recents)
                + GuideInvariants.problems(removedVersions: document.attractions.removedVersions)
        )
    }
}
