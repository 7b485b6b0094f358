import Foundation

/// The sqlite3 command-line shell, an independent reader and writer of SQLite files for tests.
public enum SQLiteShell {
    @discardableResult
    public static func run(_ path: String, _ sql: String) throws -> String {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [path, sql]
        process.standardOutput = output
        try process.run()
        let deadline = ProcessDeadline(process)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try deadline.end()
        guard process.terminationStatus == 0 else {
            throw TestPostgres.CommandFailed(description: "sqlite3 failed on \(sql)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
