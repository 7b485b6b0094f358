import Platform
import PlatformFoundation
import UseCases

/// The last document this store read or wrote, with the exact bytes it came from. A command that
/// reads and then changes (an edit, `photos show` recording a recent) reads the file each time,
/// but decodes it only when its bytes differ from these: comparing bytes is exact (another
/// process's write always differs, whatever its inode or timestamp) and costs far less than the
/// decoding (829 KB: a memcmp against tens of milliseconds of plist parsing).
final class PlistDocumentCache: @unchecked Sendable {
    // Guards the two fields below, which change together.
    private let lock = RecursiveLock()
    private var bytes: Data?
    private var document: GuideDocument?

    /// The document decoded from `data`, decoding only when `data` is not the cached bytes.
    func document(for data: Data, decode: (Data) throws -> GuideDocument) throws -> GuideDocument {
        if let cached = lock.withLock({ bytes == data ? document : nil }) { return cached }
        let decoded = try decode(data)
        remember(decoded, as: data)
        return decoded
    }

    /// The cached document when `data` is its bytes, kept in the cache; nil otherwise.
    func peek(matching data: Data) -> GuideDocument? {
        lock.withLock { bytes == data ? document : nil }
    }

    /// The cached document when `data` is its bytes, handed over: the cache lets go of it, so a
    /// change mutates the only copy instead of copying thousands of photos beside the old ones.
    func take(matching data: Data) -> GuideDocument? {
        lock.withLock {
            defer {
                bytes = nil
                document = nil
            }
            return bytes == data ? document : nil
        }
    }

    func remember(_ document: GuideDocument, as data: Data) {
        lock.withLock {
            bytes = data
            self.document = document
        }
    }
}
