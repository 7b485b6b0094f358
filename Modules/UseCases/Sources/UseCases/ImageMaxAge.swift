import PlatformFoundation

/// How long a cached image counts as fresh. An older one is stale: fetched again when the image
/// host answers, and still served when it does not (stale is better than nothing).
public struct ImageMaxAge: Equatable, Sendable {
    /// Seconds, always more than 0; nil when images never expire.
    public let seconds: Int?

    /// Seven days.
    public static let standard = ImageMaxAge(seconds: 7 * 86_400)
    public static let never = ImageMaxAge(seconds: nil)

    /// `seconds` of 0 or less is `never`.
    public init(seconds: Int?) {
        self.seconds = seconds.flatMap { $0 > 0 ? $0 : nil }
    }

    /// Stale once strictly older than the maximum age: an image exactly that old is still fresh.
    /// A fetch time in the future (a clock set back) counts as fresh.
    public func isExpired(fetchedAt fetched: Date, now: Date) -> Bool {
        guard let seconds else { return false }
        return now.timeIntervalSince(fetched) > Double(seconds)
    }
}
