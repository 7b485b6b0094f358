import Foundation

/// `Tests/FakeFlickr/fake_flickr.py` on a free 127.0.0.1 port, stopped by its pid when released.
public final class FakeFlickrServer: @unchecked Sendable {
    private let process = Process()
    private let folder: TemporaryFolder
    public let baseURL: URL

    public struct StartFailed: Error, CustomStringConvertible {
        public let description: String
    }

    public init() throws {
        folder = try TemporaryFolder()
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("FakeFlickr/fake_flickr.py")
        let portFile = folder.path("port")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, portFile, folder.path("requests.log")]
        try process.run()
        let deadline = Date().addingTimeInterval(15)
        while !FileManager.default.fileExists(atPath: portFile) {
            guard process.isRunning, Date() < deadline else {
                process.terminate()
                throw StartFailed(description: "fake Flickr server did not start (\(script.path))")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        let port = try String(contentsOfFile: portFile, encoding: .utf8)
        baseURL = URL(string: "http://127.0.0.1:\(port)/services/rest/")!
    }

    deinit {
        // SIGKILL, not SIGTERM: a child of a test process can inherit a mask that blocks SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The query of every request so far, oldest first.
    public func requests() throws -> [[String: String]] {
        guard let text = try? String(contentsOfFile: folder.path("requests.log"), encoding: .utf8) else {
            return []
        }
        return try text.split(separator: "\n").map { line in
            let entry = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return entry?["query"] as? [String: String] ?? [:]
        }
    }
}
