import PlatformFoundation

/// A cached image: its bytes, and the file that holds them (for handing to a viewer).
public struct CachedImage: Equatable, Sendable {
    public let data: Data
    public let path: String

    public init(data: Data, path: String) {
        self.data = data
        self.path = path
    }
}
