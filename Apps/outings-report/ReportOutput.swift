import AppSupport
import Platform

/// Writes with write(2), so a full disk or a closed stream is an error (exit 74), never a trap.
enum ReportOutput {
    static func write(_ text: String) throws {
        try write(text, to: Descriptor.standardOutput, name: "standard output")
    }

    static func writeError(_ text: String) throws {
        try write(text, to: Descriptor.standardError, name: "standard error")
    }

    private static func write(_ text: String, to descriptor: Int32, name: String) throws {
        if let failure = Descriptor.writeAll(text.utf8, to: descriptor) {
            throw AppError(.storeFailure, "cannot write \(name): \(SystemError.reason(failure))")
        }
    }
}
