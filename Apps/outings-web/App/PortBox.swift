import Foundation

/// The port the server bound, set once after start and read by every request's Host check.
final class PortBox: @unchecked Sendable {
    private let lock = NSLock()
    private var port: UInt16 = 0

    func set(_ port: UInt16) {
        lock.lock()
        self.port = port
        lock.unlock()
    }

    var value: UInt16 {
        lock.lock()
        defer { lock.unlock() }
        return port
    }
}
