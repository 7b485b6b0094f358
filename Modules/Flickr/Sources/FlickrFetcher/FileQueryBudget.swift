import Platform
import PlatformCrypto
import PlatformFoundation
import UseCases

#if canImport(Glibc)
    import Glibc
#endif

/// The hourly query budget of one API key, in a file every process shares: `flickr-queries-HASH`
/// in `folder`, HASH the SHA-256 of the key (the key itself is never written). Each line is a
/// second since 1970 and the queries made in it; a reservation reads, prunes, decides and writes
/// the file under an exclusive lock, so concurrent refreshes count together and a restart
/// forgets nothing. `now` is injected so tests move time without waiting.
public struct FileQueryBudget: QueryBudget {
    public let path: String
    private let limit: Int
    private let lockTimeout: TimeInterval
    private let now: @Sendable () -> Date

    public init(
        folder: String, apiKey: String, limit: Int = QueryWindow.flickrHourlyLimit,
        lockTimeout: TimeInterval = 10,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        path = folder + "/flickr-queries-" + SHA256Hex.of(apiKey)
        self.limit = limit
        self.lockTimeout = lockTimeout
        self.now = now
    }

    public func reserve(_ count: Int) throws {
        do {
            try AtomicFile.makeFolders(AtomicFile.folder(of: path))
            try FileLock(path: path + ".lock", timeout: lockTimeout).withExclusiveLock {
                let moment = now()
                let stored = try read()
                var window = stored
                window.prune(at: moment)
                if let refusal = window.refusal(of: count, at: moment) {
                    // A refusal records nothing, but keeps what pruning learnt: queries stamped
                    // after now (a clock set back) are dated now once, so they leave in an hour.
                    if window != stored { try write(window) }
                    throw refusal
                }
                window.record(count, at: moment)
                try write(window)
            }
        } catch let refusal as QueryBudgetError {
            throw refusal
        } catch {
            throw QueryBudgetFileError(path: path, reason: "\(error)")
        }
    }

    /// What the file holds now (for tests and diagnostics); an absent file is an empty window.
    public func read() throws -> QueryWindow {
        guard let data = try Descriptor.contents(ofFile: path) else { return QueryWindow(limit: limit) }
        return QueryWindow(counts: Self.counts(in: String(decoding: data, as: UTF8.self)), limit: limit)
    }

    private func write(_ window: QueryWindow) throws {
        try AtomicFile.replace(path, with: Array(Self.text(of: window).utf8))
    }

    /// Lines that are not two whole numbers are skipped: a damaged line forgets its queries
    /// rather than block every refresh.
    static func counts(in text: String) -> [(second: Int64, count: Int)] {
        text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count == 2, let second = Int64(fields[0]), let count = Int(fields[1]), count > 0
            else {
                return nil
            }
            return (second, count)
        }
    }

    static func text(of window: QueryWindow) -> String {
        window.counts.map { "\($0.second) \($0.count)\n" }.joined()
    }
}

/// The budget's file cannot be read or written.
public struct QueryBudgetFileError: Error, CategorizedError, Equatable {
    public let path: String
    public let reason: String
    public var category: ErrorCategory { .storeFailure }
    public var message: String { "cannot keep the Flickr query count in \(path): \(reason)" }
}
