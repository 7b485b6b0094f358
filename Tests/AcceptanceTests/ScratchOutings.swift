import Foundation
import TestSupport

/// Runs `outings` in a temporary folder with an environment built from scratch: nothing of the
/// caller's (HOME, XDG_*, OUTINGS_*, FLICKR_*, PG*) reaches the child, only what a test passes.
final class ScratchOutings: Sendable {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// HOME and every XDG folder inside the temporary folder; PATH only for `/bin/sh` scripts. The
    /// sanitizers' options pass through, so `Scripts/sanitize` keeps its leak suppressions.
    var environment: [String: String] {
        let inherited = ProcessInfo.processInfo.environment.filter { name, _ in
            ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS"].contains(name)
        }
        return inherited.merging([
            "HOME": folder.path("home"), "XDG_DATA_HOME": folder.path("data"),
            "XDG_CONFIG_HOME": folder.path("config"), "XDG_CACHE_HOME": folder.path("cache"),
            "PATH": "/usr/bin:/bin",
        ]) { $1 }.merging(ChildEnvironment.slowedRunLockWait) { $1 }
    }

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Result {
        let child = try Child(OutingsBinary.executable, arguments, environment.merging(extra) { $1 })
        return try child.finish()
    }

    /// Runs `script` in `count` shells at once, each with $W set to its number (1...count) and
    /// $OUTINGS to the binary.
    func runConcurrently(_ count: Int, script: String, environment extra: [String: String]) throws -> [Result]
    {
        var children: [Child] = []
        for worker in 1...count {
            let variables = environment.merging(extra) { $1 }.merging([
                "W": String(worker), "OUTINGS": OutingsBinary.executable.path,
            ]) { $1 }
            // If one cannot start, the ones already running are killed as `children` is released.
            children.append(try Child(URL(fileURLWithPath: "/bin/sh"), ["-c", script], variables))
        }
        return try children.map { try $0.finish() }
    }
}

/// A child process whose output is read as it comes (so it never blocks on a full pipe) and which
/// is killed by its pid if the test lets go of it before it ended.
private final class Child {
    private let process = Process()
    private let output: PipeDrain
    private let errors: PipeDrain
    private let deadline: ProcessDeadline

    init(_ executable: URL, _ arguments: [String], _ environment: [String: String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        try process.run()
        deadline = ProcessDeadline(process)
        output = PipeDrain(outputPipe.fileHandleForReading)
        errors = PipeDrain(errorPipe.fileHandleForReading)
    }

    func finish() throws -> ScratchOutings.Result {
        let stdout = output.wait()
        let stderr = errors.wait()
        process.waitUntilExit()
        try deadline.end()
        return ScratchOutings.Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    deinit {
        deadline.cancel()
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
