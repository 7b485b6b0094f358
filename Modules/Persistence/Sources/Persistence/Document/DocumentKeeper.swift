import UseCases

/// Where a document store keeps its guide: in memory (`MemoryDocument`) or in a property list
/// (`PropertyListFile`). Every rule about the guide lives in `DocumentStore`; a keeper only reads
/// and replaces the one value, with its own locks.
public protocol DocumentKeeper: Sendable {
    /// The document as kept now.
    func read() throws -> GuideDocument
    /// Changes the document in one step that others wait for: what `body` leaves is kept whole,
    /// nothing when it throws.
    func change<T>(_ body: (inout GuideDocument) throws -> T) throws -> T
    /// What `check` reports of how the document is kept (a property list's decoding), read even
    /// when it breaks the guide's rules; the rules themselves are `DocumentStore`'s to check.
    func keepingProblems() throws -> (document: GuideDocument, problems: [String])
}
