#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A temporary file that SIGINT or SIGTERM must not leave behind: while `removing(_:during:)`
/// runs, either signal unlinks it and then ends the process as the signal would (130 or 143 to
/// the shell). Only unlink, signal and raise run in the handler, which are safe there. A process
/// that takes these signals synchronously (blocked, awaited with sigwait, as outings-web does)
/// never runs the handler, and its own stopping is unchanged. One such temporary at a time: a
/// second one written meanwhile (another thread) is not registered.
enum InterruptedTemporary {
    // Written only around the body, read by the handler; a pointer-sized store is not torn.
    nonisolated(unsafe) private static var pending: UnsafeMutablePointer<CChar>?

    static func removing<Result>(_ path: String, during body: () throws -> Result) rethrows -> Result {
        guard pending == nil else { return try body() }
        let copy = strdup(path)
        pending = copy
        let previous = [SIGINT, SIGTERM].map { ($0, signal($0, InterruptedTemporary.handle)) }
        // A parent may have started this process with them blocked (a thread pool's worker
        // does): they reach the handler all the same while the temporary exists.
        var signals = sigset_t()
        var mask = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, &mask)
        defer {
            pthread_sigmask(SIG_SETMASK, &mask, nil)
            for (number, handler) in previous { signal(number, handler) }
            pending = nil
            free(copy)
        }
        return try body()
    }

    private static let handle: @convention(c) (Int32) -> Void = { number in
        if let path = InterruptedTemporary.pending { unlink(path) }
        signal(number, SIG_DFL)
        raise(number)
    }
}
