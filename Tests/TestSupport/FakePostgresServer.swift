import Foundation

/// `Tests/FakePostgres/fake_postgres.py` on a free 127.0.0.1 port, stopped by its pid when released:
/// a server that asks for a password, records it, and rejects it in an error that repeats it.
public final class FakePostgresServer: @unchecked Sendable {
    private let process = Process()
    private let folder: TemporaryFolder
    public let port: Int

    public struct StartFailed: Error, CustomStringConvertible {
        public let description: String
    }

    public init() throws {
        folder = try TemporaryFolder()
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("FakePostgres/fake_postgres.py")
        let portFile = folder.path("port")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, portFile, folder.path("passwords.log")]
        try process.run()
        let deadline = Date().addingTimeInterval(15)
        while !FileManager.default.fileExists(atPath: portFile) {
            guard process.isRunning, Date() < deadline else {
                kill(process.processIdentifier, SIGKILL)
                throw StartFailed(description: "fake PostgreSQL server did not start (\(script.path))")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        port = Int(try String(contentsOfFile: portFile, encoding: .utf8)) ?? 0
    }

    deinit {
        // SIGKILL, not SIGTERM: a child of a test process can inherit a mask that blocks SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The passwords clients sent, oldest first.
    public func passwords() -> [String] {
        let text = (try? String(contentsOfFile: folder.path("passwords.log"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }
}
