/// How failed sign-ins slow down guessing: after `freeFailures` failures of one subject within
/// `window` seconds, each further try waits `firstDelay` seconds after the last failure, doubling
/// with every failure, never more than `window`. Kept in the store, so the wait survives a restart
/// and servers on one database share it. A failure dated after `now` (recorded by a server whose
/// clock was ahead) counts as made now, so no wait is ever longer than `window`.
public struct SignInThrottle: Sendable {
    public static let freeFailures = 5
    public static let window: Int64 = 15 * 60
    public static let firstDelay: Int64 = 30

    private let store: any SignInThrottleStore

    public init(store: any SignInThrottleStore) {
        self.store = store
    }

    /// Seconds the subjects still have to wait at `now`, or nil when a try may go ahead. Failures
    /// dated after `now` are stored again as made at `now`: read as now but left in the future,
    /// they would hold the subject up until that future came, however far ahead it is.
    public func wait(_ subjects: [ThrottleSubject], at now: Int64) throws -> Int64? {
        var longest: Int64 = 0
        for subject in subjects {
            let failures = try failuresDatedAtMost(now, of: subject)
            guard failures.count >= Self.freeFailures, let last = failures.last else { continue }
            let doublings = min(failures.count - Self.freeFailures, 20)
            let delay = min(Self.firstDelay << Int64(doublings), Self.window)
            longest = max(longest, last + delay - now)
        }
        return longest > 0 ? longest : nil
    }

    private func failuresDatedAtMost(_ now: Int64, of subject: ThrottleSubject) throws -> [Int64] {
        let failures = try store.failures(subject, since: now - Self.window)
        guard let last = failures.last, last > now else { return failures }
        let settled = failures.map { min($0, now) }
        try store.clearFailures(subject)
        for time in settled { try store.recordFailure(subject, at: time) }
        return settled
    }

    public func failed(_ subjects: [ThrottleSubject], at now: Int64) throws {
        for subject in subjects { try store.recordFailure(subject, at: now) }
        try store.removeFailures(before: now - Self.window)
    }

    public func succeeded(_ subjects: [ThrottleSubject]) throws {
        for subject in subjects { try store.clearFailures(subject) }
    }
}
