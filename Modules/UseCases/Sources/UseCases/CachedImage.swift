import PlatformFoundation

/// A cached image: its bytes, the file that holds them (for handing to a viewer), and whether it
/// is older than the cache's maximum age (`ImageMaxAge`).
public struct CachedImage: Equatable, Sendable {
    public let data: Data
    public let path: String
    public let isExpired: Bool

    public init(data: Data, path: String, isExpired: Bool = false) {
        self.data = data
        self.path = path
        self.isExpired = isExpired
    }
}
