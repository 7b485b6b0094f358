import UseCases

/// What the image cache holds and how old it is. JSON keys: count, bytes, limit (bytes), folder,
/// expired (how many images are older than the maximum age, so stale), oldestAge (seconds since
/// the oldest image was fetched, null when there is none), maxAge (seconds, 0 when images never
/// expire).
public struct ImageCacheViewModel: Equatable, Sendable, Encodable {
    public let count: Int
    public let bytes: Int
    public let limit: Int
    public let folder: String
    public let expired: Int
    public let oldestAge: Int?
    public let maxAge: Int
    /// `oldestAge` in people's words ("3 days"); nil when the cache is empty.
    public let oldestAgeText: String?
    /// `maxAge` in people's words ("7 days"); nil when images never expire.
    public let maxAgeText: String?

    public init(_ usage: ImageCacheUsage, folder: String) {
        count = usage.count
        bytes = usage.bytes
        limit = usage.limit
        self.folder = folder
        expired = usage.expired
        oldestAge = usage.oldestAge.map { Int(max(0, $0)) }
        maxAge = usage.maxAge.seconds ?? 0
        oldestAgeText = usage.oldestAge.map(DurationText.text(seconds:))
        maxAgeText = usage.maxAge.seconds.map { DurationText.text(seconds: Double($0)) }
    }

    private enum CodingKeys: String, CodingKey {
        case count, bytes, limit, folder, expired, oldestAge, maxAge
    }

    /// The texts stay out: a script reads the numbers. An empty cache's oldestAge is null.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(count, forKey: .count)
        try container.encode(bytes, forKey: .bytes)
        try container.encode(limit, forKey: .limit)
        try container.encode(folder, forKey: .folder)
        try container.encode(expired, forKey: .expired)
        try container.encode(oldestAge, forKey: .oldestAge)
        try container.encode(maxAge, forKey: .maxAge)
    }
}

/// Where the image cache's figures are shown (`outings cache`).
public protocol ImageCacheView: AnyObject {
    /// What the cache holds, its limit and its folder.
    func display(_ cache: ImageCacheViewModel)
}
