import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A PostgreSQL server of one test's own, as `Scripts/with-postgres` makes one (initdb in a
/// temporary folder, as the postgres user when run as root, a free 127.0.0.1 port), for tests that
/// stop or restart the server: the shared server of `Scripts/with-postgres` serves other tests at
/// the same time. Stopped (immediate mode) and removed when released.
public final class PrivatePostgresServer: @unchecked Sendable {
    public let port: Int
    /// `postgresql://postgres@127.0.0.1:PORT/postgres`.
    public let url: String
    private let folder: TemporaryFolder
    private let bin: String
    private let data: String

    public struct Failed: Error, CustomStringConvertible {
        public let description: String
    }

    /// initdb and start; both take a few seconds on a loaded machine.
    public init() throws {
        bin = try Self.serverPrograms()
        folder = try TemporaryFolder()
        data = folder.path("data")
        if getuid() == 0, let owner = getpwnam("postgres") {
            chown(folder.url.path, owner.pointee.pw_uid, owner.pointee.pw_gid)
        }
        port = try Self.freePort()
        url = "postgresql://postgres@127.0.0.1:\(port)/postgres"
        try run(
            bin + "/initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"])
        try start()
    }

    deinit {
        try? run(bin + "/pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"])
    }

    /// Starts the server and returns once it accepts connections.
    public func start() throws {
        try run(
            bin + "/pg_ctl",
            [
                "-D", data, "-l", folder.path("server.log"), "-w", "-t", "60", "start", "-o",
                "-k \(folder.url.path) -c listen_addresses=127.0.0.1 -p \(port) -c fsync=off"
                    + " -c synchronous_commit=off -c full_page_writes=off",
            ])
    }

    /// Stops the server (fast mode: every session is told and ended, as `pg_ctl restart` does).
    public func stop() throws {
        try run(bin + "/pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"])
    }

    /// `pg_ctl restart`: every session ends, and the server accepts connections again on return.
    public func restart() throws {
        try run(
            bin + "/pg_ctl",
            [
                "-D", data, "-l", folder.path("server.log"), "-m", "fast", "-w", "-t", "60", "restart", "-o",
                "-k \(folder.url.path) -c listen_addresses=127.0.0.1 -p \(port) -c fsync=off"
                    + " -c synchronous_commit=off -c full_page_writes=off",
            ])
    }

    /// Where initdb and pg_ctl are: pg_config's bindir, else the newest /usr/lib/postgresql/N/bin.
    private static func serverPrograms() throws -> String {
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        let candidates = versions.sorted { $0.compare($1, options: .numeric) == .orderedDescending }
            .map { "/usr/lib/postgresql/\($0)/bin" }
        guard
            let bin = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0 + "/initdb") }
            )
        else {
            throw Failed(description: "PostgreSQL server programs (initdb, pg_ctl) not found")
        }
        return bin
    }

    /// A port the kernel just had free on 127.0.0.1.
    private static func freePort() throws -> Int {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard bound else { throw Failed(description: "no free port on 127.0.0.1") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Runs a server program (as the postgres user when this is root) to its end, its output in
    /// `programs.log`. Spawned and waited for by pid (posix_spawn, `ProcessDeadline.waitStatus`):
    /// pg_ctl's child stays running as the server, so nothing here may wait for its pipes.
    private func run(_ program: String, _ arguments: [String]) throws {
        let log = folder.path("programs.log")
        let argv =
            (getuid() == 0 ? ["/usr/sbin/runuser", "-u", "postgres", "--", program] : [program]) + arguments
        let environment = ["PATH=/usr/bin:/bin", "LC_ALL=C.UTF-8", "HOME=/tmp"]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup($0) } + [nil]
        defer { for pointer in cArguments + cEnvironment { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, argv[0], &actions, nil, cArguments, cEnvironment)
        guard spawned == 0 else { throw Failed(description: "cannot run \(argv[0]): error \(spawned)") }
        guard ProcessDeadline.waitStatus(of: pid) == 0 else {
            let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw Failed(description: "\(program) \(arguments.joined(separator: " ")) failed: \(output)")
        }
    }
}
