import Foundation
import TestSupport

extension WebServerProcess {
    /// Standard error so far as the exact bytes written (no decoding that could hide a byte).
    var stderrBytes: [UInt8] { [UInt8]((try? Data(contentsOf: errorFile)) ?? Data()) }

    /// Runs the `outings` CLI in `home` and returns its status and standard output, to compare
    /// the CLI's answer with the web app's.
    @discardableResult
    static func cliOutput(
        _ arguments: [String], home: URL, environment: [String: String] = [:], stdin: String? = nil
    ) throws -> (status: Int32, stdout: Data) {
        let process = Process()
        process.executableURL = executable("outings")
        process.arguments = arguments
        process.environment = ChildEnvironment.make(home: home, environment)
        process.currentDirectoryURL = home
        let output = Pipe()
        let input = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = ProcessDeadline(process)
        if let stdin {
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try deadline.end()
        return (process.terminationStatus, data)
    }
}
