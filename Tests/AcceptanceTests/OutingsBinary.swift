import Foundation
import TestSupport

/// Runs the built `outings` executable in a temporary HOME, as a user would.
final class OutingsBinary: @unchecked Sendable {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        /// Standard output as bytes (an image from `download --output -`).
        let rawStdout: Data

        /// The standard output parsed as JSON.
        func json() throws -> Any {
            try JSONSerialization.jsonObject(with: Data(stdout.utf8))
        }
    }

    let home: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent(
            "outings-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: home)
    }

    /// The default store inside this HOME.
    var storePath: String { home.appendingPathComponent(".local/share/outings/outings.sqlite").path }

    /// `swift build` puts the executable beside the test bundle.
    static var executable: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("outings")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: "outings-not-built")
    }

    @discardableResult
    func run(
        _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
        executable: URL? = nil,
        directory: URL? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable ?? Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? home
        process.environment = ChildEnvironment.make(home: home, environment)
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let deadline = ProcessDeadline(process)
        // Nothing to send is not sent: a write to a child that has already ended (it reads no
        // input) would end this process with SIGPIPE.
        if !stdin.isEmpty { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large output cannot block the child.
        let errorData = ReadInBackground(errors.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try deadline.end()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData.wait(), as: UTF8.self), rawStdout: outputData)
    }

    /// A child's environment built from scratch: the temporary HOME, and from the test process only
    /// PATH, the locale and sanitizer settings, so no XDG_*, OUTINGS_*, FLICKR_* or PG* variable of
    /// the person running the tests reaches the binary.
    static func baseEnvironment(home: URL) -> [String: String] {
        ChildEnvironment.make(home: home)
    }

    /// Writes a file into HOME and returns its path.
    func file(_ name: String, _ contents: String) throws -> String {
        let url = home.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }
}

/// Drains a pipe on another thread.
private final class ReadInBackground: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
