/// How long a store waits for a lock another process holds before giving up with `store busy`
/// (exit 74): 10 s, or `OUTINGS_LOCK_WAIT` seconds. The variable is for runs slowed many times
/// over (the ThreadSanitizer suite, where a writer can wait behind seven slowed writers for longer
/// than 10 s) and for tests of the busy path that need not wait 10 s; nobody needs it otherwise.
public enum LockWait {
    public static let standard: Duration = .seconds(10)
    /// An hour-long wait would look like a hang; ten minutes covers any slowed run.
    static let longest = 600.0

    /// The wait the environment asks for; a value that is not a number of seconds from 0.001 to
    /// 600 is `AppError(.usage, ...)` naming the variable.
    public static func configured(environment: [String: String]) throws -> Duration {
        guard let text = environment["OUTINGS_LOCK_WAIT"], !text.isEmpty else { return standard }
        // Milliseconds are what every backend counts in (SQLite's busy timeout, PostgreSQL's
        // lock_timeout), so the value is rounded to them and must be at least one.
        guard let seconds = Double(text), seconds >= 0.001, seconds <= longest else {
            throw AppError(
                .usage,
                "OUTINGS_LOCK_WAIT must be a number of seconds from 0.001 to 600, not \"\(text)\"")
        }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }
}
