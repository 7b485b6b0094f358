import Platform
import UseCases

/// Tries of a password (signing in, changing one's password) under the throttle, taken one at a
/// time per throttle subject in this server, from reading the failures to recording the outcome.
/// Without that, tries sent at once all read the failures before any of them is recorded, and a
/// burst gets more than the throttle's free tries. A subject takes one of a fixed set of locks by
/// its key's hash, so memory does not grow with the names tried and unrelated tries seldom wait on
/// each other. Servers sharing one PostgreSQL store each hold their own locks.
final class PasswordTries: Sendable {
    enum Outcome<Value> {
        /// Refused unchecked: seconds to wait.
        case wait(Int64)
        /// Checked and wrong; recorded as a failure of every subject.
        case failed
        case passed(Value)
    }

    private let locks = (0..<64).map { _ in RecursiveLock() }

    /// Runs `check` (nil for a wrong password) unless the subjects must wait in `throttle`.
    func attempt<Value>(
        _ subjects: [ThrottleSubject], in throttle: SignInThrottle, at now: () -> Int64,
        check: () throws -> Value?
    ) throws -> Outcome<Value> {
        let stripes = Set(subjects.map { Int(UInt(bitPattern: $0.storedKey.hashValue) % UInt(locks.count)) })
        return try holding(stripes.sorted()[...]) {
            let time = now()
            if let wait = try throttle.wait(subjects, at: time) { return .wait(wait) }
            guard let value = try check() else {
                try throttle.failed(subjects, at: time)
                return .failed
            }
            return .passed(value)
        }
    }

    /// Takes the locks in ascending order, so two tries never hold one each of the other's.
    private func holding<Result>(_ stripes: ArraySlice<Int>, _ body: () throws -> Result) rethrows -> Result {
        guard let first = stripes.first else { return try body() }
        return try locks[first].withLock { try holding(stripes.dropFirst(), body) }
    }
}
