import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Kills a child process that is still running when its deadline passes, so a hung child fails
/// its test instead of hanging the suite. The deadline is not a timing claim: it only bounds a
/// test that went wrong. Start it right after `run()`; call `end()` once the process has exited.
public final class ProcessDeadline: @unchecked Sendable {
    /// Long enough for any child of these tests on a loaded machine.
    public static let standardSeconds = 120.0

    public struct Passed: Error, CustomStringConvertible {
        public let description: String
    }

    private let name: String
    private let seconds: Double
    private let ended = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var killed = false
    private var stopped = false

    public init(_ process: Process, seconds: Double = ProcessDeadline.standardSeconds) {
        let pid = process.processIdentifier
        name = process.executableURL?.lastPathComponent ?? "a child process"
        self.seconds = seconds
        Thread { [self] in
            guard ended.wait(timeout: .now() + seconds) == .timedOut else { return }
            lock.withLock {
                guard !stopped else { return }
                killed = true
                kill(pid, SIGKILL)
            }
        }.start()
    }

    /// Stops the watch once the process has exited; throws when the deadline had passed and the
    /// process was killed.
    public func end() throws {
        cancel()
        if lock.withLock({ killed }) {
            throw Passed(description: "\(name) was still running after \(Int(seconds)) s and was killed")
        }
    }

    /// Stops the watch without asking whether it fired (a process being let go of).
    public func cancel() {
        lock.withLock { stopped = true }
        ended.signal()
    }

    /// A child started with `posix_spawn`: its wait status once it has exited, killed first if it
    /// is still running `seconds` after the call. Polls, since waitpid has no timeout.
    public static func waitStatus(of pid: pid_t, seconds: Double = standardSeconds) -> Int32 {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result < 0 && errno != EINTR) { return status }
            if Date() >= deadline { kill(pid, SIGKILL) }
            usleep(2_000)
        }
    }
}
