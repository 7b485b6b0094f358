import Foundation

/// A thread-safe counter (0, 1, 2, ...) for id sources handed to `@Sendable` parameters.
/// `@unchecked Sendable`: the lock guards `value`.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.withLock {
            defer { value += 1 }
            return value
        }
    }
}
