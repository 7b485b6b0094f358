import Foundation
import Testing

@testable import OutingsWebApp

/// The download queue's bounds: so many at once, so many waiting, none beyond; a stop abandons
/// every job waiting or running at once.
struct ImageFetchesTests {
    @Test func acceptsUpToItsCapacityBeyondTheRunningJobsAndAbandonsThemAllOnStop() {
        let fetches = ImageFetches(workers: 1, capacity: 2)
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let abandoned = Counter()
        let ran = Counter()
        let blocking: @Sendable () -> Void = {
            started.signal()
            release.wait()
            ran.add()
        }
        let run: @Sendable () -> Void = { ran.add() }
        let abandon: @Sendable () -> Void = { abandoned.add() }
        #expect(fetches.submit(run: blocking, abandon: abandon))
        // The one worker has taken the first job: two more may wait, a third may not.
        #expect(started.wait(timeout: .now() + 30) == .success)
        #expect(fetches.submit(run: run, abandon: abandon))
        #expect(fetches.submit(run: run, abandon: abandon))
        #expect(!fetches.submit(run: run, abandon: abandon))
        fetches.stop()
        #expect(abandoned.value == 3)
        #expect(!fetches.submit(run: run, abandon: abandon))
        release.signal()
        // The running job ends on its own; the waiting ones never run.
        #expect(ran.waitFor(1, within: 30))
        #expect(ran.value == 1)
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
