import Foundation
import Platform
import Testing

/// The pool that lets a server's worker threads share stores: each borrower has its connection to
/// itself, at most `capacity` are opened, and a failed open gives its slot back.
struct ConnectionPoolTests {
    /// A connection that knows which open made it.
    final class Connection: Sendable {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    /// Counts opens and can be told to fail the next one.
    final class Opener: @unchecked Sendable {
        private let lock = NSLock()
        private var opens = 0
        private var failNext = false

        var count: Int { lock.withLock { opens } }

        func failTheNextOpen() { lock.withLock { failNext = true } }

        func open() throws -> Connection {
            try lock.withLock {
                if failNext {
                    failNext = false
                    throw OpenFailed()
                }
                opens += 1
                return Connection(opens)
            }
        }
    }

    struct OpenFailed: Error {}

    /// What happened, in order, from any thread.
    final class EventLog: @unchecked Sendable {
        private let lock = NSLock()
        private var events: [String] = []

        var all: [String] { lock.withLock { events } }

        func record(_ event: String) { lock.withLock { events.append(event) } }
    }

    private func makeSUT(capacity: Int) -> (ConnectionPool<Connection>, Opener) {
        let opener = Opener()
        return (ConnectionPool(capacity: capacity, first: Connection(0)) { try opener.open() }, opener)
    }

    @Test func aReturnedConnectionIsLentAgainWithoutOpeningAnother() throws {
        let (pool, opener) = makeSUT(capacity: 4)
        for _ in 0..<5 { #expect(try pool.with(\.number) == 0) }
        #expect(opener.count == 0)
        #expect(pool.openCount == 1)
    }

    @Test func aSecondBorrowerWhileTheFirstHoldsGetsANewConnection() throws {
        let (pool, opener) = makeSUT(capacity: 4)
        let numbers = try pool.with { outer in try pool.with { inner in [outer.number, inner.number] } }
        #expect(numbers == [0, 1])
        #expect(opener.count == 1)
        #expect(pool.openCount == 2)
    }

    @Test func aFailedOpenGivesItsSlotBack() throws {
        let (pool, opener) = makeSUT(capacity: 2)
        try pool.with { (_: Connection) throws in
            opener.failTheNextOpen()
            #expect(throws: OpenFailed.self) { try pool.with { _ in } }
            #expect(pool.openCount == 1)
            // Had the slot been kept, this borrow would wait for ever: fail instead.
            guard pool.openCount == 1 else { return }
            #expect(try pool.with(\.number) == 1)
        }
        #expect(pool.openCount == 2)
    }

    @Test func aBorrowerBeyondTheCapacityWaitsForTheConnectionToComeBack() throws {
        let (pool, opener) = makeSUT(capacity: 1)
        let aboutToBorrow = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let events = EventLog()

        try pool.with { (held: Connection) throws in
            DispatchQueue.global().async {
                aboutToBorrow.signal()
                _ = try? pool.with { events.record("second borrower got \($0.number)") }
                done.signal()
            }
            #expect(aboutToBorrow.wait(timeout: .now() + 30) == .success)
            events.record("first borrower gives \(held.number) back")
        }
        #expect(done.wait(timeout: .now() + 30) == .success)

        #expect(events.all == ["first borrower gives 0 back", "second borrower got 0"])
        #expect(opener.count == 0)
    }

    @Test func aCapacityBelowOneIsOne() {
        #expect(ConnectionPool(capacity: 0, first: Connection(0)) { Connection(1) }.capacity == 1)
    }

    @Test func concurrentBorrowersNeverShareAConnectionOrPassTheCapacity() throws {
        let capacity = 3
        let (pool, _) = makeSUT(capacity: capacity)
        let lock = NSLock()
        nonisolated(unsafe) var inUse = Set<Int>()
        nonisolated(unsafe) var mostAtOnce = 0
        nonisolated(unsafe) var shared = false
        nonisolated(unsafe) var failures = 0
        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            do {
                try pool.with { connection in
                    lock.withLock {
                        shared = shared || inUse.contains(connection.number)
                        inUse.insert(connection.number)
                        mostAtOnce = max(mostAtOnce, inUse.count)
                    }
                    // Some work while holding it, so borrowers overlap.
                    _ = (0..<2_000).reduce(0, &+)
                    lock.withLock { _ = inUse.remove(connection.number) }
                }
            } catch {
                lock.withLock { failures += 1 }
            }
        }
        #expect(!shared)
        #expect(failures == 0)
        #expect(mostAtOnce <= capacity)
        #expect(pool.openCount <= capacity)
    }
}
