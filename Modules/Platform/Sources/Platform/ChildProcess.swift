// Only where a program may start another (not on iOS and its kin).
#if os(Linux) || os(macOS)

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// Starts a program and waits for it, with posix_spawn: what `photos open` needs of Foundation's
    /// `Process`, without linking swift-corelibs Foundation into every command (docs/performance.md,
    /// "Start-up: what each command loads").
    public enum ChildProcess {
        public enum Outcome: Equatable, Sendable {
            /// It could not be started (not executable, no memory); the errno.
            case notStarted(Int32)
            /// It ran: its exit status, or 128 + the signal that ended it, as a shell reports it.
            case exited(Int32)
        }

        /// Runs `executable` (a path) with `arguments` in exactly `environment`, sharing this
        /// process's standard streams and no other descriptor.
        public static func run(
            _ executable: String, arguments: [String], environment: [String: String]
        ) -> Outcome {
            let argv = ([executable] + arguments).map { strdup($0) }
            let envp = environment.map { strdup("\($0.key)=\($0.value)") }
            defer { for text in argv + envp { free(text) } }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            for descriptor in inheritableDescriptors() {
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
            var pid = pid_t()
            let started = (argv + [nil]).withUnsafeBufferPointer { argvBuffer in
                (envp + [nil]).withUnsafeBufferPointer { envpBuffer in
                    posix_spawn(
                        &pid, executable, &actions, nil,
                        UnsafeMutablePointer(mutating: argvBuffer.baseAddress!),
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

        /// This process's open descriptors above 2 that an exec would keep: those its parent handed
        /// down (a pipe, a lock). `Process` closed them in the child, and a browser that outlives the
        /// command must not hold them open. glibc's `addclosefrom_np` is not visible to Swift, so
        /// /proc/self/fd lists them; closing one that is gone by then is ignored by posix_spawn.
        private static func inheritableDescriptors() -> [Int32] {
            guard let folder = opendir("/proc/self/fd") else { return [] }
            defer { closedir(folder) }
            var descriptors: [Int32] = []
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard let descriptor = Int32(name), descriptor > 2, descriptor != dirfd(folder) else {
                    continue
                }
                let flags = fcntl(descriptor, F_GETFD)
                if flags >= 0, flags & FD_CLOEXEC == 0 { descriptors.append(descriptor) }
            }
            return descriptors
        }
    }

#endif
