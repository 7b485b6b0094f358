import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// SIGINT and SIGTERM, taken synchronously: blocked in every thread (threads started later
/// inherit the mask), then awaited with sigwait on the main thread, so stopping runs as ordinary
/// code rather than inside a signal handler. Once stopping has begun, a second signal or the end
/// of the time allowed ends the process at once.
enum StopSignals {
    static func block() {
        var set = signals()
        pthread_sigmask(SIG_BLOCK, &set, nil)
        // A client that disconnects mid-response must not kill the server.
        signal(SIGPIPE, SIG_IGN)
    }

    /// Returns the signal that arrived.
    static func wait() -> Int32 {
        var set = signals()
        var received: Int32 = 0
        while sigwait(&set, &received) != 0 {}
        return received
    }

    /// From now on, a second SIGINT or SIGTERM exits at once, with 128 + its number as a shell
    /// reports a process ended by that signal.
    static func exitOnNextSignal() {
        Thread {
            let signal = wait()
            _exit(128 + signal)
        }.start()
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

    private static func signals() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        return set
    }
}
