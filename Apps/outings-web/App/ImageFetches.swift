import Foundation

/// Image downloads, off the request threads: at most `workers` at once on threads of their own,
/// at most `capacity` more waiting their turn, and nothing beyond (`submit` says no, and the
/// caller answers at once). One download per key: a request for an image already waiting or
/// downloading waits on that download, takes no place of its own, and gets the same result.
/// `stop` abandons everything: everyone waiting on a download, queued or running, hears nil at
/// once, and a download still running is left to end on its own, unheard.
final class ImageFetches: @unchecked Sendable {
    /// Downloads at once: a few, as a browser opens a few connections to one host.
    static let defaultWorkers = 4
    /// Downloads waiting: a page of thumbnails and some.
    static let defaultCapacity = 32

    /// One download and everyone waiting on its result (nil: abandoned).
    private final class Job {
        let key: String
        let download: @Sendable () -> any Sendable
        var deliveries: [@Sendable ((any Sendable)?) -> Void] = []

        init(key: String, download: @escaping @Sendable () -> any Sendable) {
            self.key = key
            self.download = download
        }
    }

    private let capacity: Int
    private let lock = NSCondition()
    private var waiting: [Job] = []
    /// Every job waiting or running, by its key.
    private var jobs: [String: Job] = [:]
    private var stopped = false

    init(workers: Int = ImageFetches.defaultWorkers, capacity: Int = ImageFetches.defaultCapacity) {
        self.capacity = capacity
        for index in 0..<max(1, workers) {
            let thread = Thread { [self] in work() }
            thread.name = "image fetch \(index + 1)"
            thread.start()
        }
    }

    /// Has `deliver` called once with what `download` returns, or with nil when the download is
    /// abandoned (`stop`). When a download for `key` is already waiting or running, `deliver`
    /// waits on that one: `download` is not called and no place in the queue is taken. False (and
    /// nothing queued, `deliver` never called) when a new download finds the queue full, or when
    /// stopping.
    func submit<Value: Sendable>(
        key: String, download: @escaping @Sendable () -> Value,
        deliver: @escaping @Sendable (Value?) -> Void
    ) -> Bool {
        let delivery: @Sendable ((any Sendable)?) -> Void = { deliver($0 as? Value) }
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return false }
        if let job = jobs[key] {
            job.deliveries.append(delivery)
            return true
        }
        guard waiting.count < capacity else { return false }
        let job = Job(key: key, download: download)
        job.deliveries.append(delivery)
        waiting.append(job)
        jobs[key] = job
        lock.signal()
        return true
    }

    func stop() {
        lock.lock()
        stopped = true
        let abandoned = jobs.values.flatMap(\.deliveries)
        waiting = []
        jobs = [:]
        lock.broadcast()
        lock.unlock()
        for deliver in abandoned { deliver(nil) }
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
            lock.unlock()
            let value = job.download()
            lock.lock()
            // After a stop the job is gone, and its waiters have had their nil.
            var deliveries: [@Sendable ((any Sendable)?) -> Void] = []
            if jobs[job.key] === job {
                jobs[job.key] = nil
                deliveries = job.deliveries
            }
            lock.unlock()
            for deliver in deliveries { deliver(value) }
        }
    }
}
