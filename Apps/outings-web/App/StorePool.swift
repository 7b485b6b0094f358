import Foundation
import UseCases

/// Open stores for the worker threads. A store adapter holds one connection and is not safe to
/// share between threads, so each request borrows one for its duration; at most `capacity` are
/// opened, lazily. The in-memory store must be one shared instance, so its pool holds exactly one.
final class StorePool: @unchecked Sendable {
    private let open: () throws -> Stores
    private let capacity: Int
    private let condition = NSCondition()
    private var idle: [Stores] = []
    private var opened = 0

    init(capacity: Int, first: Stores, open: @escaping () throws -> Stores) {
        self.capacity = max(1, capacity)
        self.open = open
        idle = [first]
        opened = 1
    }

    func with<T>(_ body: (Stores) throws -> T) throws -> T {
        let stores = try borrow()
        defer { giveBack(stores) }
        return try body(stores)
    }

    private func borrow() throws -> Stores {
        condition.lock()
        while idle.isEmpty && opened >= capacity { condition.wait() }
        if let stores = idle.popLast() {
            condition.unlock()
            return stores
        }
        opened += 1
        condition.unlock()
        do {
            return try open()
        } catch {
            condition.lock()
            opened -= 1
            condition.signal()
            condition.unlock()
            throw error
        }
    }

    private func giveBack(_ stores: Stores) {
        condition.lock()
        idle.append(stores)
        condition.signal()
        condition.unlock()
    }
}
