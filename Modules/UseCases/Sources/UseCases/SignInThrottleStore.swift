import Domain

/// Whose failed sign-ins are counted: a login name (its lowercase key) or a client address.
public enum ThrottleSubject: Hashable, Sendable {
    case name(String)
    case address(String)

    /// The subject of a login name as typed: its key as members are found (any case), cut after
    /// one scalar more than a member's name may have. A longer name is no member's, and so a
    /// failure stored for whatever was typed (up to a whole request body) stays small.
    public static func login(_ typed: String) -> ThrottleSubject {
        .name(
            String(
                String.UnicodeScalarView(
                    typed.lowercased().unicodeScalars.prefix(MemberName.maximumLength + 1))))
    }

    /// How the stores keep it: one text column, the kind first so a name never equals an address.
    public var storedKey: String {
        switch self {
        case .name(let key): "name:" + key
        case .address(let address): "address:" + address
        }
    }
}

/// Failed sign-ins with their times (seconds since 1970), per name and per address, so a server (or
/// several sharing one PostgreSQL store) can slow down guessing. `Sendable`, atomic steps. The
/// rules below are what the store contract (the `StoreContract` package) checks of every backend:
/// each subject's failures are its own, and a name and an address with the same text are different
/// subjects.
public protocol SignInThrottleStore: Sendable {
    /// Records one failure of `subject` at `time`.
    func recordFailure(_ subject: ThrottleSubject, at time: Int64) throws
    /// The times of the subject's failures at or after `since`, oldest first.
    func failures(_ subject: ThrottleSubject, since: Int64) throws -> [Int64]
    /// Forgets the failures of `subject` (of every subject when nil) dated before `time`; those at
    /// `time` or later stay, and so do every other subject's.
    func removeFailures(of subject: ThrottleSubject?, before time: Int64) throws
}

extension SignInThrottleStore {
    /// Forgets all of a subject's failures (after a successful sign-in); every other subject's stay.
    /// Failures are dated by the clock, which never reaches `Int64.max`.
    public func clearFailures(_ subject: ThrottleSubject) throws {
        try removeFailures(of: subject, before: .max)
    }

    /// Forgets every subject's failures before `time` (those at `time` or later stay).
    public func removeFailures(before time: Int64) throws {
        try removeFailures(of: nil, before: time)
    }
}
