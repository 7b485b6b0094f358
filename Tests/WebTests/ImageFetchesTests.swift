import Foundation
import Testing

@testable import OutingsWebApp

/// The download queue's bounds: so many at once, so many waiting, none beyond; one download per
/// key, shared by everyone asking for it; a stop abandons every job waiting or running at once.
struct ImageFetchesTests {
    @Test func acceptsUpToItsCapacityBeyondTheRunningJobsAndAbandonsThemAllOnStop() {
        let fetches = ImageFetches(workers: 1, capacity: 2)
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let abandoned = Counter()
        let ran = Counter()
        let blocking: @Sendable () -> Int = {
            started.signal()
            release.wait()
            ran.add()
            return 1
        }
        let run: @Sendable () -> Int = {
            ran.add()
            return 1
        }
        let deliver: @Sendable (Int?) -> Void = { if $0 == nil { abandoned.add() } }
        #expect(fetches.submit(key: "a", download: blocking, deliver: deliver))
        // The one worker has taken the first job: two more may wait, a third may not.
        #expect(started.wait(timeout: .now() + 30) == .success)
        #expect(fetches.submit(key: "b", download: run, deliver: deliver))
        #expect(fetches.submit(key: "c", download: run, deliver: deliver))
        #expect(!fetches.submit(key: "d", download: run, deliver: deliver))
        fetches.stop()
        #expect(abandoned.value == 3)
        #expect(!fetches.submit(key: "e", download: run, deliver: deliver))
        release.signal()
        // The running job ends on its own; the waiting ones never run.
        #expect(ran.waitFor(1, within: 30))
        #expect(ran.value == 1)
    }

    @Test func requestsForOneKeyShareItsDownloadAndTakeNoPlaceInTheQueue() {
        let fetches = ImageFetches(workers: 1, capacity: 1)
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let downloads = Counter()
        let results = Results()
        let blocking: @Sendable () -> String = {
            downloads.add()
            started.signal()
            release.wait()
            return "running"
        }
        let waiting: @Sendable () -> String = {
            downloads.add()
            return "waiting"
        }
        #expect(fetches.submit(key: "a", download: blocking, deliver: results.delivery(to: "a1")))
        #expect(started.wait(timeout: .now() + 30) == .success)
        // The queue's one place is taken by "b"; more for "a" and "b" still get in, "c" does not.
        #expect(fetches.submit(key: "b", download: waiting, deliver: results.delivery(to: "b1")))
        #expect(fetches.submit(key: "a", download: blocking, deliver: results.delivery(to: "a2")))
        #expect(fetches.submit(key: "b", download: waiting, deliver: results.delivery(to: "b2")))
        #expect(fetches.submit(key: "a", download: blocking, deliver: results.delivery(to: "a3")))
        #expect(!fetches.submit(key: "c", download: waiting, deliver: results.delivery(to: "c1")))
        release.signal()
        #expect(results.waitFor(5, within: 30))
        #expect(
            results.all == [
                "a1": "running", "a2": "running", "a3": "running", "b1": "waiting", "b2": "waiting",
            ])
        #expect(downloads.value == 2)
        // Once done, the key is free: a new request downloads again.
        #expect(fetches.submit(key: "a", download: waiting, deliver: results.delivery(to: "a4")))
        #expect(results.waitFor(6, within: 30))
        #expect(results.all["a4"] == "waiting")
        #expect(downloads.value == 3)
        fetches.stop()
    }
}

/// What each waiter was given (nil when abandoned), by the waiter's name.
final class Results: @unchecked Sendable {
    private let condition = NSCondition()
    private var given: [String: String?] = [:]

    /// What the waiter called `name` is given.
    func delivery(to name: String) -> @Sendable (String?) -> Void {
        { self.add(name, $0) }
    }

    func add(_ name: String, _ value: String?) {
        condition.lock()
        given[name] = value
        condition.broadcast()
        condition.unlock()
    }

    var all: [String: String?] {
        condition.lock()
        defer { condition.unlock() }
        return given
    }

    func waitFor(_ count: Int, within seconds: Double) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while given.count < count {
            guard condition.wait(until: end) else { return given.count >= count }
        }
        return true
    }
}

/// A count that threads add to, and a way to wait for it.
final class Counter: @unchecked Sendable {
    private let condition = NSCondition()
    private var count = 0

    func add() {
        condition.lock()
        count += 1
        condition.broadcast()
        condition.unlock()
    }

    var value: Int {
        condition.lock()
        defer { condition.unlock() }
        return count
    }

    func waitFor(_ wanted: Int, within seconds: Double) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while count < wanted {
            guard condition.wait(until: end) else { return count >= wanted }
        }
        return true
    }
}
