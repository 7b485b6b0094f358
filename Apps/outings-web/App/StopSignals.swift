import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// SIGINT and SIGTERM, taken synchronously: blocked in every thread (threads started later
/// inherit the mask), then awaited with sigwait on a thread of their own, so stopping runs as
/// ordinary code rather than inside a signal handler. Until serving begins (`serving`) a signal
/// ends the process at once: nothing has been served, so nothing waits to finish. From then on
/// the first signal starts the stop (`waitForStop` returns it); a second one, or the end of the
/// time allowed, ends the process at once.
enum StopSignals {
    /// Blocks the signals and starts listening for them; call first thing, before any thread starts.
    static func start() {
        var set = signals()
        pthread_sigmask(SIG_BLOCK, &set, nil)
        // A client that disconnects mid-response must not kill the server.
        signal(SIGPIPE, SIG_IGN)
        Thread {
            while true {
                let signal = wait()
                // Ended as a shell reports a process ended by that signal: 128 + its number.
                // A store being upgraded at start-up is left mid-transaction, which SQLite and
                // PostgreSQL roll back; the property-list store replaces its file whole. No write
                // is torn.
                if !stop.take(signal) { _exit(128 + signal) }
            }
        }.start()
    }

    /// Serving has begun: from now on the first signal starts the stop instead of exiting.
    static func serving() {
        stop.beginServing()
    }

    /// Waits for the signal that starts the stop and returns it; any signal after it exits at once.
    static func waitForStop() -> Int32 {
        stop.waitForSignal()
    }

    /// Stopping takes at most `seconds`: past them, whatever is still running (a store call
    /// that does not return) is abandoned and the process exits with `status`.
    static func exitAfter(_ seconds: Double, status: Int32, saying message: String) {
        Thread {
            Thread.sleep(forTimeInterval: seconds)
            _ = message.withCString { write(2, $0, strlen($0)) }
            _exit(status)
        }.start()
    }

    private static let stop = Stop()

    /// Whether a signal that arrives now starts a stop (only while serving, and only the first).
    private final class Stop: @unchecked Sendable {
        private let condition = NSCondition()
        private var serving = false
        private var received: Int32?

        /// True when `signal` starts the stop; false when the process should exit at once.
        func take(_ signal: Int32) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            guard serving, received == nil else { return false }
            received = signal
            condition.broadcast()
            return true
        }

        func beginServing() {
            condition.lock()
            serving = true
            condition.unlock()
        }

        func waitForSignal() -> Int32 {
            condition.lock()
            defer { condition.unlock() }
            while true {
                if let received { return received }
                condition.wait()
            }
        }
    }

    private static func wait() -> Int32 {
        var set = signals()
        var received: Int32 = 0
        while sigwait(&set, &received) != 0 {}
        return received
    }

    private static func signals() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        return set
    }
}
