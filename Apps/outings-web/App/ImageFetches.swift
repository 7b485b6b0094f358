import Foundation

/// Image downloads, off the request threads: at most `workers` at once on threads of their own,
/// at most `capacity` more waiting their turn, and nothing beyond (`submit` says no, and the
/// caller answers at once). `stop` abandons everything: each job waiting or running gets its
/// `abandon` at once, and a download still running is left to end on its own, unheard.
final class ImageFetches: @unchecked Sendable {
    /// Downloads at once: a few, as a browser opens a few connections to one host.
    static let defaultWorkers = 4
    /// Downloads waiting: a page of thumbnails and some.
    static let defaultCapacity = 32

    private struct Job {
        let run: @Sendable () -> Void
        let abandon: @Sendable () -> Void
    }

    private let capacity: Int
    private let lock = NSCondition()
    private var waiting: [Job] = []
    private var running: [Int: Job] = [:]
    private var nextID = 0
    private var stopped = false

    init(workers: Int = ImageFetches.defaultWorkers, capacity: Int = ImageFetches.defaultCapacity) {
        self.capacity = capacity
        for index in 0..<max(1, workers) {
            let thread = Thread { [self] in work() }
            thread.name = "image fetch \(index + 1)"
            thread.start()
        }
    }

    /// Queues `run`; false (and nothing queued) when the queue is full or stopping. Exactly one of
    /// `run` and `abandon` is called for an accepted job, unless `stop` comes while `run` runs:
    /// then `abandon` is called too, first, and `run`'s result should be dropped (a
    /// `DeferredResponse` keeps only the first answer).
    func submit(run: @escaping @Sendable () -> Void, abandon: @escaping @Sendable () -> Void) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped, waiting.count < capacity else { return false }
        waiting.append(Job(run: run, abandon: abandon))
        lock.signal()
        return true
    }

    func stop() {
        lock.lock()
        stopped = true
        let abandoned = waiting + running.values
        waiting = []
        running = [:]
        lock.broadcast()
        lock.unlock()
        for job in abandoned { job.abandon() }
    }

    private func work() {
        while true {
            lock.lock()
            while waiting.isEmpty, !stopped { lock.wait() }
            if stopped {
                lock.unlock()
                return
            }
            let job = waiting.removeFirst()
            let id = nextID
            nextID += 1
            running[id] = job
            lock.unlock()
            job.run()
            lock.lock()
            running[id] = nil
            lock.unlock()
        }
    }
}
