import Foundation

/// `Tests/FakeFlickr/fake_flickr.py` on a free 127.0.0.1 port, stopped by its pid when released.
public final class FakeFlickrServer: @unchecked Sendable {
    private let process = Process()
    private let folder: TemporaryFolder
    public let baseURL: URL
    /// The stand-in for `https://live.staticflickr.com/`.
    public let staticURL: String
    /// Its port on 127.0.0.1, for a test that sends it requests of its own (`/control/...`).
    public let port: UInt16
    public var processID: Int32 { process.processIdentifier }

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
        staticURL = "http://127.0.0.1:\(port)/static/"
        self.port = UInt16(port) ?? 0
    }

    /// Stops the server now (by its pid), as when the network goes away.
    public func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit {
        // SIGKILL, not SIGTERM: a child of a test process can inherit a mask that blocks SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The query of every API request so far, oldest first.
    public func requests() throws -> [[String: String]] {
        try entries().filter { !isImage($0) }.map { $0["query"] as? [String: String] ?? [:] }
    }

    /// The path of every image request so far, oldest first.
    public func imageRequests() throws -> [String] {
        try entries().filter(isImage).compactMap { $0["path"] as? String }
    }

    private func isImage(_ entry: [String: Any]) -> Bool {
        (entry["path"] as? String)?.hasPrefix("/static/") == true
    }

    private func entries() throws -> [[String: Any]] {
        guard let text = try? String(contentsOfFile: folder.path("requests.log"), encoding: .utf8) else {
            return []
        }
        return try text.split(separator: "\n").map { line in
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
        }
    }
}
