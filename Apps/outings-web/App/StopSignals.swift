import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// SIGINT and SIGTERM, taken synchronously: blocked in every thread (threads started later
/// inherit the mask), then awaited with sigwait on the main thread, so stopping runs as ordinary
/// code rather than inside a signal handler.
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

    private static func signals() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        return set
    }
}
