import PlatformFoundation

/// How many Flickr API queries a key may still make: a refresh reserves every query it may make
/// before its first one (a file shared by every process in the app, a fake in tests). Image
/// downloads from Flickr's photo hosts are not API queries and are not counted.
public protocol QueryBudget: Sendable {
    /// Records `count` queries as made now, or throws `QueryBudgetError` and records nothing when
    /// they would pass the limit. Checking and recording are one step, so two processes cannot
    /// both take the last room.
    func reserve(_ count: Int) throws
}

/// A refresh that would pass the hourly limit, refused before the query that would pass it.
public enum QueryBudgetError: Error, Equatable, Sendable {
    /// `used` queries in the last hour and `needed` more would pass `limit`; they fit from `retryAt`.
    case spent(used: Int, needed: Int, limit: Int, retryAt: Date, now: Date)
    /// One refresh that needs more queries than an hour allows.
    case overLimit(needed: Int, limit: Int)
}

extension QueryBudgetError: CategorizedError {
    public var category: ErrorCategory { .tryLater }

    /// One line: what is spent, and when (local time, to the minute, rounded up) it may run.
    public var message: String {
        switch self {
        case .overLimit(let needed, let limit):
            return "this refresh needs \(needed) Flickr queries, more than the \(limit) an hour Flickr allows"
        case .spent(let used, let needed, let limit, let retryAt, let now):
            let wait = max(1, Int((retryAt.timeIntervalSince(now) / 60).rounded(.up)))
            return "Flickr allows \(limit) queries an hour per key; \(used) were made in the last hour "
                + "and this refresh needs \(needed) more: try again after \(Self.clockTime(retryAt)) "
                + "(in \(wait) minute\(wait == 1 ? "" : "s"))"
        }
    }

    /// HH:MM in the local time zone, rounded up to the next whole minute so "after" holds.
    static func clockTime(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let roundedUp = Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 60).rounded(.up) * 60)
        let parts = calendar.dateComponents([.hour, .minute], from: roundedUp)
        let hour = parts.hour ?? 0
        let minute = parts.minute ?? 0
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}
