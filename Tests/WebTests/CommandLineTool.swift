import Foundation
import TestSupport

/// A system tool (openssl, curl) run to its end with a deadline, in an environment built from
/// scratch, its output and errors kept apart.
enum CommandLineTool {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static func run(_ tool: String, _ arguments: [String], in folder: TemporaryFolder) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/\(tool)")
        process.arguments = arguments
        process.environment = ChildEnvironment.make(home: folder.url)
        process.currentDirectoryURL = folder.url
        let output = Pipe()
        // Errors go to a file, so a full error pipe can never block the child.
        let errorFile = folder.path("\(tool)-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errorFile, contents: nil)
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorFile))
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = ProcessDeadline(process)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try deadline.end()
        let errorData = FileManager.default.contents(atPath: errorFile) ?? Data()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self))
    }
}
