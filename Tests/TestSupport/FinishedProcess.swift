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
        let errorData = BackgroundRead(errorPipe.fileHandleForReading)
        output = outputPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try deadline.end()
        errors = errorData.wait()
        status = process.terminationStatus
    }
}

/// Reads a pipe to its end on its own thread.
private final class BackgroundRead: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()  // written by the thread before `done` is signalled, read after

    init(_ handle: FileHandle) {
        Thread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }.start()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
