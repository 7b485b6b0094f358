import Foundation
import TestSupport
import Testing

/// The backends several processes can share, as `--store` URLs inside a test HOME.
enum SharedStore: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case defaults
    case postgres

    var testDescription: String { rawValue }

    func url(home: URL) throws -> String {
        switch self {
        case .sqlite: "sqlite:" + home.appendingPathComponent("shared.sqlite").path
        case .defaults: "defaults:shared"
        case .postgres: try TestPostgres.freshDatabaseURL()
        }
    }

    /// Another store of this backend in the same HOME, named `name` (PostgreSQL: a fresh database).
    func url(home: URL, named name: String) throws -> String {
        switch self {
        case .sqlite: "sqlite:" + home.appendingPathComponent("\(name).sqlite").path
        case .defaults: "defaults:\(name)"
        case .postgres: try TestPostgres.freshDatabaseURL()
        }
    }
}

extension OutingsBinary {
    /// Runs `script` in `count` shells at once, each with $W set to its number (1...count) and
    /// $OUTINGS to the binary; returns the exit status and stderr of each.
    func runConcurrently(_ count: Int, script: String, environment: [String: String]) throws -> [(
        Int32, String
    )] {
        let processes = try (1...count).map { worker in
            let process = Process()
            let errors = Pipe()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script]
            process.environment = ChildEnvironment.make(
                home: home,
                environment.merging(["W": String(worker), "OUTINGS": Self.executable.path]) { $1 })
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            return (process, errors, ProcessDeadline(process))
        }
        return try processes.map { process, errors, deadline in
            let message = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            try deadline.end()
            return (process.terminationStatus, String(decoding: message, as: UTF8.self))
        }
    }
}

/// A running `outings` process whose standard input the test writes line by line.
final class InteractiveRun {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let deadline: ProcessDeadline

    init(_ arguments: [String], home: URL) throws {
        process.executableURL = OutingsBinary.executable
        process.arguments = arguments
        process.environment = ChildEnvironment.make(home: home)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        deadline = ProcessDeadline(process)
    }

    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Blocks until the process has written something to standard output.
    func awaitOutput() -> String {
        String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    }

    func finish() throws -> (status: Int32, stderr: String) {
        try input.fileHandleForWriting.close()
        _ = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try deadline.end()
        return (process.terminationStatus, String(decoding: message, as: UTF8.self))
    }
}
