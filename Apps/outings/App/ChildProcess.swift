#if canImport(Glibc)
    import Glibc
#endif

/// Starts a program and waits for it, with posix_spawn: what `photos open` needs of Foundation's
/// `Process`, without linking swift-corelibs Foundation into every command (docs/performance.md,
/// "Start-up: what each command loads").
enum ChildProcess {
    enum Outcome: Equatable {
        /// It could not be started (not executable, no memory); the errno.
        case notStarted(Int32)
        /// It ran: its exit status, or 128 + the signal that ended it, as a shell reports it.
        case exited(Int32)
    }

    /// Runs `executable` (a path) with `arguments` in exactly `environment`, sharing this
    /// process's standard streams.
    static func run(_ executable: String, arguments: [String], environment: [String: String]) -> Outcome {
        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") }
        defer { for text in argv + envp { free(text) } }
        var pid = pid_t()
        let started = (argv + [nil]).withUnsafeBufferPointer { argvBuffer in
            (envp + [nil]).withUnsafeBufferPointer { envpBuffer in
                posix_spawn(
                    &pid, executable, nil, nil, UnsafeMutablePointer(mutating: argvBuffer.baseAddress!),
                    UnsafeMutablePointer(mutating: envpBuffer.baseAddress!))
            }
        }
        guard started == 0 else { return .notStarted(started) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .exited(127) }
        }
        // The wait status macros are C macros Swift cannot call: low 7 bits are the signal.
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .exited(128 + signal)
    }
}
