import Foundation

/// A child run to its end under a `ProcessDeadline`: its standard output and error are read at
/// the same time (the error stream on a thread of its own), so neither pipe can fill and stall it.
public struct FinishedProcess {
    public let status: Int32
    public let output: Data
    public let errors: Data

    /// Starts `process` (configured but not yet run) and waits for it.
    public init(running process: Process) throws {
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        try process.run()
        let deadline = ProcessDeadline(process)
        let errorData = PipeDrain(errorPipe.fileHandleForReading)
        output = outputPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try deadline.end()
        errors = errorData.wait()
        status = process.terminationStatus
    }
}

/// Reads a pipe to its end on its own thread, so a child never blocks on a full pipe. It holds
/// only the handle, so a holder of the child can still kill it when released.
public final class PipeDrain: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()  // written by the thread before `done` is signalled, read after

    public init(_ handle: FileHandle) {
        Thread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }.start()
    }

    /// Everything the pipe gave, once it is closed; may be asked again.
    public func wait() -> Data {
        done.wait()
        done.signal()
        return data
    }
}
