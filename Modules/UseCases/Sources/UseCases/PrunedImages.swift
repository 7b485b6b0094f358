/// What `ImageCache.prune` removed: how many images, and their size in bytes.
public struct PrunedImages: Equatable, Sendable {
    public let count: Int
    public let bytes: Int

    public init(count: Int, bytes: Int) {
        self.count = count
        self.bytes = bytes
    }
}
