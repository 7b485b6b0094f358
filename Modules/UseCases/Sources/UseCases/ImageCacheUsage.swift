/// How much the image cache holds, and how old it is.
public struct ImageCacheUsage: Equatable, Sendable {
    public let count: Int
    public let bytes: Int
    public let limit: Int
    /// How many images are older than `maxAge`.
    public let expired: Int
    /// Seconds since the oldest image was fetched; nil when there is none.
    public let oldestAge: Double?
    public let maxAge: ImageMaxAge

    public init(
        count: Int, bytes: Int, limit: Int, expired: Int = 0, oldestAge: Double? = nil,
        maxAge: ImageMaxAge = .standard
    ) {
        self.count = count
        self.bytes = bytes
        self.limit = limit
        self.expired = expired
        self.oldestAge = oldestAge
        self.maxAge = maxAge
    }
}
