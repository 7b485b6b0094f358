import Foundation
import TestSupport

/// The built `outings-web` on a free loopback port in a temporary HOME with an environment built
/// from scratch; killed by its pid when released, so a failing test never leaves it running.
final class WebServerProcess: @unchecked Sendable {
    struct StartFailed: Error, CustomStringConvertible {
        let description: String
    }

    let home: URL
    let process = Process()
    let port: UInt16
    let firstLine: String
    /// The second line: `Store: LOCATION (source)`.
    let storeLine: String
    let errorFile: URL
    private let ownsHome: Bool

    /// How long a child may run before it is killed, so a hung one fails its test instead of
    /// hanging the run.
    static let deadline: Double = 60

    /// Starts `outings-web --listen 127.0.0.1:0 ARGUMENTS` (without that `--listen` when ARGUMENTS
    /// has one: given twice it is refused) and waits for its first two lines.
    init(_ arguments: [String] = [], home: URL? = nil, environment: [String: String] = [:]) throws {
        ownsHome = home == nil
        self.home = try home ?? Self.makeHome()
        errorFile = self.home.appendingPathComponent("web-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.executableURL = Self.executable("outings-web")
        let listens = arguments.contains { $0 == "--listen" || $0.hasPrefix("--listen=") }
        process.arguments = (listens ? [] : ["--listen", "127.0.0.1:0"]) + arguments
        process.environment = ChildEnvironment.make(home: self.home, environment)
        process.currentDirectoryURL = self.home
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // A server that never prints is killed, which ends the read.
        let watchdog = Self.killUnlessCancelled(process, after: Self.deadline)
        let line = Self.readLine(output.fileHandleForReading)
        firstLine = line
        storeLine = Self.readLine(output.fileHandleForReading)
        watchdog.cancel()
        guard let colon = line.lastIndex(of: ":"),
            line.hasPrefix("Serving Outings at http://") || line.hasPrefix("Serving Outings at https://"),
            let port = UInt16(line[line.index(after: colon)...].dropLast())
        else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            throw StartFailed(description: "outings-web did not start: \(line) \(errors)")
        }
        self.port = port
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        if ownsHome { try? FileManager.default.removeItem(at: home) }
    }

    var client: RawHTTPClient { RawHTTPClient(port: port) }

    /// Everything written to standard error so far (the access log, warnings).
    var stderr: String { (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" }

    /// Sends `signal` and waits for the exit status.
    func stop(_ signal: Int32 = SIGTERM) -> Int32 {
        kill(process.processIdentifier, signal)
        return waitForExit()
    }

    /// Waits for the server to exit (killed at the deadline) and returns its status.
    func waitForExit() -> Int32 {
        let watchdog = Self.killUnlessCancelled(process, after: Self.deadline)
        process.waitUntilExit()
        watchdog.cancel()
        return process.terminationStatus
    }

    /// Waits until standard error contains `text`; false if it does not by the deadline.
    func waitForStderr(_ text: String, within seconds: Double = deadline) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while !stderr.contains(text) {
            guard Date() < end, process.isRunning else { return stderr.contains(text) }
            // The log is a file: poll it often, but not in a busy loop.
            usleep(10_000)
        }
        return true
    }

    static func makeHome() throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent(
            "outings-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return home
    }

    /// `swift build` puts the executables beside the test bundle.
    static func executable(_ name: String) -> URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: "\(name)-not-built")
    }

    /// Runs the `outings` CLI in `home` (to seed a store as a user would); returns its status.
    @discardableResult
    static func cli(_ arguments: [String], home: URL, environment: [String: String] = [:]) throws -> Int32 {
        try cliOutput(arguments, home: home, environment: environment).status
    }

    /// Runs outings-web to completion (for --help and start-up errors).
    static func runToExit(_ arguments: [String], environment: [String: String] = [:]) throws
        -> (status: Int32, stdout: String, stderr: String)
    {
        let home = try makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let process = Process()
        process.executableURL = executable("outings-web")
        process.arguments = arguments
        process.environment = ChildEnvironment.make(home: home, environment)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let watchdog = killUnlessCancelled(process, after: deadline)
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return (
            process.terminationStatus, String(decoding: out, as: UTF8.self),
            String(decoding: err, as: UTF8.self)
        )
    }

    /// Kills `process` unless the returned item is cancelled within `seconds`.
    static func killUnlessCancelled(_ process: Process, after seconds: Double) -> DispatchWorkItem {
        let pid = process.processIdentifier
        let item = DispatchWorkItem { _ = kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: item)
        return item
    }

    /// Reads up to the first newline (the server writes it straight to the descriptor).
    private static func readLine(_ handle: FileHandle) -> String {
        var bytes = Data()
        while bytes.count < 500 {
            guard let byte = try? handle.read(upToCount: 1), !byte.isEmpty else { break }
            if byte == Data("\n".utf8) { break }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
