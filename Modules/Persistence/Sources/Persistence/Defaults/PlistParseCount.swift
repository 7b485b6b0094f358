import UseCases

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How many times this process has decoded each suite's plist, by path. Issue 13 holds a command
/// to one parse (the plist used to be decoded 4 times a read and 8 a write), and this lets a test
/// see that from outside the store: the count is taken where the bytes are decoded, not where the
/// store decides whether to decode. One lock per parse, nothing per value.
public enum PlistParseCount {
    private static let lock = RecursiveLock()
    nonisolated(unsafe) private static var counts: [String: Int] = [:]
    nonisolated(unsafe) private static var foundationCounts: [String: Int] = [:]

    /// Parses of the plist at `plistPath` since this process started.
    public static func of(plistPath: String) -> Int {
        lock.withLock { counts[plistPath, default: 0] }
    }

    /// How many of those parses `BinaryPlistReader` left to Foundation (XML, keys of another
    /// program, anything unusual): a plist Outings wrote itself should need none.
    public static func byFoundation(plistPath: String) -> Int {
        lock.withLock { foundationCounts[plistPath, default: 0] }
    }

    static func record(_ plistPath: String) {
        lock.withLock { counts[plistPath, default: 0] += 1 }
    }

    static func recordFoundation(_ plistPath: String) {
        lock.withLock { foundationCounts[plistPath, default: 0] += 1 }
    }
}
