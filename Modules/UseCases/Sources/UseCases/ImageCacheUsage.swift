/// How much the image cache holds.
public struct ImageCacheUsage: Equatable, Sendable {
    public let count: Int
    public let bytes: Int
    public let limit: Int

    public init(count: Int, bytes: Int, limit: Int) {
        self.count = count
        self.bytes = bytes
        self.limit = limit
    }
}
