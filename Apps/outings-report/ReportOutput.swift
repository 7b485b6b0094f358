import AppSupport
import Foundation

/// Writes with write(2), so a full disk or a closed stream is an error (exit 74), never a trap.
enum ReportOutput {
    static func write(_ text: String) throws { try write(text, to: STDOUT_FILENO, name: "standard output") }

    static func writeError(_ text: String) throws {
        try write(text, to: STDERR_FILENO, name: "standard error")
    }

    private static func write(_ text: String, to descriptor: Int32, name: String) throws {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                throw AppError(.storeFailure, "cannot write \(name): \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }
}
