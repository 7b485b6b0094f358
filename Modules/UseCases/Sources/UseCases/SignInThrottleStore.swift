/// Whose failed sign-ins are counted: a login name (its lowercase key) or a client address.
public enum ThrottleSubject: Hashable, Sendable {
    case name(String)
    case address(String)

    /// How the stores keep it: one text column, the kind first so a name never equals an address.
    public var storedKey: String {
        switch self {
        case .name(let key): "name:" + key
        case .address(let address): "address:" + address
        }
    }
}

/// Failed sign-ins with their times (seconds since 1970), per name and per address, so a server
/// (or several sharing one PostgreSQL store) can slow down guessing. `Sendable`, atomic steps.
public protocol SignInThrottleStore: Sendable {
    func recordFailure(_ subject: ThrottleSubject, at time: Int64) throws
    /// The times of the subject's failures at or after `since`, oldest first.
    func failures(_ subject: ThrottleSubject, since: Int64) throws -> [Int64]
    /// Forgets a subject's failures (after a successful sign-in).
    func clearFailures(_ subject: ThrottleSubject) throws
    /// Forgets every failure before `time`.
    func removeFailures(before time: Int64) throws
}
