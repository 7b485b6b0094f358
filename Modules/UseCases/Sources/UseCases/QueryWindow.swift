import PlatformFoundation

/// Flickr's rule for one API key: at most `limit` queries in any hour. The window keeps how many
/// queries were made in each second of the last hour (at most 3,600 entries, so its file stays
/// small), and answers whether more fit now and, when not, from when they will.
public struct QueryWindow: Equatable, Sendable {
    /// Flickr's API terms: 3,600 queries an hour per key.
    public static let flickrHourlyLimit = 3600
    public static let length: TimeInterval = 3600

    /// Queries per whole second since 1970, oldest first.
    public private(set) var counts: [(second: Int64, count: Int)]
    public let limit: Int

    /// A second cannot hold more than `limit` queries (more are refused), so a count beyond it,
    /// which only a damaged file holds, is the limit: no sum of counts can overflow.
    public init(counts: [(second: Int64, count: Int)] = [], limit: Int = flickrHourlyLimit) {
        self.counts = counts.filter { $0.count > 0 }.map { ($0.second, min($0.count, limit)) }
            .sorted { $0.second < $1.second }
        self.limit = limit
    }

    public static func == (lhs: QueryWindow, rhs: QueryWindow) -> Bool {
        lhs.limit == rhs.limit && lhs.counts.elementsEqual(rhs.counts) { $0 == $1 }
    }

    /// Queries made in the hour before `now`.
    public func used(at now: Date) -> Int {
        inWindow(at: now).reduce(0) { $0 + $1.count }
    }

    /// Drops the seconds that have left the window: a query counts for exactly one hour.
    public mutating func prune(at now: Date) {
        counts = inWindow(at: now)
    }

    /// Nil when `count` more queries fit now, else the first moment they will (never, as nil
    /// too, is impossible: a count over the limit is refused by `QueryBudgetError.overLimit`).
    public func refusal(of count: Int, at now: Date) -> QueryBudgetError? {
        guard count <= limit else { return .overLimit(needed: count, limit: limit) }
        let current = inWindow(at: now)
        let used = current.reduce(0) { $0 + $1.count }
        guard used + count > limit else { return nil }
        // The oldest queries leave first: once `excess` of them have, the new ones fit.
        var excess = used + count - limit
        var freedAt = now
        for entry in current {
            excess -= entry.count
            if excess <= 0 {
                freedAt = Date(timeIntervalSince1970: TimeInterval(entry.second) + Self.length)
                break
            }
        }
        return .spent(used: used, needed: count, limit: limit, retryAt: freedAt, now: now)
    }

    /// Counts `count` queries made at `now`.
    public mutating func record(_ count: Int, at now: Date) {
        guard count > 0 else { return }
        let second = Self.second(of: now)
        if let last = counts.last, last.second == second {
            counts[counts.count - 1].count += count
        } else {
            counts.append((second, count))
        }
    }

    private func inWindow(at now: Date) -> [(second: Int64, count: Int)] {
        // A query made in second s counts until s + length; seconds from now - length + 1 on remain.
        let current = Self.second(of: now)
        let oldest = current - Int64(Self.length) + 1
        // Seconds after now were stamped by a clock since set back: those queries count as made
        // now, so they leave within the hour instead of when the clock catches up with them.
        return counts.filter { $0.second >= oldest }.map { (min($0.second, current), $0.count) }
    }

    static func second(of date: Date) -> Int64 { Int64(date.timeIntervalSince1970.rounded(.down)) }
}
