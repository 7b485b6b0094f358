import Domain

/// Writes a document of attractions as `AttractionRowsPresenter` shows them row by row: the
/// bytes collect in one buffer that goes to `sink` whenever it passes `flushSize` and at the end,
/// so a guide of any length is written in bounded memory. A chunk always ends after a whole row,
/// so it is whole UTF-8.
public final class AttractionExportWriter: AttractionRowsView {
    /// Large enough that writes are few, small enough to stay a rounding error in memory.
    public static let flushSize = 64 * 1024

    private var document: any AttractionDocument
    private let sink: ([UInt8]) throws -> Void
    private var buffer: [UInt8] = []

    /// `sink` receives the bytes in order; an error it throws ends the export.
    public init(_ format: AttractionExportFormat, sink: @escaping ([UInt8]) throws -> Void) {
        document = format.makeDocument()
        self.sink = sink
        buffer.reserveCapacity(Self.flushSize + 4096)
    }

    /// Writes every attraction `walk` gives (as `EditAttractions.forEachAttraction` does, or a
    /// filter of it) in `format` to `sink`.
    public static func export(
        _ format: AttractionExportFormat, _ walk: ((Attraction) throws -> Void) throws -> Void,
        to sink: ([UInt8]) throws -> Void
    ) throws {
        // The writer lives only for this call, so the sink does not outlive it either.
        try withoutActuallyEscaping(sink) { sink in
            try AttractionRowsPresenter(view: AttractionExportWriter(format, sink: sink)).present(walk)
        }
    }

    public func beginRows(heading: String, emptyMessage: String) {
        document.appendStart(to: &buffer)
    }

    public func displayRow(_ row: AttractionViewModel) throws {
        document.append(row, to: &buffer)
        if buffer.count >= Self.flushSize { try flush() }
    }

    public func endRows(count: Int) throws {
        document.appendEnd(count: count, to: &buffer)
        try flush()
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        try sink(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
