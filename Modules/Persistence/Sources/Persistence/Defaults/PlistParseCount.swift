import Platform
import UseCases

/// How many times this process has decoded each suite's plist, by path. A command decodes the
/// plist at most once, and this lets a test see that from outside the store: the count is taken where the bytes are decoded, not where the
/// store decides whether to decode. One lock per parse, nothing per value.
public enum PlistParseCount {
    private static let lock = RecursiveLock()
    nonisolated(unsafe) private static var counts: [String: Int] = [:]

    /// Parses of the plist at `plistPath` since this process started.
    public static func of(plistPath: String) -> Int {
        lock.withLock { counts[plistPath, default: 0] }
    }

    static func record(_ plistPath: String) {
        lock.withLock { counts[plistPath, default: 0] += 1 }
    }
}
